import Foundation

// Combine's `CombineLatest` and `Merge` families, which OpenCombine 0.14
// lacks and view models use all the time (`Publishers.CombineLatest($name,
// $email)`, `$query.merge(with: refresh)`).
//
// Both subscribe to every upstream with unlimited demand and hand values to
// the downstream subscriber as it asks for them (`Relay`): `Merge` queues
// every value in arrival order; `CombineLatest` keeps only the newest
// combination (once each upstream has sent a value), so a slow subscriber
// sees the latest state, as Combine's does. Each finishes when all its
// upstreams have finished, and fails with the first failure, cancelling the
// others.

/// The subscription a combining publisher gives its subscriber.
final class Relay<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand: Subscribers.Demand = .none
  private var queue: [Output] = []
  private let latestOnly: Bool
  private var upstreams: [AnyCancellable] = []
  private var unfinished: Int
  private var isDraining = false
  private var finished = false

  init<S: Subscriber>(_ subscriber: S, upstreams count: Int, latestOnly: Bool)
  where S.Input == Output, S.Failure == Failure {
    downstream = AnySubscriber(subscriber)
    unfinished = count
    self.latestOnly = latestOnly
  }

  let combineIdentifier = CombineIdentifier()

  /// Subscribes to `upstream` for as long as the relay lasts: its values
  /// go to `receiveValue`; its end counts towards the relay's (a failure
  /// ends the relay at once).
  func follow<Value>(_ upstream: AnyPublisher<Value, Failure>, receiveValue: @escaping (Value) -> Void) {
    let subscription = upstream.sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: self.upstreamFinished()
        case .failure(let error): self.fail(error)
        }
      },
      receiveValue: receiveValue)
    lock.withLock { upstreams.append(subscription) }
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
    drain()
  }

  func cancel() {
    let held = lock.withLock { () -> [AnyCancellable] in
      downstream = nil
      defer { upstreams = [] }
      return upstreams
    }
    held.forEach { $0.cancel() }
  }

  /// A value for the subscriber (the newest replaces a waiting one when
  /// only the latest counts).
  func send(_ value: Output) {
    lock.withLock {
      if latestOnly { queue = [value] } else { queue.append(value) }
    }
    drain()
  }

  /// One upstream finished; the last one finishes the relay once its
  /// values are delivered.
  func upstreamFinished() {
    lock.withLock { unfinished -= 1 }
    drain()
  }

  /// An upstream failed: the subscriber is told, the others cancelled.
  func fail(_ error: Failure) {
    let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      guard !finished else { return nil }
      finished = true
      defer { downstream = nil }
      return downstream
    }
    cancel()
    target?.receive(completion: .failure(error))
  }

  private func drain() {
    guard lock.withLock({ () -> Bool in
      if isDraining { return false }
      isDraining = true
      return true
    }) else { return }
    while true {
      let step = lock.withLock { () -> (AnySubscriber<Output, Failure>, Output?)? in
        guard let downstream, !finished else { return nil }
        if demand > 0, !queue.isEmpty {
          demand -= 1
          return (downstream, queue.removeFirst())
        }
        if queue.isEmpty, unfinished <= 0 {
          finished = true
          self.downstream = nil
          return (downstream, nil)
        }
        return nil
      }
      guard let (target, value) = step else { break }
      if let value {
        let more = target.receive(value)
        lock.withLock { demand += more }
      } else {
        target.receive(completion: .finished)
        break
      }
    }
    lock.withLock { isDraining = false }
  }
}

/// The newest value of each of `count` upstreams, combined once all have
/// sent one.
final class LatestValues<Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Any?]

  init(count: Int) { values = Array(repeating: nil, count: count) }

  /// Stores `value` as upstream `index`'s; all the values, when every
  /// upstream has one.
  func set(_ value: Any, at index: Int) -> [Any]? {
    lock.withLock {
      values[index] = value
      return values.contains { $0 == nil } ? nil : values.map { $0! }
    }
  }
}

extension Publishers {
  /// Subscribes `relay` to each publisher in `upstreams`, combining the
  /// latest values with `combine`.
  static func combineLatest<Output, Failure: Error>(
    _ upstreams: [AnyPublisher<Any, Failure>], relay: Relay<Output, Failure>, combine: @escaping ([Any]) -> Output
  ) {
    let latest = LatestValues<Failure>(count: upstreams.count)
    for (index, upstream) in upstreams.enumerated() {
      relay.follow(upstream) { value in
        if let all = latest.set(value, at: index) { relay.send(combine(all)) }
      }
    }
  }

  /// A publisher of the latest values of two publishers, as Combine's
  /// `Publishers.CombineLatest`.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(subscriber, upstreams: 2, latestOnly: true)
      subscriber.receive(subscription: relay)
      Publishers.combineLatest([a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()], relay: relay) {
        ($0[0] as! A.Output, $0[1] as! B.Output)
      }
    }
  }

  /// A publisher of the latest values of three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(subscriber, upstreams: 3, latestOnly: true)
      subscriber.receive(subscription: relay)
      Publishers.combineLatest(
        [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
         c.map { $0 as Any }.eraseToAnyPublisher()], relay: relay
      ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
    }
  }

  /// A publisher of the latest values of four publishers.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(subscriber, upstreams: 4, latestOnly: true)
      subscriber.receive(subscription: relay)
      Publishers.combineLatest(
        [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
         c.map { $0 as Any }.eraseToAnyPublisher(), d.map { $0 as Any }.eraseToAnyPublisher()], relay: relay
      ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
    }
  }
}

extension Publisher {
  /// The latest values of this publisher and `other`, as Combine's
  /// `combineLatest(_:)`.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and `other`, transformed.
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
  {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// The latest values of this publisher and two others.
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
  where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, p, q)
  }

  /// The latest values of this publisher and two others, transformed.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, p, q).map(transform)
  }

  /// The latest values of this publisher and three others.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
    -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure
  {
    Publishers.CombineLatest4(self, p, q, r)
  }
}
