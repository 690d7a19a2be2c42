import Foundation

/// A tree of rows, as SwiftUI's `OutlineGroup` (iOS 14): an element whose
/// `children` key path holds a collection (even an empty one) is a
/// `DisclosureGroup` labelled with its row, its children an outline group
/// of their own inside; an element whose children are nil is a leaf, its
/// row alone. Groups start collapsed, as iOS shows them (a tap on a row's
/// label opens it in a film). `List(_:children:rowContent:)` is a list of
/// one.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup>: View {
  let tree: () -> AnyView

  public var body: some View { tree() }
}

/// The children of one element of an outline group (opaque), as SwiftUI's
/// `OutlineSubgroupChildren`.
nonisolated public struct OutlineSubgroupChildren: View {
  let view: AnyView

  public var body: some View { view }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// The tree under the elements of `data`, each identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    tree = { Self.rows(Array(data), id: id, children: children, content: content) }
  }

  /// The tree under `root`, identified by `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    tree = { Self.rows([root], id: id, children: children, content: content) }
  }

  /// One row for each of `items`, each parent a disclosure group.
  static func rows(
    _ items: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    content: @escaping (Data.Element) -> Leaf
  ) -> AnyView {
    AnyView(
      ForEach(items, id: id) { item in
        if let kids = item[keyPath: children] {
          DisclosureGroup {
            OutlineSubgroupChildren(view: rows(Array(kids), id: id, children: children, content: content))
          } label: {
            content(item)
          }
        } else {
          content(item)
        }
      })
  }
}

extension OutlineGroup
where
  Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable,
  ID == Data.Element.ID
{
  /// The tree under the elements of `data`.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }

  /// The tree under `root`.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(root, id: \.id, children: children, content: content)
  }
}
