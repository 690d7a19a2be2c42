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

  var children: [Child]
  var departing: [Departing]
  var visited = 0
}
