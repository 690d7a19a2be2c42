import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: chiefly the
/// animation that carries the change to the screen.
public struct Transaction {
  /// The animation for changes in this transaction; nil changes at once.
  public var animation: Animation?
  /// Whether animations set on views (`.animation(_:value:)`) are ignored.
  public var disablesAnimations: Bool = false

  /// Values under custom keys (`TransactionKey`).
  var values: [ObjectIdentifier: Any] = [:]

  /// An empty transaction: no animation.
  public init() {}

  /// The value under `key` (its default when none was set), as SwiftUI's
  /// `Transaction` subscript (iOS 17).
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// The transaction state changes happen in: set by `withAnimation` and
  /// `withTransaction` for the duration of their body.
  @TaskLocal static var currentStorage: Transaction?
  static var current: Transaction { currentStorage ?? Transaction() }
}

/// A key for a custom value of a transaction, as SwiftUI's
/// `TransactionKey`.
public protocol TransactionKey {
  associatedtype Value
  /// The value of a transaction that sets none.
  static var defaultValue: Value { get }
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

/// When a `withAnimation` completion runs, as SwiftUI's
/// `AnimationCompletionCriteria` (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case logicallyComplete, removed }
  let kind: Kind

  /// When the animation has logically completed: a curve at its end, a
  /// spring after its perceptual duration, while its tail still settles.
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
  /// When the animation has settled and is removed (a spring's whole tail).
  public static let removed = AnimationCompletionCriteria(kind: .removed)

  /// The seconds `animation` takes to meet the criteria; nil when never
  /// (it repeats forever).
  func delay(for animation: Animation?) -> Double? {
    guard let animation else { return 0 }
    switch kind {
    case .logicallyComplete: return animation.logicalDuration
    case .removed: return animation.duration
    }
  }
}

/// Runs `body`, animating the state it changes with `animation`, and runs
/// `completion` when that animation completes by `completionCriteria`, as
/// SwiftUI's iOS 17 `withAnimation(_:completionCriteria:_:completion:)`.
///
/// In a film the completion runs at its film instant: the start plus the
/// animation's logical duration (`.logicallyComplete`: a spring's
/// perceptual duration) or its settling duration (`.removed`); with no
/// animation, at the same instant, once the change is applied. A
/// `repeatForever` animation never completes. (SwiftUI also runs the
/// completion at once when the change animates nothing; Flipbook waits the
/// animation's duration either way.) Outside a film the completion never
/// runs: nothing animates in a still.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try withAnimation(animation, body)
  if let scheduler = FilmScheduler.current, let delay = completionCriteria.delay(for: animation) {
    scheduler.schedule(after: delay, kind: "animation completions", completion)
  }
  return result
}

extension Transaction {
  /// Adds `completion` to run when this transaction's animation completes
  /// by `criteria`, as SwiftUI's `addAnimationCompletion(criteria:_:)`
  /// (see `withAnimation(_:completionCriteria:_:completion:)` for when).
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    guard let scheduler = FilmScheduler.current, let delay = criteria.delay(for: animation) else { return }
    scheduler.schedule(after: delay, kind: "animation completions", completion)
  }
}
