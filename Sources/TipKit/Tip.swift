@_exported import Flipbook
import Foundation

// `import TipKit` on Linux: iOS 17's tips. On iOS a tip shows only once the
// app has called `Tips.configure()` (usually in the `App`'s initializer,
// which a preview or a snapshot does not run): until then `TipView` draws
// nothing and `popoverTip` presents nothing, and that is what a render
// shows too. After `Tips.configure()` (or `Tips.showAllTipsForTesting()`)
// in the process, a tip that has not been invalidated shows: `TipView`
// draws iOS's inline tip (its image in the tint, the title in headline,
// the message in the secondary colour, a close mark) and popovers still
// present nothing. Rules are accepted and not evaluated (a render has no
// history of events); `#Rule` expands to an always-true rule. Declared in
// Package.swift for Linux only.

/// A tip, as TipKit's `Tip`.
public protocol Tip: Identifiable, Sendable where ID == String {
  var id: String { get }
  var title: Text { get }
  var message: Text? { get }
  var image: Image? { get }
  var actions: [Tips.Action] { get }
  @Tips.RuleBuilder var rules: [Tips.Rule] { get }
  @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
  /// `Tips.Rule`, as a tip writes it (`var rules: [Rule]`).
  public typealias Rule = Tips.Rule
  /// `Tips.Action`, as a tip writes it.
  public typealias Action = Tips.Action
  /// `Tips.Event`, as a tip writes it.
  public typealias Event = Tips.Event
  /// `TipOption`, as a tip writes it (`var options: [Option]`).
  public typealias Option = TipOption
  /// `Tips.MaxDisplayCount`, as a tip writes it.
  public typealias MaxDisplayCount = Tips.MaxDisplayCount
  /// `Tips.IgnoresDisplayFrequency`, as a tip writes it.
  public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency

  /// The type's name, as TipKit's default identifier.
  public var id: String { String(describing: Self.self) }
  public var message: Text? { nil }
  public var image: Image? { nil }
  public var actions: [Tips.Action] { [] }
  public var rules: [Tips.Rule] { [] }
  public var options: [any TipOption] { [] }

  /// Whether the tip would show: configured, not invalidated.
  public var shouldDisplay: Bool { Tips.store.shows(id) }
  /// The tip's status.
  public var status: Tips.Status { shouldDisplay ? .available : .pending }
  /// Stops showing the tip.
  public func invalidate(reason: Tips.InvalidationReason) { Tips.store.invalidate(id) }
  /// The tip's status over time (one value here).
  public var statusUpdates: AsyncStream<Tips.Status> {
    let status = status
    return AsyncStream { continuation in
      continuation.yield(status)
      continuation.finish()
    }
  }
  public var shouldDisplayUpdates: AsyncStream<Bool> {
    let shows = shouldDisplay
    return AsyncStream { continuation in
      continuation.yield(shows)
      continuation.finish()
    }
  }
}

/// A tip's option, as TipKit's `TipOption`.
public protocol TipOption: Sendable {}

/// TipKit's namespace, as `Tips`.
public enum Tips {
  final class Store: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var configured = false
    private var forced: Bool?
    private var invalidated = Set<String>()

    func shows(_ id: String) -> Bool {
      lock.withLock { (forced ?? configured) && !invalidated.contains(id) }
    }
    func invalidate(_ id: String) { lock.withLock { _ = invalidated.insert(id) } }
    func configure() { lock.withLock { configured = true } }
    func force(_ value: Bool?) { lock.withLock { forced = value } }
    func reset() { lock.withLock { invalidated = [] } }
  }
  static let store = Store()

  /// A setting of `configure(_:)`, as `Tips.ConfigurationOption`.
  public struct ConfigurationOption: Sendable {
    let name: String
    /// How often tips may show.
    public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
      ConfigurationOption(name: "displayFrequency")
    }
    /// Where tip state is kept.
    public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
      ConfigurationOption(name: "datastoreLocation")
    }
    public static func cloudKitContainer(_ container: CloudKitContainer) -> ConfigurationOption {
      ConfigurationOption(name: "cloudKitContainer")
    }
    /// How often tips may show, as `DisplayFrequency`.
    public enum DisplayFrequency: Sendable { case immediate, hourly, daily, weekly, monthly }
    /// Where tip state lives, as `DatastoreLocation`.
    public struct DatastoreLocation: Sendable {
      public static let applicationDefault = DatastoreLocation()
      public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation() }
      public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation() }
    }
    /// A CloudKit container to sync tips in (none here).
    public struct CloudKitContainer: Sendable {
      public static let automatic = CloudKitContainer()
      public static func named(_ name: String) -> CloudKitContainer { CloudKitContainer() }
    }
  }

  /// Starts TipKit: tips show from now on in this process.
  public static func configure(_ configuration: [ConfigurationOption] = []) throws { store.configure() }
  /// Forgets invalidations.
  public static func resetDatastore() throws { store.reset() }
  /// Shows every tip, whatever TipKit would decide.
  public static func showAllTipsForTesting() { store.force(true) }
  /// Hides every tip.
  public static func hideAllTipsForTesting() { store.force(false) }
  /// Shows the tips of these types (every tip here).
  public static func showTipsForTesting(_ tips: [any Tip.Type]) { store.force(true) }

  /// A button in a tip, as `Tips.Action`.
  public struct Action: Identifiable, @unchecked Sendable {  // the handler runs where the tip is shown
    public let id: String
    public let title: String
    let handler: () -> Void
    public init(id: String? = nil, title: String, perform handler: @escaping () -> Void = {}) {
      self.id = id ?? title
      self.title = title
      self.handler = handler
    }
  }

  /// A condition for showing a tip, as `Tips.Rule` (not evaluated here).
  public struct Rule: Sendable {
    public init() {}
  }

  /// Builds a tip's rules, as `Tips.RuleBuilder`.
  @resultBuilder
  public enum RuleBuilder {
    public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
    public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
    public static func buildBlock(_ parts: [Rule]...) -> [Rule] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Rule]?) -> [Rule] { part ?? [] }
    public static func buildEither(first: [Rule]) -> [Rule] { first }
    public static func buildEither(second: [Rule]) -> [Rule] { second }
    public static func buildArray(_ parts: [[Rule]]) -> [Rule] { parts.flatMap { $0 } }
  }

  /// Builds a tip's options, as `Tips.OptionsBuilder`.
  @resultBuilder
  public enum OptionsBuilder {
    public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
    public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
    public static func buildBlock(_ parts: [any TipOption]...) -> [any TipOption] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TipOption]?) -> [any TipOption] { part ?? [] }
    public static func buildEither(first: [any TipOption]) -> [any TipOption] { first }
    public static func buildEither(second: [any TipOption]) -> [any TipOption] { second }
  }

  /// Something that happened, as `Tips.Event`: donations are counted.
  public struct Event: Sendable {
    public let id: String
    private let box = ParameterBox(0)
    public init(id: String) { self.id = id }
    /// Records one more occurrence.
    public func donate() async { box.update { $0 += 1 } }
    public func sendDonation() { box.update { $0 += 1 } }
    /// The occurrences recorded in this process.
    public var donations: [Donation] { Array(repeating: Donation(date: Date()), count: box.value) }

    /// One occurrence, as `Tips.Event.Donation`.
    public struct Donation: Sendable {
      public let date: Date
    }
  }

  /// Why a tip stopped, as `Tips.InvalidationReason`.
  public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }
  /// A tip's state, as `Tips.Status`.
  public enum Status: Sendable, Equatable { case pending, available, invalidated(InvalidationReason) }

  /// Shows the tip at most `count` times.
  public struct MaxDisplayCount: TipOption {
    public init(_ count: Int) {}
  }
  /// Shows the tip whatever the display frequency.
  public struct IgnoresDisplayFrequency: TipOption {
    public init(_ ignores: Bool) {}
  }
}

/// A value rules read, as TipKit's `@Parameter`: kept in memory.
@propertyWrapper
public struct Parameter<Value: Codable & Sendable>: Sendable {
  private let box: ParameterBox<Value>
  public init(wrappedValue: Value) { box = ParameterBox(wrappedValue) }
  public init(wrappedValue: Value, _ options: Any...) { box = ParameterBox(wrappedValue) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: Parameter<Value> { self }
}

/// A value kept under a lock (a `@Parameter`'s value, an event's donation count).
final class ParameterBox<Value: Sendable>: @unchecked Sendable {  // guarded by `lock`
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
  /// Changes the value in place under the lock.
  func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}

/// What a `#Rule` reads: a parameter's value, or an event with its
/// donations.
public protocol _TipRuleInput {
  associatedtype RuleValue
}

extension Parameter: _TipRuleInput {
  public typealias RuleValue = Value
}

extension Tips.Event: _TipRuleInput {
  public typealias RuleValue = Tips.Event
}

/// A rule from parameters or events, as TipKit's `#Rule` (`#Rule(Self.$isLoggedIn)
/// { $0 == true }`, `#Rule(Self.opened) { $0.donations.count >= 3 }`):
/// type-checked, then always true here.
@freestanding(expression)
public macro Rule<each Input: _TipRuleInput>(
  _ inputs: repeat each Input, _ body: (repeat (each Input).RuleValue) -> Bool
) -> Tips.Rule = #externalMacro(module: "FlipbookMacros", type: "TipRuleMacro")
