import Foundation

// # iOS 26's Liquid Glass
//
// Apps written for iOS 26 put controls and cards on glass:
// `.glassEffect(.regular, in: .rect(cornerRadius: 16))`,
// `.glassEffect(.regular.tint(.blue).interactive())`, a
// `GlassEffectContainer` around several, `.buttonStyle(.glass)`. Glass
// refracts and mirrors what is behind it in real time; Flipbook has no
// refraction, so it draws what a still frame of glass mostly shows: the
// shape filled with a material (regular glass as the regular material,
// clear glass as the ultra-thin one), the tint laid over it at a third,
// and a hairline of light along the edge, behind the view. `.identity`
// draws nothing. The shape defaults to a capsule, as iOS's
// `DefaultGlassEffectShape`. Containers, effect IDs, unions and glass
// transitions lay out as their content (the morphing between glass shapes
// is not drawn).

/// A kind of Liquid Glass, as iOS 26's `Glass` (see the essay above).
public struct Glass: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case regular, clear, identity }
  let kind: Kind
  let tintColor: Color?
  let isInteractive: Bool

  /// The standard glass.
  public static let regular = Glass(kind: .regular, tintColor: nil, isInteractive: false)
  /// Glass that shows more of what is behind it.
  public static let clear = Glass(kind: .clear, tintColor: nil, isInteractive: false)
  /// No glass: the view as it is.
  public static let identity = Glass(kind: .identity, tintColor: nil, isInteractive: false)

  /// This glass tinted with `color` (nil: untinted).
  public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tintColor: color, isInteractive: isInteractive) }

  /// This glass reacting to touches (drawn as at rest).
  public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(kind: kind, tintColor: tintColor, isInteractive: isEnabled) }
}

/// How glass appears and disappears, as iOS 26's `GlassEffectTransition`.
public struct GlassEffectTransition: Hashable, Sendable {
  let name: String
  public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
  public static let materialize = GlassEffectTransition(name: "materialize")
  public static let identity = GlassEffectTransition(name: "identity")
  public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center)
    -> GlassEffectTransition
  { .matchedGeometry }
}

/// Glass shapes that blend into one another when close, as iOS 26's
/// `GlassEffectContainer` (laid out as its content; the blending is not
/// drawn).
public struct GlassEffectContainer<Content: View>: View {
  let content: Content
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

extension View {
  /// Puts the view on glass in `shape`, as iOS 26's (see the essay above).
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    background { _GlassShape(glass: glass, shape: shape) }
  }

  /// Puts the view on glass in a capsule, as iOS 26's default shape.
  public func glassEffect(_ glass: Glass = .regular) -> some View { glassEffect(glass, in: Capsule()) }

  /// Names the view's glass for morphing between containers (kept).
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

  /// Joins the view's glass with others of `id` (kept).
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }

  /// How the view's glass comes and goes (kept).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

  /// Hides the glass background of a toolbar item or bar (kept).
  public func glassBackgroundEffect() -> some View { self }
}

/// A glass fill in a shape: a material, a tint over it, a hairline of
/// light along the edge.
struct _GlassShape<S: Shape>: View {
  let glass: Glass
  let shape: S

  var body: some View {
    if glass.kind != .identity {
      ZStack {
        shape.fill(glass.kind == .clear ? Material.ultraThin : Material.regular)
        if let tint = glass.tintColor { shape.fill(tint.opacity(0.33)) }
        shape.stroke(Color.white.opacity(0.45), lineWidth: 0.5)
      }
    }
  }
}

/// A label on glass in a capsule, as iOS 26's `GlassButtonStyle`.
public struct GlassButtonStyle: ButtonStyle {
  let prominent: Bool
  public init() { prominent = false }
  init(prominent: Bool) { self.prominent = prominent }

  public func makeBody(configuration: Configuration) -> some View {
    _GlassButton(configuration: configuration, prominent: prominent)
  }
}

/// A white label on tinted glass, as iOS 26's `GlassProminentButtonStyle`.
public struct GlassProminentButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _GlassButton(configuration: configuration, prominent: true)
  }
}

struct _GlassButton: View {
  let configuration: ButtonStyleConfiguration
  let prominent: Bool
  @Environment(\.tint) private var tint

  var body: some View {
    let glass: Glass = prominent ? .regular.tint(Color.accentColor) : .regular
    configuration.label
      .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : (tint ?? AnyShapeStyle(Color.accentColor)))
      .padding(.horizontal, 14).padding(.vertical, 7)
      .glassEffect(glass, in: Capsule())
      .opacity(configuration.isPressed ? 0.7 : 1)
  }
}

extension ButtonStyle where Self == GlassButtonStyle {
  /// A label on glass (iOS 26).
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
  /// A white label on tinted glass (iOS 26).
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
