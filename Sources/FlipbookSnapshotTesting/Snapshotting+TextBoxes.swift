import Flipbook
import FlipbookTesting
import Encoders
import Foundation
import SnapshotTesting
import Testing

// The glyph-box option of the image strategies (`textAsBoxes: true`): for
// references recorded on iOS, where text is SF Pro and Flipbook's is
// Inter, text runs are compared by where their ink is and what it is like,
// everything else by its pixels (see TextBoxComparison.swift in
// FlipbookTesting). The snapshot is still a PNG; the boxes come from the
// render's display list. A reference recorded at another device scale is
// compared with the view rendered again at that scale, boxes and all: the
// snapshot value carries the way to render it again.

/// A rendered snapshot with the boxes of the text it draws.
public struct TextBoxedImage: Sendable {
  /// The image.
  public var bitmap: Bitmap
  /// The text runs' boxes, in points (none for a reference read from disk).
  public var textBoxes: [CGRect]
  /// Each box's run length in characters (parallel to `textBoxes`; empty
  /// when unknown: every run is then judged as a long one).
  public var textLengths: [Int]
  /// Pixels per point.
  public var scale: CGFloat
  /// Renders the same view again at another scale (nil: it can't be, or
  /// the strategy was given its scale).
  public var rerender: (@Sendable (CGFloat) throws -> TextBoxedImage)?

  /// Creates a snapshot value.
  public init(
    bitmap: Bitmap, textBoxes: [CGRect], textLengths: [Int] = [], scale: CGFloat,
    rerender: (@Sendable (CGFloat) throws -> TextBoxedImage)? = nil
  ) {
    self.bitmap = bitmap
    self.textBoxes = textBoxes
    self.textLengths = textLengths
    self.scale = scale
    self.rerender = rerender
  }

  /// This snapshot at the device scale (1, 2 or 3) whose pixel size is
  /// `reference`'s, when its own differs and it can be rendered again; else
  /// at the first scale whose size differs from the reference's by no more
  /// than its text allows (`TextBoxComparison.sizesAreComparable`: an image
  /// sized to its text inherits the stand-in font's width error); nil
  /// otherwise (then it is compared as it is, and the sizes are reported).
  func matching(_ reference: Bitmap) -> TextBoxedImage? {
    guard reference.width != bitmap.width || reference.height != bitmap.height, let rerender else { return nil }
    if let exact = ReferenceScale.rendered(toMatch: reference, besides: scale, rerender, image: \.bitmap) {
      return exact
    }
    if comparable(with: reference) { return nil }
    for other in ReferenceScale.deviceScales where other != scale {
      if let again = try? rerender(other), again.comparable(with: reference) { return again }
    }
    return nil
  }

  private func comparable(with reference: Bitmap) -> Bool {
    TextBoxComparison.sizesAreComparable(
      expected: (reference.width, reference.height), actual: (bitmap.width, bitmap.height), textBoxes: textBoxes,
      scale: scale)
  }
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
        let actual = actual.matching(expected.bitmap) ?? actual
        let comparison = TextBoxComparison(
          expected: expected.bitmap, actual: actual.bitmap, textBoxes: actual.textBoxes, textLengths: actual.textLengths,
          scale: actual.scale, tolerance: tolerance)
        guard !comparison.passes else { return nil }
        let attachments = DiffAttachment.strip(expected.bitmap, actual.bitmap, tolerance: tolerance, name: "difference.png")
        return ("Newly-taken snapshot does not match reference: \(comparison.summary)", attachments)
      })
  }
}

extension Snapshotting where Value: Flipbook.View, Format == TextBoxedImage {
  /// The view as an image, its text compared by its boxes when
  /// `textAsBoxes` (the other parameters as the plain `.image`'s). When the
  /// strategy picks the scale itself (no `displayScale` in `traits`), a
  /// reference of another device scale is compared with the view rendered
  /// at that scale, as the plain `.image` does.
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
        return try TextBoxedImage.render(
          HeldView(view: view), layout: layout, traits: traits, scale: nil, textAsBoxes: textAsBoxes)
      } catch {
        return TextBoxedImage(
          bitmap: failedSnapshot("the view cannot be rendered for its snapshot: \(error)"), textBoxes: [], scale: 1)
      }
    }
  }
}

extension TextBoxedImage {
  /// `held`'s view rendered by `layout` at `scale` (nil: the strategy's
  /// own), with its text runs when `textAsBoxes`, and the way to render it
  /// again when the traits give no display scale.
  fileprivate static func render<V: Flipbook.View>(
    _ held: HeldView<V>, layout: SwiftUISnapshotLayout, traits: UITraitCollection, scale: CGFloat?, textAsBoxes: Bool
  ) throws -> TextBoxedImage {
    let session = try layout.session(held.view, traits: traits, scale: scale)
    let runs: [(box: CGRect, characters: Int)] = textAsBoxes ? try session.displayList().textRuns : []
    let again: (@Sendable (CGFloat) throws -> TextBoxedImage)? =
      traits.hasDisplayScale
      ? nil
      : { @Sendable (other: CGFloat) in try render(held, layout: layout, traits: traits, scale: other, textAsBoxes: textAsBoxes) }
    return TextBoxedImage(
      bitmap: try session.image(), textBoxes: runs.map { $0.box }, textLengths: runs.map { $0.characters },
      scale: session.scale, rerender: again)
  }
}

/// A view carried in a snapshot value so that its comparison can render it
/// again at the reference's scale. `@unchecked Sendable`: swift-snapshot-
/// testing makes the value and compares it one after the other on the
/// asserting test's thread, and the view is only read.
private struct HeldView<V: Flipbook.View>: @unchecked Sendable {
  let view: V
}
