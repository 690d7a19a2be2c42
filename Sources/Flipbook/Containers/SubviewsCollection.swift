import Foundation

// iOS 18's public forms of `_VariadicView` (see VariadicView.swift):
// `Group(subviews:transform:)`, `ForEach(subviews:content:)` and
// `ForEach(sections:content:)`. A subview is one view of the content's
// list, with its identity and its container values.

/// One view of a view's content list, as SwiftUI's `Subview`.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
  let child: _VariadicView.Children.Element

  /// A subview's identity, as SwiftUI's opaque `Subview.ID`.
  public struct ID: Hashable {
    let value: AnyHashable
  }

  public var id: ID { ID(value: child.id) }

  /// The values the subview's modifiers set (`containerValue(_:_:)`,
  /// `tag(_:)`).
  public var containerValues: ContainerValues { ContainerValues(child.node.traits.values) }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { child.makeNodes(inputs) }
}

/// The subviews of a view, as SwiftUI's `SubviewsCollection`: a
/// collection, and a view drawing them all.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
  let children: [_VariadicView.Children.Element]

  public var startIndex: Int { 0 }
  public var endIndex: Int { children.count }
  public subscript(index: Int) -> Subview { Subview(child: children[index]) }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { children.flatMap { $0.makeNodes(inputs) } }
}

/// One section of a view's content, as SwiftUI's `SectionConfiguration`:
/// a `Section`'s header, content and footer, or the views outside any
/// section (consecutive ones make one section without header or footer).
public struct SectionConfiguration: Identifiable {
  /// A section's identity.
  public struct ID: Hashable {
    let value: AnyHashable
  }

  public let id: ID
  public let header: SubviewsCollection
  public let content: SubviewsCollection
  public let footer: SubviewsCollection
  /// The values the `Section`'s modifiers set.
  public let containerValues: ContainerValues
}

/// The source of a `ForEach(subviews:)` or `ForEach(sections:)`: resolved
/// where the `ForEach` is.
protocol SubviewSource {
  /// The elements (`Subview`s or `SectionConfiguration`s) with their IDs.
  func elements(_ inputs: ResolveInputs) -> [(id: AnyHashable, element: Any)]
}

/// The data of `ForEach(subviews:content:)`: the subviews of a view,
/// known when the `ForEach` resolves (empty before).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection, SubviewSource {
  let base: (ResolveInputs) -> _VariadicView.Children
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> Subview { fatalError("the subviews are known when the ForEach resolves") }

  func elements(_ inputs: ResolveInputs) -> [(id: AnyHashable, element: Any)] {
    base(inputs).map { child in (child.id, Subview(child: child) as Any) }
  }
}

/// The data of `ForEach(sections:content:)`: the sections of a view,
/// known when the `ForEach` resolves (empty before).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection, SubviewSource {
  let base: (ResolveInputs) -> _VariadicView.Children
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> SectionConfiguration { fatalError("the sections are known when the ForEach resolves") }

  func elements(_ inputs: ResolveInputs) -> [(id: AnyHashable, element: Any)] {
    let children = base(inputs)
    let source = children.source
    var sections: [SectionConfiguration] = []
    var loose: [_VariadicView.Children.Element] = []
    /// A section's part, found again where it is placed.
    func element(
      _ node: ViewNode, _ index: Int, child: Int, _ part: @escaping (ListSectionParts) -> ViewNode?
    ) -> _VariadicView.Children.Element {
      _VariadicView.Children.Element(node: node, site: children.site, index: index) { inputs in
        source.nodes(for: inputs)[safe: child]?.role.listSection.flatMap(part)
      }
    }
    func flushLoose() {
      guard !loose.isEmpty else { return }
      sections.append(
        SectionConfiguration(
          id: .init(value: AnyHashable(["loose", loose[0].id])), header: SubviewsCollection(children: []),
          content: SubviewsCollection(children: loose), footer: SubviewsCollection(children: []),
          containerValues: ContainerValues()))
      loose = []
    }
    for (position, child) in children.enumerated() {
      guard let parts = child.node.role.listSection else {
        loose.append(child)
        continue
      }
      flushLoose()
      sections.append(
        SectionConfiguration(
          id: .init(value: child.id),
          header: SubviewsCollection(children: parts.header.map { [element($0, 0, child: position) { $0.header }] } ?? []),
          content: SubviewsCollection(
            children: parts.rows.enumerated().map { index, row in
              element(row, index, child: position) { $0.rows[safe: index] }
            }),
          footer: SubviewsCollection(children: parts.footer.map { [element($0, 0, child: position) { $0.footer }] } ?? []),
          containerValues: ContainerValues(child.node.traits.values)))
    }
    flushLoose()
    return sections.map { (AnyHashable($0.id), $0 as Any) }
  }
}

extension ForEach {
  /// A view for each subview of `view`, as SwiftUI's
  /// `ForEach(subviews:content:)`.
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(ForEachSubviewCollection<Content>(base: { _VariadicView.Children(resolving: view, $0) }), id: \.id, content: content)
  }

  /// A view for each section of `view`, as SwiftUI's
  /// `ForEach(sections:content:)`.
  public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
  where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    self.init(ForEachSectionCollection<Content>(base: { _VariadicView.Children(resolving: view, $0) }), id: \.id, content: content)
  }
}

/// The content of `Group(subviews:transform:)`: `transform` over the
/// subviews of `base`, as SwiftUI's `GroupElementsOfContent`.
nonisolated public struct GroupElementsOfContent<Base: View, Result: View>: View, PrimitiveView {
  let base: Base
  let transform: (SubviewsCollection) -> Result

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let children = _VariadicView.Children(resolving: base, inputs)
    return resolve(transform(SubviewsCollection(children: Array(children))), inputs.child(.slot(.variadicRoot)))
  }
}

/// The content of `Group(sections:transform:)`.
nonisolated public struct GroupSectionsOfContent<Base: View, Result: View>: View, PrimitiveView {
  let base: Base
  let transform: (SectionCollection) -> Result

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let elements = ForEachSectionCollection<EmptyView>(base: { _VariadicView.Children(resolving: base, $0) }).elements(inputs)
    let sections = elements.compactMap { $0.element as? SectionConfiguration }
    return resolve(transform(SectionCollection(sections: sections)), inputs.child(.slot(.variadicRoot)))
  }
}

/// The sections of a view, as SwiftUI's `SectionCollection`.
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]
  public var startIndex: Int { 0 }
  public var endIndex: Int { sections.count }
  public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

extension Group {
  /// A view made by `transform` from the subviews of `view`, as SwiftUI's
  /// `Group(subviews:transform:)`.
  public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
  where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(base: view, transform: transform) }
  }

  /// A view made by `transform` from the sections of `view`, as SwiftUI's
  /// `Group(sections:transform:)`.
  public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
  where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(base: view, transform: transform) }
  }
}
