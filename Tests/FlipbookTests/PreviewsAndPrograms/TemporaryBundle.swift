import Foundation

/// A bundle folder in the temporary directory, removed with the object, and
/// the asset catalog path inside it: tests build image and symbol sets in
/// `catalog` and load them through `bundle`.
class TemporaryBundle {
  let root: URL
  var bundle: Bundle { Bundle(path: root.path)! }
  /// `Assets.xcassets` in the bundle (created by the sets written into it).
  var catalog: URL { root.appendingPathComponent("Assets.xcassets") }

  /// A fresh folder named `prefix` and a UUID.
  init(prefix: String) {
    root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}
