import Foundation

/// How a view enters and leaves the tree when it is inserted or removed in
/// an animated transaction, as SwiftUI's `AnyTransition`.
///
/// A transition is a pair of states: *active* (the view just before it
/// appears, or just after it leaves) and *identity* (the view in place).
/// An inserted view starts in the active state and animates to identity;
/// a removed view stays on screen, animating from identity to active, and
/// leaves once that animation ends. A view without a `.transition`
/// fades (`.opacity`), as in SwiftUI. Transitions run only when the change
/// is animated; views that appear with the tree itself don't transition.
public struct AnyTransition {
  /// Applies one side's state (`active` or identity) to content.
  struct Side {
    let apply: (_ active: Bool, _ content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode]
  }

  let insertion: Side
  let removal: Side
  /// The animation the transition runs with, overriding the transaction's.
  var animation: Animation??

  init(insertion: Side, removal: Side, animation: Animation?? = nil) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }

  init(_ side: Side) { self.init(insertion: side, removal: side) }

  /// A transition between two states of one modifier: `active` when the
  /// view is absent, `identity` when it is in place; their animatable
  /// values (opacity, scale, offset …) are what animates.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(Side { isActive, content, inputs in Flipbook.apply(isActive ? active : identity, to: content, inputs) })
  }

  /// No change: the view appears and leaves at once.
  public static let identity = AnyTransition(Side { _, content, inputs in content(inputs) })

  /// Fades from transparent to opaque on insertion, and back on removal.
  public static let opacity = AnyTransition.modifier(active: _OpacityEffect(opacity: 0), identity: _OpacityEffect(opacity: 1))

  /// Scales from nothing about the centre.
  public static var scale: AnyTransition { scale(scale: 0) }

  /// Scales from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    .modifier(active: _ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor),
      identity: _ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: anchor))
  }

  /// Moves in from, and out to, `offset` away.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    .modifier(active: _OffsetEffect(offset: offset), identity: _OffsetEffect(offset: .zero))
  }

  /// Moves in from, and out to, (`x`, `y`) away.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Moves in from `edge` and out to it: the view is offset by its own
  /// width or height, so it starts just outside its frame on that side.
  public static func move(edge: Edge) -> AnyTransition {
    .modifier(active: _MoveEffect(edge: edge, amount: 1), identity: _MoveEffect(edge: edge, amount: 0))
  }

  /// Moves in from the leading edge and out to the trailing edge.
  public static var slide: AnyTransition {
    .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
  }

  /// One transition for insertion, another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }

  /// Both transitions at once (this one outside `other`).
  public func combined(with other: AnyTransition) -> AnyTransition {
    func combine(_ outer: Side, _ inner: Side) -> Side {
      Side { isActive, content, inputs in
        outer.apply(isActive, { inner.apply(isActive, content, $0.child(.index(1))) }, inputs.child(.index(0)))
      }
    }
    return AnyTransition(
      insertion: combine(insertion, other.insertion), removal: combine(removal, other.removal), animation: animation)
  }

  /// This transition, run with `animation` whatever the transaction's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    var transition = self
    transition.animation = .some(animation)
    return transition
  }
}

/// Which state of its transition a dynamic container's child is in.
final class TransitionContext {
  enum Phase {
    /// In place.
    case identity
    /// Inserted at this pass.
    case inserting
    /// Removed, still on screen while its transition runs.
    case removing
  }

  let phase: Phase
  /// Set by the outermost `.transition` modifier of the child.
  var claimed = false

  init(_ phase: Phase) { self.phase = phase }
}

extension View {
  /// How this view is inserted and removed: `transition` runs when a
  /// dynamic container (`if`, `switch`, `ForEach`) inserts or removes the
  /// view in an animated transaction.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: transition))
  }
}

struct _TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    let context = inputs.transition
    var site = inputs.child(.type("transition"))
    site.transition = nil
    guard let context, !context.claimed else {
      return transition.insertion.apply(false, content, site)
    }
    context.claimed = true
    return transition.run(context.phase, content: content, site)
  }
}

extension AnyTransition {
  /// Resolves content in `phase`: an inserted view seeds the active state's
  /// values and then presents identity's, which the animator animates; a
  /// removed one seeds identity's and presents the active state's.
  func run(_ phase: TransitionContext.Phase, content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    var inputs = inputs
    if phase != .identity, let animation, !inputs.transaction.disablesAnimations {
      inputs.transaction.animation = animation
    }
    var seed = inputs
    seed.seeding = true
    switch phase {
    case .identity:
      return insertion.apply(false, content, inputs)
    case .inserting:
      _ = insertion.apply(true, content, seed)
      return insertion.apply(false, content, inputs)
    case .removing:
      _ = removal.apply(false, content, seed)
      return removal.apply(true, content, inputs)
    }
  }
}

extension ResolveInputs {
  /// Resolves the children of a dynamic container (`if`, `switch`,
  /// optional content, `ForEach`), running transitions for the children
  /// inserted since the previous pass and keeping removed ones on screen
  /// while theirs run. A container seen for the first time inserts nothing.
  func resolveDynamic(_ children: [ContainerState.Child]) -> [ViewNode] {
    guard let animator, !seeding else {
      var inputs = self
      inputs.transition = nil
      return children.flatMap { $0.resolve(inputs.child($0.component)) }
    }
    let previous = animator.container(at: identity)
    let present = Set(children.map(\.component))
    let before = Set(previous?.children.map(\.component) ?? [])
    var departing = (previous?.departing ?? []).filter { !present.contains($0.child.component) }
    if let previous, transaction.animation != nil {
      for (index, child) in previous.children.enumerated() where !present.contains(child.component) {
        departing.append(ContainerState.Departing(child: child, index: index))
      }
    }
    var entries: [(child: ContainerState.Child, phase: TransitionContext.Phase, departing: ContainerState.Departing?)] =
      children.map { ($0, previous == nil || before.contains($0.component) ? .identity : .inserting, nil) }
    for leaving in departing.sorted(by: { $0.index < $1.index }) {
      entries.insert((leaving.child, .removing, leaving), at: min(leaving.index, entries.count))
    }
    let wasDeparting = Set(previous?.departing.map(\.child.component) ?? [])
    var nodes: [ViewNode] = []
    var stillDeparting: [ContainerState.Departing] = []
    for entry in entries {
      guard let leaving = entry.departing else {
        nodes += resolveTransitioning(entry.child, entry.phase)
        continue
      }
      // A departing view leaves once its removal has finished animating
      // (known before resolving it, except at the pass that removed it).
      let childIdentity = identity.appending(entry.child.component)
      if wasDeparting.contains(entry.child.component), !animator.isAnimating(under: childIdentity) { continue }
      let resolved = resolveTransitioning(entry.child, entry.phase)
      guard animator.isAnimating(under: childIdentity) else { continue }
      stillDeparting.append(leaving)
      // Removed views take no taps, as in SwiftUI.
      nodes += resolved.map { EffectNode($0, mapPoint: { _, _ in nil }) { _, context, draw in draw(&context) } }
    }
    animator.setContainer(ContainerState(children: children, departing: stillDeparting), at: identity)
    return nodes
  }

  /// Resolves one child of a dynamic container in `phase`; a child with no
  /// `.transition` of its own fades.
  ///
  /// A child in place here takes the transition of an enclosing container
  /// when there is one: inside a view being inserted or removed, the
  /// `.transition` found under a nested `if` is that view's transition, as
  /// SwiftUI's transition traits pass up through conditional content.
  private func resolveTransitioning(_ child: ContainerState.Child, _ phase: TransitionContext.Phase) -> [ViewNode] {
    var inputs = self.child(child.component)
    if phase == .identity, let enclosing = transition {
      inputs.transition = enclosing
      return child.resolve(inputs)
    }
    let context = TransitionContext(phase)
    inputs.transition = context
    let nodes = child.resolve(inputs)
    guard !context.claimed else { return nodes }
    // The default transition, .opacity, around the child's nodes, at the
    // site a `.transition` modifier would use.
    inputs.transition = nil
    return AnyTransition.opacity.run(phase, content: { _ in nodes }, inputs.child(.type("transition")))
  }
}
