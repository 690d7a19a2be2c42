import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: chiefly the
/// animation that carries the change to the screen.
public struct Transaction {
  /// The animation for changes in this transaction; nil changes at once.
  public var animation: Animation?
  /// Whether animations set on views (`.animation(_:value:)`) are ignored.
  public var disablesAnimations: Bool = false

  /// An empty transaction: no animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// The transaction state changes happen in: set by `withAnimation` and
  /// `withTransaction` for the duration of their body.
  @TaskLocal static var currentStorage: Transaction?
  static var current: Transaction { currentStorage ?? Transaction() }
}

/// Runs `body`; state it changes animates with `animation` (SwiftUI's
/// `.default` if not given), as SwiftUI's `withAnimation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  var transaction = Transaction.current
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// Runs `body` with state changes in `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try Transaction.$currentStorage.withValue(transaction, operation: body)
}
