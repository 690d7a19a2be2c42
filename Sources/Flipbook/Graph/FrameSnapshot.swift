import Foundation

/// One frame, ready to draw: the display list of a pass and its canvas.
/// A value, so frames draw in parallel.
struct FrameSnapshot: Equatable, Sendable {
  let displayList: DisplayList
  /// The canvas in points.
  let canvasSize: CGSize
  /// The colour scheme a view prefers for the whole window
  /// (`preferredColorScheme(_:)`), if any: a session whose background is
  /// the scheme's (white or black) draws that scheme's instead.
  var preferredColorScheme: ColorScheme? = nil

  /// Whether the canvas has no area at `scale`: finite and under half a
  /// pixel in some dimension. The one place "empty view" is decided
  /// (`ImageRenderer` then gives nil, a film throws `emptyView`). A
  /// non-finite canvas is not empty: drawing it throws `invalidSize`.
  func isEmpty(scale: CGFloat) -> Bool {
    let width = canvasSize.width * scale, height = canvasSize.height * scale
    return width.isFinite && height.isFinite && (width < 0.5 || height < 0.5)
  }

  /// Draws the display list over `background` into a bitmap.
  /// - Throws: `RasterizerError` for a canvas that is not finite or too
  ///   large; `FlipbookError.missingFonts` when the frame draws text and the
  ///   bundled fonts are not installed (rather than drawing other fonts).
  func render(scale: CGFloat, environment: EnvironmentValues, background: Color?) throws -> Bitmap {
    if displayList.containsText {
      let missing = FontLibrary.shared.status
      if !missing.isEmpty { throw FlipbookError.missingFonts(packages: missing.map(\.package)) }
    }
    // Drawing recurses once per nested effect: a deep list draws on a
    // large stack (a thread of its own), a usual one right here.
    // A canvas's closure is the app's main-actor code (MainActorStandIn).
    guard displayList.depth > 256 else {
      return try MainActorStandIn.run { try draw(scale: scale, environment: environment, background: background) }
    }
    return try LargeStack.run { try draw(scale: scale, environment: environment, background: background) }
  }

  private func draw(scale: CGFloat, environment: EnvironmentValues, background: Color?) throws -> Bitmap {
    try Bitmap.render(size: canvasSize, scale: scale, environment: environment) { graphics in
      if let background {
        // The whole bitmap, including the last pixel row and column when
        // the canvas is not a whole number of pixels.
        let covered = CGSize(width: (canvasSize.width * scale).rounded(.up) / scale + 1,
                             height: (canvasSize.height * scale).rounded(.up) / scale + 1)
        graphics.fill(Path(CGRect(origin: .zero, size: covered)), with: .color(background))
      }
      DisplayListRenderer.draw(displayList, into: &graphics)
    }
  }
}
