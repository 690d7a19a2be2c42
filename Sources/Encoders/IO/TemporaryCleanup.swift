import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Removes the temporaries this process is writing when it is asked to
/// stop (SIGTERM, SIGINT), then stops as the signal would have stopped it.
///
/// A writer registers its temporary file (or staging directory) while it
/// writes and unregisters it once committed or abandoned. The first
/// registration installs the handlers: the signals are taken off their
/// default action and delivered to a dispatch source instead, whose handler
/// (on a queue, not in signal context, so it may use the file system)
/// removes what is registered, restores the default action and raises the
/// signal again. A kill -9 can't be caught: what it leaves, the next writer
/// of the same destination removes (its owner is gone; AtomicFileWriter).
enum TemporaryCleanup {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: [Int: String] = [:]
  nonisolated(unsafe) private static var next = 0
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  /// Registers `path` for removal on SIGTERM/SIGINT; returns its token.
  static func register(_ path: String) -> Int {
    lock.withLock {
      if sources.isEmpty { install() }
      next += 1
      paths[next] = path
      return next
    }
  }

  /// Forgets the path of `token` (written, or removed).
  static func unregister(_ token: Int) {
    lock.withLock { _ = paths.removeValue(forKey: token) }
  }

  /// The paths registered now (for tests).
  static var registered: [String] { lock.withLock { Array(paths.values) } }

  private static func install() {
    for sig in [SIGTERM, SIGINT] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: DispatchQueue.global())
      source.setEventHandler {
        let doomed = lock.withLock { Array(paths.values) }
        for path in doomed { try? FileManager.default.removeItem(atPath: path) }
        signal(sig, SIG_DFL)
        raise(sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
