import Foundation

/// A colour effect: its content composited once as a layer, then filtered
/// pixel by pixel (`brightness`, `contrast`, `saturation`, `hueRotation`,
/// `colorInvert`, `grayscale`, `colorMultiply`, `luminanceToAlpha`). The
/// matrices are written down in `ColorMatrix`; they work on 8-bit sRGB
/// components, as SwiftUI's do unless a view asks for linear colour.
protocol ColorFilterEffect: RenderEffect {
  /// The filter, nil when the effect changes nothing (an amount of NaN).
  var filter: GraphicsContext.Filter? { get }
}

extension ColorFilterEffect {
  func lower(_ content: DisplayList, in frame: CGRect, into list: inout DisplayList) {
    guard let filter else { return list.append(contentsOf: content) }
    var layer = DisplayList()
    layer.append(.compositingGroup, content)
    list.append(.filter(filter), layer)
  }
}

/// `value`, or nil when it is NaN or infinite: a colour effect's amount
/// that cannot be drawn changes nothing (documented on each modifier).
func finiteAmount(_ value: Double) -> Double? { value.isFinite ? value : nil }
