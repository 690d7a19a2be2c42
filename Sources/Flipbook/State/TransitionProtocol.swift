import Foundation

// # Transitions as types (iOS 17)
//
// SwiftUI 5 made a transition a type: a `Transition` says, in `body(content:
// phase:)`, how its view looks in each `TransitionPhase`: `.willAppear`
// (about to be inserted), `.identity` (in place) and `.didDisappear` (just
// removed). Flipbook runs one through the same machinery as `AnyTransition`
// (Transition.swift): the inserted view is resolved once in `.willAppear`
// to seed its animatable values, then presented in `.identity`, so the
// modifiers its body applies (opacity, scale, offset, blur, rotation …)
// animate between the two; a removed view stays on screen in
// `.didDisappear` until its animation ends. A body whose structure differs
// between phases (an `if` on the phase) swaps its views instead, as
// SwiftUI's does. The built-in transitions are types here too
// (`OpacityTransition`, `ScaleTransition`, `MoveTransition` …), each with
// the static member SwiftUI declares (`.opacity`, `.scale`, `.move(edge:)`),
// and `AnyTransition(_:)` wraps any of them.

/// A description of how a view is inserted and removed, as SwiftUI's
/// `Transition` (iOS 17): `body(content:phase:)` modifies the view for each
/// phase; `.transition(_:)` on a view inserted or removed in an animated
/// transaction runs it.
@MainActor @preconcurrency public protocol Transition {
  /// The view the transition's body makes.
  associatedtype Body: View
  /// The view being inserted or removed.
  typealias Content = PlaceholderContentView<Self>

  /// The view `content` in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does (whether it moves its view).
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// By default a transition has motion.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition, run with `animation` whatever the transaction's, as
  /// SwiftUI's `Transition.animation(_:)`.
  public func animation(_ animation: Animation?) -> some Transition {
    _AnyTransitionBox(AnyTransition(self).animation(animation))
  }

  /// This transition and `other` at once, as SwiftUI's
  /// `Transition.combined(with:)`: this one outside `other`.
  public func combined<T: Transition>(with other: T) -> some Transition {
    _AnyTransitionBox(AnyTransition(self).combined(with: AnyTransition(other)))
  }

  /// `content` as this transition shows it in `phase`, as SwiftUI's
  /// `Transition.apply(content:phase:)`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView(resolving: { resolve(content, $0.child(.index(0))) }), phase: phase)
  }
}

/// Where a view is in its transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
  /// About to be inserted: the state the view animates from.
  case willAppear
  /// In place.
  case identity
  /// Removed: the state the view animates to before it leaves.
  case didDisappear

  /// Whether the view is in place.
  public var isIdentity: Bool { self == .identity }

  /// −1 before insertion, 0 in place, 1 after removal, as SwiftUI's
  /// `TransitionPhase.value` (for transitions that go one way in and the
  /// other way out).
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves its view (so reduced motion may replace
  /// it). True unless a transition says otherwise.
  public var hasMotion: Bool

  /// Properties with `hasMotion`, true by default.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension AnyTransition {
  /// A type-erased `transition`, as SwiftUI's `AnyTransition.init(_:)`.
  public init<T: Transition>(_ transition: T) {
    if let erased = transition as? any _AnyTransitionConvertible {
      self = erased.anyTransition
      return
    }
    func side(_ activePhase: TransitionPhase) -> Side {
      Side { isActive, content, inputs in
        let phase = isActive ? activePhase : .identity
        return resolve(transition.body(content: PlaceholderContentView(resolving: content), phase: phase), inputs)
      }
    }
    self.init(insertion: side(.willAppear), removal: side(.didDisappear))
  }

  /// Moves in from `edge` while fading in, and out towards the opposite
  /// edge while fading out, as SwiftUI's `AnyTransition.push(from:)`.
  public static func push(from edge: Edge) -> AnyTransition {
    .asymmetric(
      insertion: .move(edge: edge).combined(with: .opacity),
      removal: .move(edge: edge.opposite).combined(with: .opacity))
  }

  /// Blurs and fades the view in and out, as SwiftUI's
  /// `AnyTransition.blurReplace` (iOS 17). Flipbook's blur (10 points) and
  /// scale (0.8 at the start and end) are its choice: SwiftUI does not
  /// document its values.
  public static var blurReplace: AnyTransition { blurReplace() }

  /// A blur-and-fade replacement with `config` (which way the view scales:
  /// `.downUp` shrinks the leaving view and grows the arriving one, `.upUp`
  /// grows both).
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
    let blur = AnyTransition.modifier(active: _BlurEffect(radius: 10), identity: _BlurEffect(radius: 0))
    let grow = AnyTransition.scale(scale: 0.8), shrink = AnyTransition.scale(scale: 1.2)
    return .asymmetric(
      insertion: blur.combined(with: .opacity).combined(with: grow),
      removal: blur.combined(with: .opacity).combined(with: config.growsOnRemoval ? shrink : grow))
  }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}

nonisolated extension View {
  /// How this view is inserted and removed: `transition` (a `Transition`
  /// type, iOS 17) runs when a dynamic container inserts or removes the
  /// view in an animated transaction.
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(_TransitionModifier(transition: AnyTransition(transition)))
  }
}

/// A built-in transition, which `AnyTransition(_:)` unwraps rather than
/// running its body.
public protocol _AnyTransitionConvertible {
  /// The transition as an `AnyTransition`.
  var anyTransition: AnyTransition { get }
}

/// An `AnyTransition` as a `Transition` (what `animation(_:)` and
/// `combined(with:)` return).
public struct _AnyTransitionBox: _BuiltInTransition {
  public let anyTransition: AnyTransition
  init(_ transition: AnyTransition) { anyTransition = transition }
}

/// A built-in transition type, whose body is its `AnyTransition`.
public protocol _BuiltInTransition: Transition, _AnyTransitionConvertible {}

extension _BuiltInTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View {
    _TransitionPhaseView(content: content, transition: anyTransition, phase: phase)
  }
}

/// A built-in transition's body for one phase (what `apply(content:phase:)`
/// shows): the transition's state for that phase, applied to the content.
nonisolated struct _TransitionPhaseView<Value>: View, PrimitiveView {
  let content: PlaceholderContentView<Value>
  let transition: AnyTransition
  let phase: TransitionPhase

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let side = phase == .didDisappear ? transition.removal : transition.insertion
    return side.apply(!phase.isIdentity, content.resolveContent, inputs)
  }
}

/// No change, as SwiftUI's `IdentityTransition` (`.identity`).
public struct IdentityTransition: _BuiltInTransition {
  public init() {}
  public var anyTransition: AnyTransition { .identity }
}

/// A fade, as SwiftUI's `OpacityTransition` (`.opacity`).
public struct OpacityTransition: _BuiltInTransition {
  public init() {}
  public var anyTransition: AnyTransition { .opacity }
}

/// A scale about an anchor, as SwiftUI's `ScaleTransition` (`.scale`).
public struct ScaleTransition: _BuiltInTransition {
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public var anyTransition: AnyTransition { .scale(scale: scale, anchor: anchor) }
}

/// A move to and from an edge, as SwiftUI's `MoveTransition` (`.move(edge:)`).
public struct MoveTransition: _BuiltInTransition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public var anyTransition: AnyTransition { .move(edge: edge) }
}

/// An offset, as SwiftUI's `OffsetTransition` (`.offset(_:)`).
public struct OffsetTransition: _BuiltInTransition {
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  public var anyTransition: AnyTransition { .offset(offset) }
}

/// In from the leading edge, out to the trailing, as SwiftUI's
/// `SlideTransition` (`.slide`).
public struct SlideTransition: _BuiltInTransition {
  public init() {}
  public var anyTransition: AnyTransition { .slide }
}

/// In from an edge and out to the opposite one, fading, as SwiftUI's
/// `PushTransition` (`.push(from:)`).
public struct PushTransition: _BuiltInTransition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public var anyTransition: AnyTransition { .push(from: edge) }
}

/// A blur-and-fade replacement, as SwiftUI's `BlurReplaceTransition`
/// (`.blurReplace`); see `AnyTransition.blurReplace(_:)` for its values.
public struct BlurReplaceTransition: _BuiltInTransition {
  /// Which way the views scale.
  public struct Configuration: Equatable, Sendable {
    let growsOnRemoval: Bool
    /// The leaving view shrinks, the arriving one grows.
    public static let downUp = Configuration(growsOnRemoval: false)
    /// Both views grow.
    public static let upUp = Configuration(growsOnRemoval: true)
  }
  public var configuration: Configuration
  public init(configuration: Configuration) { self.configuration = configuration }
  public var anyTransition: AnyTransition { .blurReplace(configuration) }
}

/// One transition in, another out, as SwiftUI's `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: _BuiltInTransition {
  public var insertion: Insertion
  public var removal: Removal
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }
  public var anyTransition: AnyTransition { .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)) }
}

extension Transition where Self == IdentityTransition {
  /// No change.
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
  /// A fade.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  /// A scale from nothing about the centre.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// A scale from `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == MoveTransition {
  /// A move to and from `edge`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
  /// An offset of `offset`.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// An offset of (`x`, `y`).
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == SlideTransition {
  /// In from the leading edge, out to the trailing.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
  /// In from `edge`, out to the opposite edge, fading.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
  /// A blur-and-fade replacement, shrinking out and growing in.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
  /// A blur-and-fade replacement with `config`.
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: config)
  }
}
