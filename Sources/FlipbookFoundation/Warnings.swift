import Foundation

/// Warnings on standard error, each printed once per process however often
/// its cause recurs (a missing colour or image is resolved every frame).
/// Rendering goes on: these mirror the console messages iOS prints.
package enum Warnings {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var printed: Set<String> = []

  /// Prints "Flipbook: `message`" unless it was printed before.
  package static func once(_ message: String) {
    guard lock.withLock({ printed.insert(message).inserted }) else { return }
    FileHandle.standardError.write(Data("Flipbook: \(message)\n".utf8))
  }
}
