import Foundation

// MARK: - Rows made when they show
//
// SwiftUI's `List`, `LazyVStack` and `LazyHStack` make a row's view only
// when it scrolls into view: a list of 100,000 rows costs what its screen
// shows, and a row's `onAppear` runs when the row appears. Flipbook does the
// same in two halves.
//
// **Resolve.** A lazy container resolves its content with
// `ResolveInputs.lazyRows` set. A `ForEach` reached with it (through custom
// views' bodies, `Group`, `if`, `Section`, and modifiers that wrap each of
// its views) computes its elements' identities and transition phases (the
// reconciler's plan, cheap: no view is built) and returns one
// `LazyRowsNode` standing for all its rows; a row is built and resolved the
// first time layout asks for it, once per pass. Views that would need every
// row at once (a `VStack`, an overlay, any primitive not marked
// `LazyRowsTransparent`) resolve their content without the flag, as before,
// so a `LazyRowsNode` only ever reaches a lazy container. Modifiers on the
// `ForEach` (`.padding()`, `.listRowBackground`, an environment change) are
// kept as transforms applied to each row when it is made (`mappingRows`).
//
// **Layout.** `LazyStackNode` (LazyStackNode.swift) lays the rows out and
// asks for the ones in the scroll view's visible rectangle, plus a margin;
// the rest take the lengths measured for them before, or the mean of those
// measured, as `UITableView` estimates unseen rows.
//
// What follows: a row's `onAppear` runs when it is first made (when it
// comes within the margin of the visible area) and `onDisappear` when it
// leaves it; a row's `@State` lasts while it is made. A list whose rows all
// fit on screen makes them all and lays out exactly as a `VStack` would.

/// A primitive view that returns its content's nodes as they are (or each
/// wrapped in a node of its own), so a lazy container's rows stay lazy
/// through it.
protocol LazyRowsTransparent {}

extension TupleView: LazyRowsTransparent {}
extension Group: LazyRowsTransparent {}
extension _ConditionalContent: LazyRowsTransparent {}
extension Optional: LazyRowsTransparent where Wrapped: View {}
extension AnyView: LazyRowsTransparent {}
extension EmptyView: LazyRowsTransparent {}
extension ForEach: LazyRowsTransparent {}
extension Section: LazyRowsTransparent {}
extension ModifiedContent: LazyRowsTransparent {}
extension _ViewModifier_Content: LazyRowsTransparent {}
extension _EnvironmentModifier: LazyRowsTransparent {}

/// The rows of a `ForEach` in a lazy container, made on demand: `count`
/// rows, row `i` named by `component(i)` and made (resolved, through the
/// transforms of the modifiers around the `ForEach`) the first time
/// `rows(i)` asks for it in a pass. Laid out by anything other than a lazy
/// container (which `lazyRows` prevents), it is a column of all its rows.
final class LazyRowsNode: ViewNode {
  /// What makes the rows, shared by the node and its mapped copies.
  final class Source {
    let count: Int
    let component: (Int) -> ViewIdentity.Component
    private let make: (Int) -> [ViewNode]
    private var made: [Int: [ViewNode]] = [:]

    init(count: Int, component: @escaping (Int) -> ViewIdentity.Component, make: @escaping (Int) -> [ViewNode]) {
      self.count = count
      self.component = component
      self.make = make
    }

    func rows(_ index: Int) -> [ViewNode] {
      if let rows = made[index] { return rows }
      let rows = make(index)
      made[index] = rows
      return rows
    }
  }

  let source: Source
  /// The modifiers around the `ForEach` (and the custom views whose
  /// bodies it is in), innermost first, applied to each row made.
  private var transforms: [(ViewNode) -> ViewNode]
  private var made: [Int: [ViewNode]] = [:]

  init(_ source: Source, transforms: [(ViewNode) -> ViewNode] = []) {
    self.source = source
    self.transforms = transforms
  }

  /// How many rows (elements of the `ForEach`, each one or more views).
  var count: Int { source.count }

  /// The identity component of row `index`.
  func component(_ index: Int) -> ViewIdentity.Component { source.component(index) }

  /// Row `index`'s nodes, made now if not yet made this pass.
  func rows(_ index: Int) -> [ViewNode] {
    if let rows = made[index] { return rows }
    var rows = source.rows(index)
    for transform in transforms { rows = rows.map(transform) }
    made[index] = rows
    return rows
  }

  /// These rows with `transform` applied to each when it is made
  /// (`ViewNode.mappingRows`).
  func mappingEachRow(_ transform: @escaping (ViewNode) -> ViewNode) -> ViewNode {
    LazyRowsNode(source, transforms: transforms + [transform])
  }

  /// Records `type` on each row when it is made (`ViewNode.appendViewType`).
  func appendViewTypeToRows(_ type: Any.Type) {
    transforms.append { node in
      node.appendViewType(type)
      return node
    }
  }

  // Laid out by a container that isn't lazy (which `lazyRows` prevents):
  // a column of all the rows.
  private lazy var column = StackNode(
    axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: (0..<count).flatMap { rows($0) })

  override func measure(_ proposal: ProposedViewSize) -> CGSize { column.sizeThatFits(proposal) }
  override func computeSpacing() -> ViewSpacing { column.spacingPreferences }
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    [pass.place(column, in: frame, proposal: proposal)]
  }
}

extension ResolveInputs {
  /// The rows of a lazy `ForEach` whose elements have `components`, each
  /// made by `child`: planned now (identities, transitions), each
  /// resolved when first asked for. Departing rows are resolved now (their
  /// removal decides whether they stay), the others in the pass's layout.
  func lazyRowsNode(
    components: [ViewIdentity.Component], child: @escaping (Int) -> ContainerState.Child, signature: AnyHashable?
  ) -> LazyRowsNode {
    var inputs = self
    inputs.lazyRows = false
    guard let plan = inputs.planDynamic(components: components, child: child, signature: signature) else {
      inputs.transition = nil
      return LazyRowsNode(
        LazyRowsNode.Source(count: components.count, component: { components[$0] }) { index in
          child(index).resolve(inputs.child(components[index]))
        })
    }
    var stillDeparting: [ContainerState.Departing] = []
    var early: [Int: [ViewNode]] = [:]
    if let entries = plan.entries {
      for (index, entry) in entries.enumerated() where entry.departing != nil {
        early[index] = inputs.resolveEntry(entry, plan, stillDeparting: &stillDeparting)
      }
    }
    inputs.commitDynamic(plan, stillDeparting: stillDeparting)
    return LazyRowsNode(
      LazyRowsNode.Source(count: plan.count, component: { plan.component($0) }) { index in
        if let rows = early[index] { return rows }
        var unused: [ContainerState.Departing] = []
        return inputs.resolveEntry(plan.entry(index), plan, stillDeparting: &unused)
      })
  }
}
