import Foundation

// `List($items) { $item in … }` (iOS 15): a row for each element of a
// binding to a collection, each row given a binding to its element, so a
// row's `TextField` or `Toggle` edits the array in place. The rows are a
// `ForEach` over the binding (ForEach+Binding.swift), as SwiftUI builds
// them.

extension List where SelectionValue == Never {
  /// A row for each element of the collection `data` binds, given a
  /// binding to its element, identified by the elements' `id`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[ForEachBindingElement<Data.Index, Data.Element.ID>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(look: nil, content: ForEach(data, content: rowContent))
  }

  /// A row for each element of the collection `data` binds, identified by
  /// the key path `id`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[ForEachBindingElement<Data.Index, ID>], ID, RowContent>, Data.Index: Hashable {
    self.init(look: nil, content: ForEach(data, id: id, content: rowContent))
  }
}

extension List {
  /// A row for each element of the collection `data` binds, with a
  /// selection.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[ForEachBindingElement<Data.Index, Data.Element.ID>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each element of the collection `data` binds, with a
  /// multiple selection.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[ForEachBindingElement<Data.Index, Data.Element.ID>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}
