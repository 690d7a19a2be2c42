import Foundation

/// The reconciler of dynamic children: how `if`/`else`, `switch`, optional
/// content and `ForEach` keep their children's identities from one pass to
/// the next, and run transitions for the children that come and go.
///
/// ## How it works
///
/// A dynamic container names each child by a component of its identity: the
/// branch taken (`if`/`else`), or the element's ID (`ForEach`). At each pass
/// the container compares the names it has now with those it had at the
/// previous pass (kept by the `Animator` under the container's identity):
///
/// - a name present before and now is the same view: its `@State` and
///   animations carry on;
/// - a new name is an insertion: under an animated transaction the child
///   resolves in its transition's *inserting* phase (seeded at the active
///   state, presented at identity, so it animates in); otherwise it just
///   appears;
/// - a name gone is a removal: under an animated transaction the child is
///   kept, resolved from the closure it had, in its *removing* phase at its
///   old position, without taps, until its animations end; otherwise it
///   leaves at once and its state is dropped.
///
/// A container seen for the first time inserts nothing (views that appear
/// with the tree don't transition). A `ForEach` whose data repeats an ID
/// gives each repetition its own identity (the ID and its occurrence) and
/// prints one warning per ID, where SwiftUI says the result is undefined.
extension ResolveInputs {
  func resolveDynamic(_ children: [ContainerState.Child]) -> [ViewNode] {
    guard let plan = planDynamic(children) else {
      var inputs = self
      inputs.transition = nil
      return children.flatMap { $0.resolve(inputs.child($0.component)) }
    }
    var nodes: [ViewNode] = []
    var stillDeparting: [ContainerState.Departing] = []
    for index in 0..<plan.count {
      nodes += resolveEntry(plan.entry(index), plan, stillDeparting: &stillDeparting)
    }
    commitDynamic(plan, stillDeparting: stillDeparting)
    return nodes
  }

  /// What a dynamic container shows at this pass, before any child is
  /// resolved: its children in order, each in its transition phase, with
  /// the removed ones still animating out at their old positions. Nil in
  /// a still graph (or while seeding), where every child is just in place.
  func planDynamic(_ children: [ContainerState.Child]) -> DynamicPlan? {
    planDynamic(components: children.map(\.component), child: { children[$0] }, signature: nil)
  }

  /// The components of this container's children at the previous pass,
  /// when they were computed from `signature` (so are the same now).
  func previousComponents(signature: AnyHashable?) -> [ViewIdentity.Component]? {
    guard let signature, let memory, !seeding, let previous = memory.containers.container(at: identity),
      previous.signature == signature
    else { return nil }
    return previous.components
  }

  /// `planDynamic` for children given by their components and a maker of
  /// each child (a lazy `ForEach` makes only those it shows).
  func planDynamic(
    components: [ViewIdentity.Component], child: @escaping (Int) -> ContainerState.Child, signature: AnyHashable?
  ) -> DynamicPlan? {
    guard let memory, !seeding else { return nil }
    let previous = memory.containers.container(at: identity)
    // The same children as before (a list scrolling, a film's frames):
    // nothing is inserted or removed, and no sets need building.
    if let previous, previous.departing.isEmpty,
      (signature != nil && previous.signature == signature) || previous.components == components
    {
      let groupPhase = components.count > 1 ? takeGroupTransition() : nil
      return DynamicPlan(
        entries: nil, components: components, child: child, signature: signature, wasDeparting: [], groupPhase: groupPhase)
    }
    let present = Set(components)
    let before = Set(previous?.components ?? [])
    var departing = (previous?.departing ?? []).filter { !present.contains($0.child.component) }
    if let previous, transaction.animation != nil {
      for (index, component) in previous.components.enumerated() where !present.contains(component) {
        departing.append(ContainerState.Departing(child: previous.child(index), index: index))
      }
    }
    var entries = components.indices.map { index in
      DynamicPlan.Entry(
        child: child(index), phase: previous == nil || before.contains(components[index]) ? .identity : .inserting,
        departing: nil)
    }
    for leaving in departing.sorted(by: { $0.index < $1.index }) {
      entries.insert(DynamicPlan.Entry(child: leaving.child, phase: .removing, departing: leaving), at: min(leaving.index, entries.count))
    }
    let wasDeparting = Set(previous?.departing.map(\.child.component) ?? [])
    // Children in place inside a group being inserted or removed each take
    // their own transition (a `ForEach` in an `if`).
    let groupPhase = entries.count > 1 ? takeGroupTransition() : nil
    return DynamicPlan(
      entries: entries, components: components, child: child, signature: signature, wasDeparting: wasDeparting,
      groupPhase: groupPhase)
  }

  /// Resolves one entry of `plan`; a departing child whose removal has
  /// finished resolves to nothing, one still leaving is added to
  /// `stillDeparting`.
  func resolveEntry(
    _ entry: DynamicPlan.Entry, _ plan: DynamicPlan, stillDeparting: inout [ContainerState.Departing]
  ) -> [ViewNode] {
    guard let leaving = entry.departing, let memory else {
      return resolveTransitioning(entry.child, entry.phase, groupPhase: plan.groupPhase)
    }
    // A departing view leaves once its removal has finished animating
    // (known before resolving it, except at the pass that removed it).
    let childIdentity = identity.appending(entry.child.component)
    if plan.wasDeparting.contains(entry.child.component), !memory.animations.isAnimating(under: childIdentity) { return [] }
    let resolved = resolveTransitioning(entry.child, entry.phase, groupPhase: plan.groupPhase)
    guard memory.animations.isAnimating(under: childIdentity) else { return [] }
    stillDeparting.append(leaving)
    // Removed views take no taps, as in SwiftUI, and no space in a stack.
    return resolved.map { $0.mappingRows { DepartingNode($0) } }
  }

  /// Remembers the children of `plan` for the next pass.
  func commitDynamic(_ plan: DynamicPlan, stillDeparting: [ContainerState.Departing]) {
    memory?.containers.setContainer(
      ContainerState(components: plan.components, child: plan.child, signature: plan.signature, departing: stillDeparting),
      at: identity)
  }

  /// Resolves one child of a dynamic container in `phase`; a child with no
  /// `.transition` of its own fades.
  ///
  /// A child in place here takes the transition of an enclosing container
  /// when there is one: inside a view being inserted or removed, the
  /// `.transition` found under a nested `if` is that view's transition, as
  /// SwiftUI's transition traits pass up through conditional content;
  /// with several children in place (`groupPhase`), each takes its own.
  func resolveTransitioning(
    _ child: ContainerState.Child, _ phase: TransitionContext.Phase, groupPhase: TransitionContext.Phase?
  ) -> [ViewNode] {
    var inputs = self.child(child.component)
    if phase == .identity {
      if let groupPhase { return inputs.resolveWithOwnTransition(groupPhase, child.resolve) }
      if let enclosing = transition {
        inputs.transition = enclosing
        return child.resolve(inputs)
      }
    }
    return inputs.resolveWithOwnTransition(phase, child.resolve)
  }
}

/// A dynamic container's children at one pass, in order, each in its
/// transition phase (`planDynamic`).
struct DynamicPlan {
  struct Entry {
    let child: ContainerState.Child
    let phase: TransitionContext.Phase
    /// Set for a removed child animating out.
    let departing: ContainerState.Departing?
  }
  /// The entries in order; nil when they are the children, each in place
  /// (nothing inserted or removed: made on demand).
  var entries: [Entry]?
  /// The children present now (without the departing ones): their
  /// components, a maker of each, and what the components came from.
  let components: [ViewIdentity.Component]
  let child: (Int) -> ContainerState.Child
  let signature: AnyHashable?
  /// The children that were already departing at the previous pass.
  let wasDeparting: Set<ViewIdentity.Component>
  /// The transition each child takes inside a group being inserted or removed.
  let groupPhase: TransitionContext.Phase?

  /// How many entries.
  var count: Int { entries?.count ?? components.count }

  /// Entry `index`.
  func entry(_ index: Int) -> Entry {
    entries?[index] ?? Entry(child: child(index), phase: .identity, departing: nil)
  }

  /// Entry `index`'s identity component.
  func component(_ index: Int) -> ViewIdentity.Component {
    entries?[index].child.component ?? components[index]
  }
}

/// Identity components for a `ForEach`'s elements: each element's ID, and
/// for an ID seen before in the same data, the ID with its occurrence.
struct ForEachIdentities {
  private var seen: [AnyHashable: Int] = [:]
  private(set) var repeated: [AnyHashable] = []

  /// The component for the next element, whose ID is `id`.
  mutating func component(for id: AnyHashable) -> ViewIdentity.Component {
    let occurrence = seen[id, default: 0]
    seen[id] = occurrence + 1
    guard occurrence > 0 else { return .id(id) }
    if occurrence == 1 { repeated.append(id) }
    return .repeatedID(id, occurrence: occurrence)
  }
}

/// Prints SwiftUI's warning for a repeated `ForEach` ID, once per ID per
/// process (the warning goes to standard error; rendering goes on).
enum RepeatedIDWarning {
  static func warn(_ ids: [AnyHashable]) {
    for id in ids {
      let text = String(describing: id)
      Warnings.once(
        "ForEach<\(text)>: the ID \(text) occurs multiple times within the collection; each repetition is drawn as its own view.")
    }
  }
}
