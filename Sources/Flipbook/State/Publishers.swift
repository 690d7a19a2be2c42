import Foundation

// MARK: - Publishers
//
// SwiftUI on iOS re-exports Combine, and views use a small part of it:
// `.onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect())`,
// `.onReceive(model.$count)`, a `PassthroughSubject` a view model sends
// on, `Just`, `sink` and `AnyCancellable`. Linux has no Combine, so
// Flipbook declares that part with Combine's names and semantics, built on
// one primitive: a publisher delivers values to a closure until the
// subscription is cancelled (no demand, no back-pressure: every value is
// delivered, as with `sink`).
//
// Time is film time. A timer publisher, connected inside a film, fires on
// the film's clock (see FilmScheduler.swift): every `interval` after it
// connects, emitting the film's date (`Film.startDate` plus the film
// time). `.onReceive(_:perform:)` subscribes when its view appears in a
// running graph, performs with the latest closure the view made (so it
// sees the view's current state), and cancels when the view leaves; an
// `ImageRenderer` still subscribes to nothing.

/// A subscription that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the subscription.
  func cancel()
}

/// A type-erased cancellable that cancels when released, as Combine's
/// `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private var onCancel: (() -> Void)?
  private let lock = NSLock()

  /// A cancellable that runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

  /// Wraps `canceller`.
  public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

  public func cancel() {
    let action = lock.withLock { () -> (() -> Void)? in
      defer { onCancel = nil }
      return onCancel
    }
    action?()
  }

  deinit { cancel() }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  /// Keeps this cancellable in `array`.
  public func store(in array: inout [AnyCancellable]) { array.append(self) }

  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a publisher ends, as Combine's `Subscribers.Completion`.
public enum Subscribers {
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

/// A source of values over time, as Combine's `Publisher` (see the essay
/// above).
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Delivers each value to `receive`, and the end to `complete`, until
  /// the returned cancellable is cancelled or released.
  func _subscribe(
    _ receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable
}

extension Publisher {
  /// Calls `receiveValue` with each value and `receiveCompletion` at the end.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    _subscribe(receiveValue, complete: receiveCompletion)
  }

  /// Values transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher { receive, complete in _subscribe({ receive(transform($0)) }, complete: complete) }
  }

  /// The values `isIncluded` keeps.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher { receive, complete in _subscribe({ if isIncluded($0) { receive($0) } }, complete: complete) }
  }

  /// The non-nil results of `transform`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    AnyPublisher { receive, complete in _subscribe({ if let value = transform($0) { receive(value) } }, complete: complete) }
  }

  /// The values, delivered on `scheduler` (in Flipbook: where they come
  /// from, at once; a film runs on one thread).
  public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

  /// This publisher, its type erased.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    if let erased = self as? AnyPublisher<Output, Failure> { return erased }
    return AnyPublisher { receive, complete in _subscribe(receive, complete: complete) }
  }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    _subscribe(receiveValue, complete: { _ in })
  }

  /// Writes each value to `keyPath` of `object`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    _subscribe({ object[keyPath: keyPath] = $0 }, complete: { _ in })
  }
}

extension Publisher where Output: Equatable {
  /// The values that differ from the one before.
  public func removeDuplicates() -> AnyPublisher<Output, Failure> {
    AnyPublisher { receive, complete in
      var last: Output?
      return _subscribe({ value in
        if value != last {
          last = value
          receive(value)
        }
      }, complete: complete)
    }
  }
}

/// A type-erased publisher, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

  init(_ subscribe: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
    self.subscribe = subscribe
  }

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher._subscribe($0, complete: $1) }
  }

  public func _subscribe(
    _ receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    subscribe(receive, complete)
  }
}

/// One value, then the end, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value.
  public let output: Output

  public init(_ output: Output) { self.output = output }

  public func _subscribe(
    _ receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void
  ) -> AnyCancellable {
    receive(output)
    complete(.finished)
    return AnyCancellable {}
  }
}

/// No values, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
  let completeImmediately: Bool

  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  public func _subscribe(
    _ receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    if completeImmediately { complete(.finished) }
    return AnyCancellable {}
  }
}

/// The subscribers of a subject or a published property.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
  private var subscribers: [Int: (receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void)] = [:]
  private var next = 0
  private var completion: Subscribers.Completion<Failure>?
  private let lock = NSLock()

  func add(_ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void)
    -> AnyCancellable
  {
    if let completion = lock.withLock({ self.completion }) {
      complete(completion)
      return AnyCancellable {}
    }
    let id = lock.withLock { () -> Int in
      next += 1
      subscribers[next] = (receive, complete)
      return next
    }
    return AnyCancellable { [weak self] in self?.lock.withLock { _ = self?.subscribers.removeValue(forKey: id) } }
  }

  func send(_ value: Output) {
    let receivers = lock.withLock { subscribers.sorted { $0.key < $1.key }.map(\.value.receive) }
    for receive in receivers { receive(value) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let completers = lock.withLock { () -> [(Subscribers.Completion<Failure>) -> Void] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { subscribers = [:] }
      return subscribers.sorted { $0.key < $1.key }.map(\.value.complete)
    }
    for complete in completers { complete(completion) }
  }
}

/// A publisher values are sent through, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let list = SubscriberList<Output, Failure>()

  public init() {}

  /// Sends `value` to the subscribers.
  public func send(_ value: Output) { list.send(value) }
  /// Ends the subject.
  public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }

  public func _subscribe(
    _ receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    list.add(receive, complete)
  }
}

extension PassthroughSubject where Output == Void {
  /// Sends a signal.
  public func send() { send(()) }
}

/// A subject holding its latest value, which a new subscriber receives
/// first, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let list = SubscriberList<Output, Failure>()
  private var current: Output

  public init(_ value: Output) { current = value }

  /// The latest value; setting it sends it.
  public var value: Output {
    get { current }
    set {
      current = newValue
      list.send(newValue)
    }
  }

  /// Sets and sends `value`.
  public func send(_ value: Output) { self.value = value }
  /// Ends the subject.
  public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }

  public func _subscribe(
    _ receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    receive(current)
    return list.add(receive, complete)
  }
}

/// A publisher that starts when connected, as Combine's
/// `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
  /// Starts publishing.
  func connect() -> any Cancellable
}

/// The publisher types operators make, as Combine's `Publishers`.
public enum Publishers {
  /// A connectable publisher connected by its first subscriber, as
  /// Combine's `Publishers.Autoconnect`.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    init(upstream: Upstream) { self.upstream = upstream }

    public func _subscribe(
      _ receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      let subscription = upstream._subscribe(receive, complete: complete)
      let connection = upstream.connect()
      return AnyCancellable {
        subscription.cancel()
        connection.cancel()
      }
    }
  }
}

extension ConnectablePublisher {
  /// Connects when subscribed to.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Options for a run loop scheduler (none apply in Flipbook).
public struct RunLoopSchedulerOptions: Sendable {}

extension Timer {
  /// A publisher of the date every `interval` (see the essay above).
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The time between dates.
    public let interval: TimeInterval
    private let list = SubscriberList<Date, Never>()

    init(interval: TimeInterval) { self.interval = interval }

    public func _subscribe(
      _ receive: @escaping (Date) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
      list.add(receive, complete)
    }

    /// Starts the timer: on film time inside a film, else on the current
    /// run loop.
    public func connect() -> any Cancellable {
      let list = self.list
      // Foundation clamps an interval at or below 0 (and Flipbook NaN) to
      // 0.1 ms, as for `Timer`.
      let period = interval.isNaN || interval <= 0 ? FilmScheduler.minimumTimerInterval : interval
      guard let scheduler = FilmScheduler.current else {
        let timer = Timer(timeInterval: period, repeats: true) { _ in list.send(Date()) }
        RunLoop.current.add(timer, forMode: .default)
        nonisolated(unsafe) let running = timer
        return AnyCancellable { running.invalidate() }
      }
      let connection = FilmTimerConnection()
      connection.arm(on: scheduler, start: scheduler.now, period: period, firing: 1) { list.send(scheduler.date) }
      return AnyCancellable { connection.isCancelled = true }
    }
  }

  /// A publisher of the date every `interval`, as Combine's
  /// `Timer.publish(every:tolerance:on:in:options:)`. Connect it (or
  /// `autoconnect()` it) to start.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoopSchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }
}

/// A timer publisher's firings on film time: each schedules the next, at
/// `start + n × period` (no drift), until cancelled.
final class FilmTimerConnection: @unchecked Sendable {
  var isCancelled = false

  func arm(on scheduler: FilmScheduler, start: Double, period: Double, firing count: Int, fire: @escaping () -> Void) {
    let time = start + Double(count) * period
    guard time.isFinite else { return }
    scheduler.schedule(at: time) { [weak self, weak scheduler] in
      guard let self, !self.isCancelled, let scheduler else { return }
      fire()
      self.arm(on: scheduler, start: start, period: period, firing: count + 1, fire: fire)
    }
  }
}

extension NotificationCenter {
  /// Notifications named `name` posted to this center, as a publisher.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
    AnyPublisher { receive, _ in
      nonisolated(unsafe) let deliver = receive
      let token = self.addObserver(forName: name, object: object, queue: nil) { deliver($0) }
      nonisolated(unsafe) let observer = token
      return AnyCancellable { self.removeObserver(observer) }
    }
  }
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  public func _subscribe(
    _ receive: @escaping (Void) -> Void, complete: @escaping (Subscribers.Completion<Never>) -> Void
  ) -> AnyCancellable {
    subscribers.add(receive, complete)
  }
}

extension View {
  /// Performs `action` with each value `publisher` sends while this view
  /// is in a running graph (see the essay above).
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}

/// The subscription an `onReceive` holds, with the latest action.
final class ReceiveSubscription<Output> {
  var action: (Output) -> Void
  var cancellable: AnyCancellable?

  init(action: @escaping (Output) -> Void) { self.action = action }
}

struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let memory = inputs.memory, let store = inputs.stateStore, !inputs.seeding {
      let key = StateStore.Key(identity: inputs.identity, property: .onReceive)
      let action = self.action
      if let subscription = store.box(for: key, make: { ReceiveSubscription<P.Output>(action: action) }).value
        as? ReceiveSubscription<P.Output>
      {
        subscription.action = action
        let publisher = self.publisher
        memory.lifecycle.appear(
          at: inputs.identity,
          onAppear: { [weak subscription] in
            subscription?.cancellable = publisher.sink { value in subscription?.action(value) }
          },
          onDisappear: { [weak subscription] in
            subscription?.cancellable?.cancel()
            subscription?.cancellable = nil
          })
      }
    }
    return content(inputs)
  }
}
