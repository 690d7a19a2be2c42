import Foundation

nonisolated extension View {
  /// Gives this view an explicit identity, as SwiftUI's `id(_:)`: when
  /// `id` changes, the view is a new one — its state starts again from
  /// its initial values, and under an animated change the old view leaves
  /// with its transition while the new one arrives with its own (the
  /// default fade). Flipbook builds it as a `ForEach` of the one ID, which
  /// is what SwiftUI's identity rules make of it.
  public func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
}

nonisolated struct _IdentifiedView<Content: View, ID: Hashable>: View {
  let content: Content
  let id: ID

  var body: some View {
    let content = self.content
    ForEach([id], id: \.self) { _ in content }
  }
}
