import CCairo
import Foundation

/// A Cairo scaled font (one face at one size with Flipbook's font options),
/// owned and released in `deinit`. Cairo shares scaled fonts between
/// threads safely, so shaped text draws from any thread.
final class ScaledFont: @unchecked Sendable, Hashable {
  let pointer: OpaquePointer
  /// Whether the face has colour glyphs (emoji): drawn in their own colours,
  /// not the text's.
  let hasColor: Bool

  init(referencing pointer: OpaquePointer, hasColor: Bool) {
    self.pointer = cairo_scaled_font_reference(pointer)
    self.hasColor = hasColor
  }

  deinit { cairo_scaled_font_destroy(pointer) }

  static func == (a: ScaledFont, b: ScaledFont) -> Bool { a.pointer == b.pointer }
  func hash(into hasher: inout Hasher) { hasher.combine(pointer) }
}
