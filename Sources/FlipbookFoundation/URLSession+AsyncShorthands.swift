#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

// Apple's Foundation declares the async transfer methods twice (iOS 15):
// `data(from:)` and `data(from:delegate:)`, and so on. swift-corelibs-
// foundation declares only the second, its delegate defaulted to nil, so a
// call `session.data(from: url)` compiles but the method named as a value,
// `session.data(from:)` (an image loader handed its fetch function, as
// gonzalezreal/NetworkImage's `DefaultNetworkImageLoader(cache:session:)`),
// does not. These are the short forms, each the long one with no delegate.
extension URLSession {
  /// The contents of `url` and the response, as Apple's `data(from:)`.
  public func data(from url: URL) async throws -> (Data, URLResponse) {
    try await data(from: url, delegate: nil)
  }

  /// The data `request` loads and the response, as Apple's `data(for:)`.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await data(for: request, delegate: nil)
  }

  /// Uploads `bodyData` with `request`, as Apple's `upload(for:from:)`.
  public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
    try await upload(for: request, from: bodyData, delegate: nil)
  }

  /// Uploads the file at `fileURL` with `request`, as Apple's
  /// `upload(for:fromFile:)`.
  public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
    try await upload(for: request, fromFile: fileURL, delegate: nil)
  }

  /// Downloads `url` to a temporary file, as Apple's `download(from:)`.
  public func download(from url: URL) async throws -> (URL, URLResponse) {
    try await download(from: url, delegate: nil)
  }

  /// Downloads what `request` loads to a temporary file, as Apple's
  /// `download(for:)`.
  public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
    try await download(for: request, delegate: nil)
  }
}

extension URLCache {
  /// A cache of `memoryCapacity` bytes in memory and `diskCapacity` on
  /// disk, in `directory` (nil: the default location), as Apple's
  /// `init(memoryCapacity:diskCapacity:directory:)` (iOS 13), which
  /// swift-corelibs-foundation lacks: it has only the older `diskPath:`
  /// form, with no default, so `URLCache(memoryCapacity:diskCapacity:)`
  /// did not compile.
  public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
    self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
  }
}
#endif
