import Foundation

/// `.tag(_:)`: the value a view stands for in a `Picker` (or a `TabView`,
/// a `List`'s selection), as SwiftUI's.
nonisolated struct _TagModifier: ViewModifier, NodeModifier {
  let tag: AnyHashable

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { ContainerValueNode(node, TagValue.self, tag) }
}

nonisolated extension View {
  /// Tags the view with `tag`: a `Picker` whose selection equals it shows
  /// this view as selected.
  public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }

  /// Tags the view with `tag`, optionally also matching an optional
  /// selection holding it (iOS 17's `includeOptional`; Flipbook always does).
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self.tag(tag) }
}

extension ViewNode {
  /// The view's tag: an explicit `.tag`, else (as SwiftUI does for a
  /// `ForEach` element) the ID of the innermost `ForEach` element it
  /// belongs to below `root`.
  func tag(below root: ViewIdentity) -> AnyHashable? {
    if let tag = traits[TagValue.self] { return tag }
    guard let identity = layoutIdentity else { return nil }
    let depth = root.components.count
    for component in identity.components.dropFirst(depth).reversed() {
      switch component {
      case .id(let id): return id
      case .repeatedID(let id, _): return id
      default: continue
      }
    }
    return nil
  }
}
