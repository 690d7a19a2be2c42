import Flipbook
import Foundation

// # Comparing at the reference's scale
//
// On iOS an image strategy renders at the screen scale of the simulator the
// suite runs on: references recorded on an iPhone SE or iPad simulator are
// 2×, on a recent iPhone 3×, and `ViewImageConfig` carries no scale to say
// which. Flipbook renders at the recording device's scale
// (`SnapshotReferences`), else `ViewImageConfig.recordingScale` (3), unless
// the traits give a `displayScale`. So when a reference's pixel size differs
// from the render's, and the strategy chose the scale itself, the view is
// rendered again at 1×, 2× and 3× (the scales iOS devices have); the first
// whose size is the reference's is compared instead. A size that no scale
// gives still fails, as before, naming both sizes. The way to render again
// travels inside the snapshot value (`SnapshotImage.rerender`).

enum ReferenceScale {
  /// The scales iOS devices have.
  static let deviceScales: [CGFloat] = [1, 2, 3]
}

extension UITraitCollection {
  /// Whether the traits name a display scale (iOS's unspecified is 0).
  var hasDisplayScale: Bool { displayScale > 0 && displayScale.isFinite }
}
