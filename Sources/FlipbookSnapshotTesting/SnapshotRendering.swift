import Flipbook
import FlipbookTesting
import Testing

/// A strategy's image: what `render` makes, or, when it throws, a failed
/// test saying `failure` and why, and the placeholder of `failedSnapshot`.
func renderedSnapshot(_ failure: String, _ render: () throws -> Bitmap) -> Bitmap {
  do {
    return try render()
  } catch {
    return failedSnapshot("\(failure): \(error)")
  }
}

/// A failed test saying `message`, and a 1 × 1 placeholder image (a size
/// every comparison can take, and which then fails too): strategies cannot
/// throw.
func failedSnapshot(_ message: String) -> Bitmap {
  GoldenReport.fail(message, GoldenCallSite())
  return try! Bitmap(width: 1, height: 1)
}
