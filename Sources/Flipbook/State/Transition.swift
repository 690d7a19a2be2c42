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

nonisolated extension View {
  /// How this view is inserted and removed: `transition` runs when a
  /// dynamic container (`if`, `switch`, `ForEach`) inserts or removes the
  /// view in an animated transaction.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: transition))
  }
}

nonisolated struct _TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    let context = inputs.transition
    var site = inputs.child(.slot(.transition))
    site.transition = nil
    guard let context, !context.claimed else {
      return transition.insertion.apply(false, content, site)
    }
    context.claimed = true
    return transition.run(context.phase, content: content, site)
  }
}

extension ResolveInputs {
  /// Resolves a view being inserted or removed (`phase`) with a transition
  /// of its own: its outermost `.transition`, or the default `.opacity`
  /// around it when it has none.
  func resolveWithOwnTransition(_ phase: TransitionContext.Phase, _ resolve: (ResolveInputs) -> [ViewNode]) -> [ViewNode] {
    var inputs = self
    let context = TransitionContext(phase)
    inputs.transition = context
    let nodes = resolve(inputs)
    guard !context.claimed else { return nodes }
    // The default transition, .opacity, around the nodes, at the site a
    // `.transition` modifier would use.
    inputs.transition = nil
    let site = inputs.child(.slot(.transition))
    // A grid's row is never placed itself (the grid places its cells), so
    // a fade around it would hide the row from its grid and draw nothing:
    // the fade goes around each cell instead, and the row stays a row
    // (MarkdownUI's tables, `ForEach { GridRow { … } }`, came out empty
    // in every film and snapshot).
    if nodes.contains(where: { $0.role.gridRow != nil }) {
      return nodes.enumerated().flatMap { index, node -> [ViewNode] in
        let place = site.child(.index(index))
        guard let row = node.role.gridRow else { return fade([node], phase, place) }
        let cells = row.cells.enumerated().flatMap { cell in fade([cell.element], phase, place.child(.index(cell.offset))) }
        return [GridRowNode(alignment: row.alignment, cells: cells)]
      }
    }
    return fade(nodes, phase, site)
  }

  /// `nodes` under the default transition, `.opacity`, resolved at `site`.
  private func fade(_ nodes: [ViewNode], _ phase: TransitionContext.Phase, _ site: ResolveInputs) -> [ViewNode] {
    let wrapped = AnyTransition.opacity.run(phase, content: { _ in nodes }, site)
    // The fade names its own nodes, so that layout animation and a
    // departing view find this view's frame, not a sibling's.
    for node in wrapped where node.layoutIdentity == nil {
      node.layoutIdentity = site.identity
      node.transaction = site.transaction
    }
    return wrapped
  }

  /// The transition a group of views (a tuple's elements, a `ForEach`'s)
  /// being inserted or removed together shares out, one per view, as
  /// SwiftUI gives each view of `if x { A.transition(.scale); B }` its own
  /// (A scales, B fades): nil when the group isn't a dynamic container's
  /// child or a `.transition` around it took it. Taking it marks it
  /// claimed. (In place, too, each view keeps its own transition's
  /// modifiers, so that their animations carry on from pass to pass.)
  func takeGroupTransition() -> TransitionContext.Phase? {
    guard let transition, !transition.claimed else { return nil }
    transition.claimed = true
    return transition.phase
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
