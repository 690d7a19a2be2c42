/// Views made from a collection of data, each identified by its element's
/// ID, as in SwiftUI: `ForEach(0..<3, id: \.self)`, `ForEach(items)` for
/// `Identifiable` items, or `ForEach(items, id: \.name)`.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  /// The data.
  public var data: Data
  /// Makes the view for one element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// Whether the IDs are known to be distinct without looking: a range's
  /// numbers identified by themselves.
  let idsAreDistinct: Bool

  /// Views for `data`, identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
    idsAreDistinct = (data is Range<Int> || data is ClosedRange<Int>) && id == \Data.Element.self
  }

  public var body: Never { primitiveBody() }

  /// Each element's view is identified by its ID, so inserting or
  /// removing elements transitions just those views. Views are built now,
  /// so a removed element's view can stay on screen while it transitions
  /// out even though its data is gone. A repeated ID draws each repetition
  /// as its own view (identified by the ID and its occurrence) and warns
  /// once, where SwiftUI leaves the result undefined.
  ///
  /// Among a lazy container's rows (a `List`'s, a `LazyVStack`'s), only the
  /// identities are computed now; each element's view is built when layout
  /// asks for its row (LazyRows.swift).
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    if inputs.lazyRows, !(data is any SubviewSource) {
      // A range identified by its numbers: the same range, the same
      // identities (not computed again at every pass of a long list).
      let signature: AnyHashable? =
        idsAreDistinct ? (data as? Range<Int>).map(AnyHashable.init) ?? (data as? ClosedRange<Int>).map(AnyHashable.init) : nil
      var components = inputs.previousComponents(signature: signature) ?? []
      if components.isEmpty, !data.isEmpty {
        var identities = ForEachIdentities()
        let distinct = idsAreDistinct
        components = data.map { element in
          let id = AnyHashable(id(element))
          return distinct ? .id(id) : identities.component(for: id)
        }
        if !identities.repeated.isEmpty { RepeatedIDWarning.warn(identities.repeated) }
      }
      let (data, content, list) = (self.data, self.content, components)
      return [inputs.lazyRowsNode(components: components, child: { index in
        ContainerState.Child(component: list[index]) { inputs in
          resolve(content(data[data.index(data.startIndex, offsetBy: index)]), inputs)
        }
      }, signature: signature)]
    }
    var identities = ForEachIdentities()
    if let source = data as? any SubviewSource {
      // `ForEach(subviews:)`, `ForEach(sections:)`: the data is known now.
      let children = source.elements(inputs).map { id, element in
        let view = content(element as! Data.Element)
        return ContainerState.Child(component: identities.component(for: id)) { resolve(view, $0) }
      }
      return inputs.resolveDynamic(children)
    }
    let children = data.map { element in
      let view = content(element)
      return ContainerState.Child(component: identities.component(for: AnyHashable(id(element)))) { resolve(view, $0) }
    }
    if !identities.repeated.isEmpty { RepeatedIDWarning.warn(identities.repeated) }
    return inputs.resolveDynamic(children)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for `Identifiable` data, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range, identified by the index.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
