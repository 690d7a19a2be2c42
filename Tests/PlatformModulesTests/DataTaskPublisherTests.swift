import Combine
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import Testing

/// Answers `https://flipbook.test/meals` with JSON and any other URL with
/// "not connected", as an app's tests stub the network.
final class StubProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    guard let url = request.url, url.path == "/meals" else {
      client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
      return
    }
    let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data(#"{"meals":[]}"#.utf8))
    client?.urlProtocolDidFinishLoading(self)
  }
  override func stopLoading() {}
}

/// Combine's `URLSession.dataTaskPublisher(for:)`, run as a view model's
/// network layer runs it: a real data task of the session (here through a
/// stub protocol, as an app's tests do), one value then the end, or the
/// task's `URLError`.
@Suite struct DataTaskPublisherTests {
  let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    return URLSession(configuration: configuration)
  }()

  /// Subscribes and waits for the end.
  func load(_ url: URL) async -> (data: Data?, status: Int?, error: URLError?) {
    await withCheckedContinuation { continuation in
      var cancellable: AnyCancellable?
      var data: Data?
      var status: Int?
      cancellable = session.dataTaskPublisher(for: url)
        .sink { completion in
          if case .failure(let error) = completion {
            continuation.resume(returning: (data, status, error))
          } else {
            continuation.resume(returning: (data, status, nil))
          }
          _ = cancellable
        } receiveValue: { value in
          data = value.data
          status = (value.response as? HTTPURLResponse)?.statusCode
        }
    }
  }

  @Test func aTaskDeliversItsDataThenFinishes() async throws {
    let result = await load(URL(string: "https://flipbook.test/meals")!)
    #expect(result.error == nil)
    #expect(result.status == 200)
    #expect(result.data == Data(#"{"meals":[]}"#.utf8))
  }

  @Test func aFailedTaskFailsWithItsURLError() async throws {
    let result = await load(URL(string: "https://flipbook.test/elsewhere")!)
    #expect(result.data == nil)
    #expect(result.error?.code == .notConnectedToInternet)
  }
}
