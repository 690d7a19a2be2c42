import Foundation

/// What resolving a view carries down the tree.
struct ResolveInputs {
  /// The environment at this point of the tree.
  var environment: EnvironmentValues
  /// The view's structural identity: its path from the root.
  var identity: ViewIdentity
  /// Presents animated values while a graph runs; nil renders the model as is.
  var memory: GraphMemory?
  /// Keeps `@State` across passes while a graph runs; nil keeps initial values.
  var stateStore: StateStore?
  /// The transaction changes in this subtree animate with.
  var transaction = Transaction()
  /// Set for the children of a dynamic container: which transition phase
  /// the child is in, claimed by the outermost `.transition` modifier.
  var transition: TransitionContext?
  /// Whether this resolution only records initial values for attributes
  /// (a transition's active state) instead of presenting them.
  var seeding = false
  /// The axis of the stack whose list this view is in: the axis a `Spacer`
  /// here expands along, however it is wrapped. Nil outside stacks.
  var stackAxis: Axis?
  /// Whether this view is a direct child of a `Grid` (where a `GridRow`
  /// is a row of cells rather than a stack).
  var inGrid = false
  /// The navigation stack whose root this view is in: where
  /// `navigationTitle` and `toolbar` say what its bar shows.
  var navigation: NavigationContext?
  /// The presentation (a sheet, a cover) whose content this view is in:
  /// where `presentationDetents` and its kin say how it shows.
  var presentation: PresentationContext?
  /// The size of the container `containerRelativeFrame` measures against:
  /// the canvas's safe area, when the graph's proposal fixes it.
  var containerSize: CGSize?
  /// How many custom views' bodies enclose this view (see `resolve`'s
  /// depth limit).
  var bodyDepth = 0
  /// Whether this view is among the rows of a lazy container (a `List`, a
  /// lazy stack): a `ForEach` here makes its rows only when layout asks for
  /// them (LazyRows.swift). Only views that pass their content's nodes up
  /// unchanged keep it; every other view's content is resolved without.
  var lazyRows = false

  init(
    environment: EnvironmentValues, identity: ViewIdentity = ViewIdentity(), memory: GraphMemory? = nil,
    stateStore: StateStore? = nil
  ) {
    self.environment = environment
    self.identity = identity
    self.memory = memory
    self.stateStore = stateStore
  }

  /// The inputs for the content of a container view (a stack, an overlay
  /// …): a transition set for the container is its own, not its content's,
  /// and the content is in no stack until the container says so.
  var container: ResolveInputs {
    var inputs = self
    inputs.transition = nil
    inputs.stackAxis = nil
    inputs.inGrid = false
    inputs.lazyRows = false
    return inputs
  }

  /// Film time, in seconds, of the pass resolving this view (0 in a still).
  /// Reading it makes the pass one that depends on time (see
  /// `ViewGraph.updateFrame`).
  var time: Double { memory?.animations.readTime() ?? 0 }

  /// The inputs for a child at `component`.
  func child(_ component: ViewIdentity.Component) -> ResolveInputs {
    var inputs = self
    inputs.identity = identity.appending(component)
    return inputs
  }
}
