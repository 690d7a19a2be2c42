@_exported import Foundation

// `import StoreKit` on Linux.
//
// A render has no App Store: no product loads (`Product.products(for:)` is
// empty), nothing is entitled or purchased (`Transaction.currentEntitlements`
// ends at once), a purchase throws `StoreKitError.notAvailableInStorefront`
// and `AppStore.canMakePayments` is false, so a screen takes its "store
// unavailable" branch, as in a simulator without a StoreKit configuration.
// Requesting a review does nothing. Declared in Package.swift for Linux
// only.
//
// This module imports Foundation alone, so that another package's `#if
// canImport(StoreKit)` can load it (swift-custom-dump's StoreKit
// conformances read `SKPaymentTransactionState` and `SKProduct.PeriodUnit`,
// declared below with Apple's cases). SwiftUI's StoreKit views
// (`ProductView`, `StoreView`, `SubscriptionStoreView`) and the
// `requestReview` environment action are therefore Flipbook's
// (Platform/StoreKitViews.swift; they name no StoreKit type): a file that
// imports StoreKit and SwiftUI sees both, as on iOS.

/// What went wrong in a StoreKit call, as StoreKit's `StoreKitError`.
public enum StoreKitError: Error, Sendable, Equatable {
  case unknown, userCancelled, networkError(URLError.Code), systemError(String), notAvailableInStorefront,
    notEntitled, unsupported
}

/// The App Store, as StoreKit's `AppStore`: unreachable in a render.
public enum AppStore {
  /// False: a render cannot make payments.
  public static var canMakePayments: Bool { false }
  /// Syncs transactions: there are none; returns at once.
  public static func sync() async throws {}
  /// Asks for a review: does nothing (iOS shows the prompt at most three
  /// times a year, and never in a snapshot).
  public static func requestReview(in scene: Any? = nil) {}
}

/// A signed value and whether its signature checked, as StoreKit's
/// `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
  /// Why a signature did not check, as StoreKit's `VerificationError`.
  public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
  /// The value, with why its signature did not check.
  case unverified(SignedType, VerificationError)
  /// The value, its signature checked.
  case verified(SignedType)

  /// The value, whether or not it was verified.
  public var unsafePayloadValue: SignedType {
    switch self {
    case .verified(let value), .unverified(let value, _): value
    }
  }

  /// The value when verified; the error otherwise.
  public var payloadValue: SignedType {
    get throws {
      switch self {
      case .verified(let value): value
      case .unverified(_, let error): throw error
      }
    }
  }
}

/// A purchase, as StoreKit's `Transaction`. A render has none: every
/// sequence of them ends at once.
public struct Transaction: Sendable, Identifiable, Hashable {
  /// The transaction's identifier.
  public let id: UInt64
  /// The first transaction's identifier, for renewals and restores.
  public let originalID: UInt64
  /// The product bought.
  public let productID: String
  /// When it was bought.
  public let purchaseDate: Date
  /// When a subscription lapses (nil for other products).
  public let expirationDate: Date?
  /// When the App Store took it back (nil while it stands).
  public let revocationDate: Date?
  /// The kind of product bought.
  public let productType: Product.ProductType

  /// Marks the transaction handled: nothing to do.
  public func finish() async {}

  /// The transactions that entitle the user now: none.
  public static var currentEntitlements: Transactions { Transactions() }
  /// The transactions as they arrive: none.
  public static var updates: Transactions { Transactions() }
  /// Every transaction: none.
  public static var all: Transactions { Transactions() }
  /// Unfinished transactions: none.
  public static var unfinished: Transactions { Transactions() }
  /// The latest transaction for a product: none.
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
  /// The current entitlement for a product: none.
  public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

  /// A sequence of transactions, as StoreKit's `Transaction.Transactions`:
  /// always empty here.
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> VerificationResult<Transaction>? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}

/// An in-app product, as StoreKit's `Product`. None loads in a render.
public struct Product: Sendable, Identifiable, Hashable {
  /// What kind of product, as StoreKit's `Product.ProductType`.
  public struct ProductType: RawRepresentable, Sendable, Hashable {
    /// The type's name.
    public let rawValue: String
    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bought, used up, bought again.
    public static let consumable = ProductType(rawValue: "Consumable")
    /// Bought once, kept.
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    /// A subscription that renews itself.
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    /// A subscription for a fixed time.
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
  }

  /// How a purchase ended, as StoreKit's `Product.PurchaseResult`.
  public enum PurchaseResult: Sendable {
    case success(VerificationResult<Transaction>)
    case userCancelled
    case pending
  }

  /// A purchase option, as StoreKit's `Product.PurchaseOption`.
  public struct PurchaseOption: Sendable, Hashable {
    public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
    public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
  }

  /// The product's identifier in App Store Connect.
  public let id: String
  /// What kind of product it is.
  public let type: ProductType
  /// Its localized name.
  public let displayName: String
  /// Its localized description.
  public let description: String
  /// Its price in the storefront's currency.
  public let price: Decimal
  /// Its price formatted for the storefront ("$4.99").
  public let displayPrice: String
  /// Whether family sharing applies.
  public let isFamilyShareable: Bool

  /// The products with these identifiers: none, as with no App Store.
  public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
  where Identifiers.Element == String { [] }

  /// Buys the product: throws `StoreKitError.notAvailableInStorefront`.
  public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
    throw StoreKitError.notAvailableInStorefront
  }
}

/// UIKit's review prompt, as StoreKit's `SKStoreReviewController`.
open class SKStoreReviewController {
  /// Asks for a review: does nothing.
  public static func requestReview() {}
  /// Asks for a review in a scene: does nothing.
  public static func requestReview(in windowScene: Any) {}
}

/// A transaction's state in the original StoreKit API, as
/// `SKPaymentTransactionState`.
public enum SKPaymentTransactionState: Int, Sendable {
  case purchasing = 0, purchased = 1, failed = 2, restored = 3, deferred = 4
}

/// A product of the original StoreKit API, as `SKProduct` (none loads
/// here).
open class SKProduct: NSObject, @unchecked Sendable {
  /// A subscription period's unit, as `SKProduct.PeriodUnit`.
  public enum PeriodUnit: UInt, Sendable { case day = 0, week = 1, month = 2, year = 3 }

  open var productIdentifier: String { "" }
  open var localizedTitle: String { "" }
  open var localizedDescription: String { "" }
  open var price: NSDecimalNumber { .zero }
  open var priceLocale: Locale { Locale(identifier: "en_US") }
  open var isFamilyShareable: Bool { false }
}

/// The original StoreKit payment queue, as `SKPaymentQueue`: payments
/// cannot be made.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
  private static let queue = SKPaymentQueue()
  /// The shared queue.
  open class func `default`() -> SKPaymentQueue { queue }
  /// False: a render cannot make payments.
  open class func canMakePayments() -> Bool { false }
  open func restoreCompletedTransactions() {}
  open func finishTransaction(_ transaction: AnyObject) {}
}
