import Foundation

extension ForEach {
  /// Views for the elements of a binding to a collection, each given a
  /// binding to its element (`ForEach($items) { $item in Toggle(item.name,
  /// isOn: $item.done) }`, iOS 15), identified by the elements' `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, C.Index: Hashable, ID == C.Element.ID,
    Data == [ForEachBindingElement<C.Index, C.Element.ID>]
  {
    self.init(data, id: \.id, content: content)
  }

  /// Views for the elements of a binding to a collection, identified by
  /// the key path `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Index: Hashable, Data == [ForEachBindingElement<C.Index, ID>] {
    let collection = data.wrappedValue
    let elements = collection.indices.map { ForEachBindingElement(index: $0, id: collection[$0][keyPath: id]) }
    self.init(elements, id: \.id) { element in
      content(Binding(
        get: {
          // The element at its index; after a removal the binding can
          // outlive its index, and then reads the element it was made with.
          let current = data.wrappedValue
          return current.indices.contains(element.index) ? current[element.index] : collection[element.index]
        },
        set: { value, transaction in
          guard data.wrappedValue.indices.contains(element.index) else { return }
          withTransaction(transaction) { data.wrappedValue[element.index] = value }
        }))
    }
  }
}

/// One element of a `ForEach` over a binding: its index and ID.
public struct ForEachBindingElement<Index: Hashable, ID: Hashable>: Hashable {
  let index: Index
  let id: ID
}
