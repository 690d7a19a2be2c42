// SwiftUI's StoreKit views and review action. On iOS they are StoreKit's;
// here Flipbook holds them, above the StoreKit module, which must import
// nothing but Foundation so that another package's `#if
// canImport(StoreKit)` can load it (see Sources/StoreKit/StoreKit.swift).
// No product loads in a render, so the views draw a neutral placeholder of
// their size.

/// SwiftUI's action that asks for an App Store review, as StoreKit's
/// `RequestReviewAction`: calling it does nothing in a render.
public struct RequestReviewAction: Sendable {
  /// Asks for a review: does nothing.
  public func callAsFunction() {}
}

extension EnvironmentValues {
  /// Asks for an App Store review (`@Environment(\.requestReview)`), as
  /// StoreKit's: does nothing in a render.
  public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// The placeholder StoreKit's views draw: the store is unavailable.
nonisolated struct _StorePlaceholder: View {
  let title: String
  let rows: Int

  var body: some View {
    VStack(spacing: 8) {
      ForEach(0..<max(rows, 1), id: \.self) { _ in
        HStack {
          RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.2)).frame(width: 44, height: 44)
          Text(title).foregroundStyle(Color.secondary)
          Spacer()
        }
      }
    }
    .padding()
    .frame(maxWidth: .infinity)
  }
}

/// A product's row, as StoreKit's `ProductView`: a placeholder, since no
/// product loads in a render.
nonisolated public struct ProductView: View {
  let id: String
  public init(id: String) { self.id = id }
  public var body: some View { _StorePlaceholder(title: id, rows: 1) }
}

/// A store of products, as StoreKit's `StoreView`: a placeholder row per
/// product identifier.
nonisolated public struct StoreView: View {
  let ids: [String]
  public init<C: Collection>(ids: C) where C.Element == String { self.ids = Array(ids) }
  public var body: some View {
    VStack(spacing: 0) { ForEach(ids, id: \.self) { _StorePlaceholder(title: $0, rows: 1) } }
  }
}

/// A subscription store, as StoreKit's `SubscriptionStoreView`: a
/// placeholder, since no subscription loads in a render.
nonisolated public struct SubscriptionStoreView: View {
  let title: String
  public init(groupID: String) { title = groupID }
  public init<C: Collection>(productIDs: C) where C.Element == String { title = productIDs.joined(separator: ", ") }
  public var body: some View { _StorePlaceholder(title: title, rows: 2) }
}
