import Flipbook
import FlipbookTesting
import Encoders
import Foundation
import SnapshotTesting
import Testing

// The glyph-box option of the image strategies (`textAsBoxes: true`): for
// references recorded on iOS, where text is SF Pro and Flipbook's is
// Inter, text runs are compared by where their ink is, everything else by
// its pixels (see TextBoxComparison.swift in FlipbookTesting). The
// snapshot is still a PNG; the boxes come from the render's display list.

/// A rendered snapshot with the boxes of the text it draws.
public struct TextBoxedImage: Sendable {
  /// The image.
  public var bitmap: Bitmap
  /// The text runs' boxes, in points (none for a reference read from disk).
  public var textBoxes: [CGRect]
  /// Pixels per point.
  public var scale: CGFloat
}

extension Diffing where Value == TextBoxedImage {
  /// Compares images, text by its boxes (see the file's note), the rest as
  /// `Diffing<Bitmap>.image` does.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, crossRenderer: Bool = false) -> Diffing {
    let bitmaps = Diffing<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision, crossRenderer: crossRenderer)
    var tolerance = GoldenTolerance.perceptual(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
    if crossRenderer { tolerance = tolerance.ignoringAntialiasing() }
    return .diff(
      toData: { bitmaps.toData($0.bitmap) },
      fromData: { TextBoxedImage(bitmap: bitmaps.fromData($0), textBoxes: [], scale: 1) },
      diffV2: { expected, actual in
        let comparison = TextBoxComparison(
          expected: expected.bitmap, actual: actual.bitmap, textBoxes: actual.textBoxes, scale: actual.scale,
          tolerance: tolerance)
        guard !comparison.passes else { return nil }
        let attachments = DiffAttachment.strip(expected.bitmap, actual.bitmap, tolerance: tolerance, name: "difference.png")
        return ("Newly-taken snapshot does not match reference: \(comparison.summary)", attachments)
      })
  }
}

extension Snapshotting where Value: Flipbook.View, Format == TextBoxedImage {
  /// The view as an image, its text compared by its boxes when
  /// `textAsBoxes` (the other parameters as the plain `.image`'s).
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init(), crossRenderer: Bool = false,
    textAsBoxes: Bool
  ) -> Snapshotting {
    Snapshotting<TextBoxedImage, TextBoxedImage>(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, crossRenderer: crossRenderer)
    ).pullback { view in
      do {
        let session = try layout.session(view, traits: traits)
        let bitmap = try session.image()
        let boxes = textAsBoxes ? try session.displayList().textBoxes : []
        return TextBoxedImage(bitmap: bitmap, textBoxes: boxes, scale: session.scale)
      } catch {
        return TextBoxedImage(
          bitmap: failedSnapshot("the view cannot be rendered for its snapshot: \(error)"), textBoxes: [], scale: 1)
      }
    }
  }
}
