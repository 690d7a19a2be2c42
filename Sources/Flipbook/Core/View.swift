/// A piece of user interface, as in SwiftUI: a value describing content
/// through its `body`, which Flipbook resolves, lays out and draws.
@MainActor @preconcurrency public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("Never has no body") }
}

