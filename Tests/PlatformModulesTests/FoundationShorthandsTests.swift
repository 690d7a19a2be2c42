import Flipbook
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Foundation calls that compile on Apple's platforms and, without
/// FlipbookFoundation, not on Linux: each found in a public package
/// (gonzalezreal/swift-markdown-ui and its NetworkImage) that failed to
/// build unchanged.
@Suite struct FoundationShorthandsTests {
  /// NetworkImage hands `session.data(from:)` to its loader as a value;
  /// swift-corelibs-foundation has only `data(from:delegate:)`.
  @Test func urlSessionsShortAsyncFormsAreValues() {
    let session = URLSession(configuration: .ephemeral)
    let load: (URL) async throws -> (Data, URLResponse) = session.data(from:)
    let send: (URLRequest) async throws -> (Data, URLResponse) = session.data(for:)
    let upload: (URLRequest, Data) async throws -> (Data, URLResponse) = session.upload(for:from:)
    let download: (URL) async throws -> (URL, URLResponse) = session.download(from:)
    _ = (load, send, upload, download)
  }

  /// A short form answers as the long form with no delegate does (here
  /// for a scheme corelibs' URLSession does not load: the same error).
  @Test func aShortFormForwardsToTheLongOne() async {
    let url = URL(string: "flipbook-nowhere://example/item")!
    var short: URLError.Code?
    var long: URLError.Code?
    do { _ = try await URLSession.shared.data(from: url) } catch { short = (error as? URLError)?.code }
    do { _ = try await URLSession.shared.data(from: url, delegate: nil) } catch { long = (error as? URLError)?.code }
    #expect(short != nil)
    #expect(short == long)
  }

  /// `URLCache(memoryCapacity:diskCapacity:directory:)` (iOS 13), which
  /// corelibs names with `diskPath:`.
  @Test func urlCacheTakesADirectory() {
    let cache = URLCache(memoryCapacity: 1 << 20, diskCapacity: 0, directory: nil)
    #expect(cache.memoryCapacity == 1 << 20)
    #expect(cache.diskCapacity == 0)
  }

  /// `dlclose(dlopen(…))` with the optional handle Glibc returns, as on
  /// Darwin: a real handle closes (0); nil answers -1.
  @Test func dlcloseTakesTheOptionalHandle() {
    let handle = dlopen(nil, RTLD_LAZY)
    #expect(handle != nil)
    #expect(dlclose(handle) == 0)
    let none: UnsafeMutableRawPointer? = nil
    #expect(dlclose(none) == -1)
  }
}
