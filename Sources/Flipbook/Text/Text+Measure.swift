import Foundation
import Rasterizer

extension Text {
  /// The size this text takes set in `environment` (its font, Dynamic Type
  /// size, tracking), on one line per paragraph or wrapped to `width`: for
  /// Flipbook's own modules that must know a label's size before it is a
  /// view (a chart's axis labels decide where its plot area ends).
  package func measuredSize(in environment: EnvironmentValues, width: CGFloat? = nil) -> CGSize {
    TextLayout.make(resolved(in: environment).paragraph, width: width, height: nil).size
  }
}

extension Anchor {
  /// An anchor holding `value`, already in the root's space (a value
  /// another module computed from a `GeometryProxy`'s global frame).
  package init(rootSpaceValue value: Value) { self.value = value }
}
