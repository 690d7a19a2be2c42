#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLSessionConfiguration {
  /// Whether a session's tasks wait for connectivity instead of failing
  /// at once, as Apple's `waitsForConnectivity`. swift-corelibs-foundation
  /// declares it get-only and never waits, so an API client's
  /// `configuration.waitsForConnectivity = true` did not compile; here the
  /// assignment compiles and, as corelibs can't wait, changes nothing: the
  /// value reads false, and a task without the network fails at once
  /// (what a render wants: no request hangs it).
  public var waitsForConnectivity: Bool {
    get { false }
    set {}
  }
}
#endif
