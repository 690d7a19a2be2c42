import Foundation

// Combine's `Merge` family (see Publishers+CombineLatest.swift for why it
// is here and how values reach the subscriber).

extension Publishers {
  /// Subscribes `relay` to each of `upstreams`, passing every value on.
  static func merge<Output, Failure: Error>(_ upstreams: [AnyPublisher<Output, Failure>], relay: Relay<Output, Failure>) {
    for upstream in upstreams { relay.follow(upstream) { relay.send($0) } }
  }

  /// The values of any number of publishers of one type, in arrival order,
  /// as Combine's `Publishers.MergeMany`.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(subscriber, upstreams: publishers.count, latestOnly: false)
      subscriber.receive(subscription: relay)
      Publishers.merge(publishers.map { $0.eraseToAnyPublisher() }, relay: relay)
      if publishers.isEmpty { relay.upstreamFinished() }
    }

    /// These publishers and `other`.
    public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
  }

  /// The values of two publishers, in arrival order, as Combine's
  /// `Publishers.Merge`.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(subscriber, upstreams: 2, latestOnly: false)
      subscriber.receive(subscription: relay)
      Publishers.merge([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], relay: relay)
    }
  }

  /// The values of three publishers, in arrival order.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = A.Output
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
      let relay = Relay<Output, Failure>(subscriber, upstreams: 3, latestOnly: false)
      subscriber.receive(subscription: relay)
      Publishers.merge([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()], relay: relay)
    }
  }

  /// The values of four publishers, in arrival order.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, C.Output == D.Output, A.Failure == B.Failure,
    B.Failure == C.Failure, C.Failure == D.Failure
  {
    public typealias Output = A.Output
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
      let relay = Relay<Output, Failure>(subscriber, upstreams: 4, latestOnly: false)
      subscriber.receive(subscription: relay)
      Publishers.merge(
        [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()],
        relay: relay)
    }
  }
}

extension Publisher {
  /// This publisher's values and `other`'s, in arrival order, as Combine's
  /// `merge(with:)`.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// This publisher's values and two others'.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }

  /// This publisher's values and three others'.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure
  {
    Publishers.Merge4(self, b, c, d)
  }
}
