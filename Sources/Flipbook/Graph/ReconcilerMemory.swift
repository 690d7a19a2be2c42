import Foundation

/// What the reconciler of a running view graph remembers (part of its
/// `GraphMemory`): each dynamic container's children at the previous pass
/// (`if`, `ForEach` …), with the views removed but still transitioning out.
final class ReconcilerMemory {
  private var pass = 0
  private var containers: [ViewIdentity: ContainerState] = [:]

  /// Starts pass number `pass`.
  func beginPass(_ pass: Int) { self.pass = pass }

  /// Ends the pass: forgets the containers it did not visit.
  func endPass() {
    if containers.contains(where: { $0.value.visited != pass }) { containers = containers.filter { $0.value.visited == pass } }
  }

  /// The children a dynamic container (`if`, `ForEach` …) had at the
  /// previous pass, with the views removed but still transitioning out.
  func container(at identity: ViewIdentity) -> ContainerState? { containers[identity] }

  /// Stores a container's children for the next pass.
  func setContainer(_ state: ContainerState, at identity: ViewIdentity) {
    var state = state
    state.visited = pass
    containers[identity] = state
  }
}

/// A dynamic container's children at one pass, and its departing views.
struct ContainerState {
  struct Child {
    let component: ViewIdentity.Component
    let resolve: (ResolveInputs) -> [ViewNode]
  }

  /// A removed child still running its removal transition.
  struct Departing {
    let child: Child
    /// Its position among the children when it was removed.
    let index: Int
  }

  /// The children's identity components, in order.
  var components: [ViewIdentity.Component]
  /// The child at a position (made on demand: a lazy `ForEach` makes only
  /// the children it shows or removes).
  var child: (Int) -> Child
  /// What the components were computed from, when it decides them (a
  /// range identified by its numbers): the same signature at the next pass
  /// means the same components, not computed again.
  var signature: AnyHashable?
  var departing: [Departing]
  var visited = 0

  init(children: [Child], departing: [Departing]) {
    components = children.map(\.component)
    child = { children[$0] }
    self.departing = departing
  }

  init(components: [ViewIdentity.Component], child: @escaping (Int) -> Child, signature: AnyHashable?, departing: [Departing]) {
    self.components = components
    self.child = child
    self.signature = signature
    self.departing = departing
  }
}
