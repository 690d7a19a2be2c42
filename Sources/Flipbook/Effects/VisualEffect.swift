import Foundation

// MARK: - Visual effects (iOS 17)
//
// `visualEffect { content, proxy in … }` and `scrollTransition { content,
// phase in … }` change how a view is drawn from where it is: its geometry,
// or how far it has left a scroll view's visible area. Neither changes
// layout. The closure is handed an `EmptyVisualEffect` and returns it with
// effects chained on (`content.scaleEffect(0.8).opacity(0.5)`); each is one
// of Flipbook's render effects, applied in the order written, innermost
// first, exactly as the view modifiers of the same names draw.
//
// The scroll transition's phase, as SwiftUI computes it: `.identity` while
// the view lies wholly inside the innermost scroll view's visible area,
// `.topLeading` while it is partly or wholly beyond its top (leading) edge
// and `.bottomTrailing` beyond its bottom (trailing) edge, along the axis
// the scroll view scrolls (vertical unless it scrolls horizontally only,
// or the one given); its `value` is −1, 0 or 1. Outside any scroll view
// the phase is `.identity`. The configuration's threshold and animation
// are accepted; Flipbook reads the phase at each frame from the view's
// place, so a view part way out is drawn at its edge phase's effect, not
// at a value between (what an interactive transition shows mid-scroll).

/// A chain of effects on a view's drawing, as SwiftUI's `VisualEffect`.
public protocol VisualEffect: Sendable {
  /// The render effects, innermost first. An implementation detail.
  var _effects: [any VisualEffectStep] { get }
}

/// One effect of a chain: one of Flipbook's render effects.
public protocol VisualEffectStep: Sendable {}

/// The effect a visual-effect closure starts from: no change.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
  public var _effects: [any VisualEffectStep] { [] }
}

/// Effects chained onto another.
public struct _ChainedVisualEffect: VisualEffect {
  public let _effects: [any VisualEffectStep]
}

extension _ScaleEffect: VisualEffectStep {}
extension _RotationEffect: VisualEffectStep {}
extension _OffsetEffect: VisualEffectStep {}
extension _OpacityEffect: VisualEffectStep {}
extension _BlurEffect: VisualEffectStep {}
extension _BrightnessEffect: VisualEffectStep {}
extension _SaturationEffect: VisualEffectStep {}
extension _GrayscaleEffect: VisualEffectStep {}
extension _HueRotationEffect: VisualEffectStep {}
extension _ContrastEffect: VisualEffectStep {}

extension VisualEffect {
  private func adding(_ step: any VisualEffectStep) -> _ChainedVisualEffect {
    _ChainedVisualEffect(_effects: _effects + [step])
  }

  /// Scales the drawing by `scale` around `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
  }
  /// Scales the drawing by `scale` around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(_ScaleEffect(scale: scale, anchor: anchor))
  }
  /// Scales the drawing by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
  }
  /// Turns the drawing by `angle` around `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(_RotationEffect(angle: angle, anchor: anchor))
  }
  /// Moves the drawing by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect { adding(_OffsetEffect(offset: offset)) }
  /// Moves the drawing by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding(_OffsetEffect(offset: CGSize(width: x, height: y)))
  }
  /// Draws at `opacity`.
  public func opacity(_ opacity: Double) -> some VisualEffect { adding(_OpacityEffect(opacity: opacity)) }
  /// Blurs the drawing by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding(_BlurEffect(radius: radius, isOpaque: opaque))
  }
  /// Brightens the drawing by `amount`.
  public func brightness(_ amount: Double) -> some VisualEffect { adding(_BrightnessEffect(amount: amount)) }
  /// Changes the drawing's saturation.
  public func saturation(_ amount: Double) -> some VisualEffect { adding(_SaturationEffect(amount: amount)) }
  /// Greys the drawing by `amount`.
  public func grayscale(_ amount: Double) -> some VisualEffect { adding(_GrayscaleEffect(amount: amount)) }
  /// Turns the drawing's hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(_HueRotationEffect(angle: angle)) }
  /// Changes the drawing's contrast.
  public func contrast(_ amount: Double) -> some VisualEffect { adding(_ContrastEffect(amount: amount)) }
}

/// Where a view is in a scroll transition, as SwiftUI's
/// `ScrollTransitionPhase` (see the essay above).
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Beyond the top (leading) edge of the visible area.
  case topLeading
  /// Inside the visible area.
  case identity
  /// Beyond the bottom (trailing) edge.
  case bottomTrailing

  /// Whether the view is inside the visible area.
  public var isIdentity: Bool { self == .identity }

  /// The phase as a number: −1, 0 or 1.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition runs, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
  /// When a view counts as inside the visible area.
  public struct Threshold: Sendable {
    let visible: Double
    /// Inside once `amount` (0 … 1) of it is visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold(visible: amount) }
    /// Wholly visible.
    public static var visible: Threshold { Threshold(visible: 1) }
    /// Inside while any of it is visible.
    public static var hidden: Threshold { Threshold(visible: 0) }
    /// Inside while its centre is.
    public static var centered: Threshold { Threshold(visible: 0.5) }
  }

  /// The effect follows the scroll position.
  public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
  /// The effect animates between phases.
  public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
  /// The effect animates between phases with `animation`.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
  /// No transition: the view stays in its identity phase.
  public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(isIdentity: true) }

  var isIdentity = false

  /// The configuration with `threshold` (accepted; see the essay above).
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
  /// The configuration with its animation (accepted).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

/// A view drawn under the visual effects its geometry makes: the node of
/// `visualEffect` and `scrollTransition`.
final class VisualEffectNode: ModifierNode {
  let makeEffects: (_ frame: CGRect, _ pass: LayoutPass) -> [any VisualEffectStep]
  private var effects: [any VisualEffectStep] = []

  init(_ child: ViewNode, makeEffects: @escaping (CGRect, LayoutPass) -> [any VisualEffectStep]) {
    self.makeEffects = makeEffects
    super.init(child)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    effects = makeEffects(frame, pass)
    return super.placeChildren(in: frame, proposal: proposal, pass)
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    var content = DisplayList()
    for child in placed.children { child.lower(into: &content) }
    for effect in effects {
      guard let render = effect as? any RenderEffect else { continue }
      var next = DisplayList()
      render.lower(content, in: placed.frame, into: &next)
      content = next
    }
    list.append(contentsOf: content)
  }
}

nonisolated struct _VisualEffectModifier: ViewModifier, NodeModifier {
  let makeEffects: @Sendable (CGRect, LayoutPass) -> [any VisualEffectStep]
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { VisualEffectNode(node, makeEffects: makeEffects) }
}

extension ScrollTransitionPhase {
  /// The phase of a view placed in `frame` (root space), along `axis`, in
  /// the innermost scroll view being placed.
  static func of(_ frame: CGRect, axis: Axis?) -> ScrollTransitionPhase {
    guard let window = ScrollWindow.current, let visible = window.visible else { return .identity }
    let along = axis ?? (window.axes == .horizontal ? .horizontal : .vertical)
    let (start, end, lower, upper) = along == .vertical
      ? (frame.minY, frame.maxY, visible.minY, visible.maxY) : (frame.minX, frame.maxX, visible.minX, visible.maxX)
    if start < lower - 0.5 { return .topLeading }
    if end > upper + 0.5 { return .bottomTrailing }
    return .identity
  }
}

nonisolated extension View {
  /// Draws the view under the effects `effect` makes from its geometry
  /// (layout is unchanged), as SwiftUI's `visualEffect(_:)` (iOS 17).
  public func visualEffect<E: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
  ) -> some View {
    modifier(_VisualEffectModifier { frame, pass in
      let proxy = GeometryProxy(
        size: frame.size, globalFrame: frame, safeAreaInsets: pass.safeAreaInsets(of: frame), namedSpaces: pass.namedSpaces)
      return effect(EmptyVisualEffect(), proxy)._effects
    })
  }

  /// Draws the view under the effects `transition` makes for its phase in
  /// the enclosing scroll view, as SwiftUI's `scrollTransition` (iOS 17).
  public func scrollTransition<E: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
  ) -> some View {
    modifier(_VisualEffectModifier { frame, _ in
      let phase = configuration.isIdentity ? ScrollTransitionPhase.identity : .of(frame, axis: axis)
      return transition(EmptyVisualEffect(), phase)._effects
    })
  }

  /// A scroll transition with separate configurations for each edge.
  public func scrollTransition<E: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
  ) -> some View {
    modifier(_VisualEffectModifier { frame, _ in
      var phase = ScrollTransitionPhase.of(frame, axis: axis)
      if phase == .topLeading, topLeading.isIdentity { phase = .identity }
      if phase == .bottomTrailing, bottomTrailing.isIdentity { phase = .identity }
      return transition(EmptyVisualEffect(), phase)._effects
    })
  }
}
