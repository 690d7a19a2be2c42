import Foundation

// A row's own options in a `List`: `.listRowBackground`, `.listRowInsets`
// and `.listRowSeparator`, written on the row's view (or on a `ForEach`,
// which gives each of its rows the option), and the list's
// `.scrollContentBackground`. Each row option wraps the row's node in a
// node that holds it, the way `.badge` does; the list reads them off the
// row's outermost modifiers when it draws the row (`_ListBody`), so an
// option written inside a row view's own body is not seen, as SwiftUI
// reads them off the row too.

nonisolated struct _ListRowOptionModifier: ViewModifier, NodeModifier {
  let wrapNode: (ViewNode) -> ViewNode
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { wrapNode(node) }
}

private struct ListContentBackgroundHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether lists here draw their background (`.scrollContentBackground`).
  var listContentBackgroundHidden: Bool {
    get { self[ListContentBackgroundHiddenKey.self] }
    set { self[ListContentBackgroundHiddenKey.self] = newValue }
  }
}

private struct SnapshotRendersLayersKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether this is drawn as swift-snapshot-testing's strategies draw on
  /// iOS, by `CALayer.render(in:)`: inset-grouped rows then each show as a
  /// card of their own (List.swift's essay) and colour effects outside a
  /// drawing group are not drawn (ColorFilterEffect.swift). Set by
  /// FlipbookSnapshotTesting.
  package var snapshotRendersLayers: Bool {
    get { self[SnapshotRendersLayersKey.self] }
    set { self[SnapshotRendersLayersKey.self] = newValue }
  }
}

/// A Dynamic Type size a List's rows and headers take in place of the
/// one around the list (`listRowsDynamicTypeSize`).
package struct ListRowsDynamicTypeSize: Equatable, Sendable {
  /// The size around the list that is replaced.
  package var replacing: DynamicTypeSize
  /// The size the rows take instead.
  package var with: DynamicTypeSize

  package init(replacing: DynamicTypeSize, with: DynamicTypeSize) {
    self.replacing = replacing
    self.with = with
  }
}

private struct ListRowsDynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: ListRowsDynamicTypeSize? { nil }
}

extension EnvironmentValues {
  /// On iOS 18 a List's rows and headers do not take the `.medium`
  /// Dynamic Type category a snapshot's device preset sets on the hosting
  /// controller, though the rest of the view does: they keep `.large`.
  /// Set by FlipbookSnapshotTesting (`SnapshotReferences.presetTextSizeReachesLists`
  /// has the measurement); a list whose surroundings still have the
  /// replaced size sets its rows in the other. A size the view itself sets
  /// (`.dynamicTypeSize(_:)`) to another value is kept.
  package var listRowsDynamicTypeSize: ListRowsDynamicTypeSize? {
    get { self[ListRowsDynamicTypeSizeKey.self] }
    set { self[ListRowsDynamicTypeSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The row's background in a list: drawn behind the row instead of the
  /// style's cell colour, clipped to the section's rounded card in an
  /// inset grouped list (`Color.clear` lets the list's background show).
  /// Nil keeps the style's.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_ListRowOptionModifier { node in
      guard let view else { return node }
      return ContainerValueNode(node, ListRowBackgroundValue.self, AnyView(view))
    })
  }

  /// The row's insets in a list, replacing the style's (20 points at each
  /// side, 6 above and below a row at least 44 points tall). Nil keeps the
  /// style's.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_ListRowOptionModifier { node in
      guard let insets else { return node }
      return ContainerValueNode(node, ListRowInsetsValue.self, insets)
    })
  }

  /// Whether a section's separators show, as SwiftUI's
  /// `listSectionSeparator(_:edges:)`: in a plain list the line under a
  /// section's last row is its bottom separator (`.hidden` with `.bottom`
  /// removes it); grouped styles draw none to hide.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowOptionModifier { node in
      visibility == .hidden ? ContainerValueNode(node, ListSectionSeparatorValue.self, edges) : node
    })
  }

  /// The colour of a section's separators, as SwiftUI's
  /// `listSectionSeparatorTint(_:edges:)`: in a plain list the line under
  /// its last row (`.bottom`). Nil keeps the style's.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowOptionModifier { node in
      guard let color else { return node }
      return ContainerValueNode(node, ListSectionSeparatorTintValue.self, (color: color, edges: edges))
    })
  }

  /// Whether the row's separators show: `.hidden` removes the line below
  /// the row (`edges` `.bottom`) and the one above it (`.top`, the line
  /// below the row before). `.automatic` and `.visible` draw the style's.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowOptionModifier { node in
      visibility == .hidden ? ContainerValueNode(node, ListRowSeparatorValue.self, edges) : node
    })
  }

  /// The colour of the row's separators in a list, as SwiftUI's
  /// `listRowSeparatorTint(_:edges:)`: the line below the row (`edges`
  /// `.bottom`) and the one above it (`.top`, the line below the row
  /// before) in `color` instead of the style's. Nil keeps the style's.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowOptionModifier { node in
      guard let color else { return node }
      return ContainerValueNode(node, ListRowSeparatorTintValue.self, (color: color, edges: edges))
    })
  }

  /// Whether a list here draws its background: `.hidden` leaves it clear,
  /// so what is behind the list shows around its cards.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modifier(_EnvironmentModifier { $0.listContentBackgroundHidden = visibility == .hidden })
  }
}
