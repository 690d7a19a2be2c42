// A paywall as apps write it, `import StoreKit` left as it is: Flipbook's
// Linux StoreKit module, no alias.
import StoreKit
import SwiftUI
import Testing

@MainActor final class PaywallModel: ObservableObject {
  @Published var products: [Product] = []
  @Published var isEntitled = false
  @Published var failure: String?

  func load() async {
    do {
      products = try await Product.products(for: ["pro.monthly", "pro.yearly"])
    } catch {
      failure = "\(error)"
    }
    for await result in Transaction.currentEntitlements {
      if case .verified(let transaction) = result, transaction.productID.hasPrefix("pro.") { isEntitled = true }
    }
  }
}

struct Paywall: View {
  @StateObject private var model = PaywallModel()
  @Environment(\.requestReview) private var requestReview

  var body: some View {
    VStack(spacing: 12) {
      Text("Go Pro").font(.title.bold())
      if model.products.isEmpty {
        Text("The store is unavailable.").foregroundStyle(.secondary)
      }
      ForEach(model.products) { product in
        Button("\(product.displayName) \(product.displayPrice)") {
          Task { _ = try? await product.purchase() }
        }
      }
      SubscriptionStoreView(groupID: "pro")
      Button("Rate us") { requestReview() }
    }
    .padding()
    .task { await model.load() }
  }
}

@Suite struct StoreKitScreenTests {
  @Test func aRenderHasNoStore() async throws {
    #expect(try await Product.products(for: ["pro.monthly"]).isEmpty)
    #expect(!AppStore.canMakePayments)
    var entitled = 0
    for await _ in Transaction.currentEntitlements { entitled += 1 }
    #expect(entitled == 0)
  }

  @Test @MainActor func aPaywallTakesItsUnavailableBranch() throws {
    let renderer = ImageRenderer(content: Paywall().frame(width: 320))
    let size = try #require(try renderer.render()).width
    #expect(size == 320)
    let list = try RenderSession(still: Paywall().frame(width: 320)).displayList().description
    #expect(list.contains("The store is unavailable."))
  }
}

