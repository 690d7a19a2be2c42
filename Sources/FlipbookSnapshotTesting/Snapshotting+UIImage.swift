import Flipbook
import SnapshotTesting

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// An image compared with its reference pixel for pixel, as iOS's
  /// `SimplySnapshotting<UIImage>.image`: the base a suite's own image
  /// strategies pull back from (`SimplySnapshotting.image(...).pullback {
  /// view in … }`).
  public static var image: Snapshotting { .image() }

  /// An image compared with its reference, as iOS's
  /// `image(precision:perceptualPrecision:scale:)`, with Flipbook's
  /// `crossRenderer` and `textAsBoxes` (`Diffing<UIImage>.image`). A
  /// snapshot Flipbook rendered keeps its text boxes and its way to render
  /// again; any other image is compared by its pixels.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil, crossRenderer: Bool? = nil,
    textAsBoxes: Bool? = nil
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(
        precision: precision, perceptualPrecision: perceptualPrecision, scale: scale, crossRenderer: crossRenderer,
        textAsBoxes: textAsBoxes))
  }
}
