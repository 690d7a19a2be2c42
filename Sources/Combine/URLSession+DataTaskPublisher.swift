import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Combine's `URLSession.dataTaskPublisher(for:)`, which Apple's Foundation
// overlay adds: the network layer of countless view models
// (`session.dataTaskPublisher(for: request).tryMap { … }.decode(…)`).
//
// It runs the request as Apple's does, with a real data task of the
// session (FoundationNetworking, over libcurl): the task starts when the
// subscriber first asks for a value, delivers one `(data, response)` and
// finishes, or fails with the task's `URLError`; cancelling the
// subscription cancels the task. Nothing is faked: a machine without the
// network (a CI runner) sees the error the app's own error path handles,
// as a phone in airplane mode does. Deliveries come on the session's
// delegate queue, not the main thread, as on iOS (`receive(on:)` moves
// them; inside a film, onto film time).

extension URLSession {
  /// A publisher of the data at `url`, as Combine's
  /// `URLSession.dataTaskPublisher(for:)`.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher of the data `request` loads, as Combine's
  /// `URLSession.dataTaskPublisher(for:)`.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// The data a request loads, as Combine's `URLSession.DataTaskPublisher`.
  public struct DataTaskPublisher: OpenCombine.Publisher, @unchecked Sendable {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The request the task runs.
    public let request: URLRequest
    /// The session that runs it.
    public let session: URLSession

    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
      subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, subscriber: subscriber))
    }
  }
}

/// One subscription's data task: started on the first demand, delivered
/// once, cancelled with the subscription. Its state is behind `lock`: the
/// task completes on the session's queue while the subscriber may cancel
/// from any thread.
private final class DataTaskSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == URLSession.DataTaskPublisher.Output, S.Failure == URLError {
  private let lock = NSLock()
  private let request: URLRequest
  private let session: URLSession
  private var subscriber: S?
  private var task: URLSessionDataTask?

  init(request: URLRequest, session: URLSession, subscriber: S) {
    self.request = request
    self.session = session
    self.subscriber = subscriber
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard subscriber != nil, task == nil else {
      lock.unlock()
      return
    }
    let task = session.dataTask(with: request) { [weak self] data, response, error in
      self?.finish(data: data, response: response, error: error)
    }
    self.task = task
    lock.unlock()
    task.resume()
  }

  private func finish(data: Data?, response: URLResponse?, error: Error?) {
    lock.lock()
    let subscriber = self.subscriber
    self.subscriber = nil
    task = nil
    lock.unlock()
    guard let subscriber else { return }
    if let error {
      subscriber.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    } else if let response {
      _ = subscriber.receive((data: data ?? Data(), response: response))
      subscriber.receive(completion: .finished)
    } else {
      subscriber.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }

  func cancel() {
    lock.lock()
    let task = self.task
    self.task = nil
    subscriber = nil
    lock.unlock()
    task?.cancel()
  }
}
