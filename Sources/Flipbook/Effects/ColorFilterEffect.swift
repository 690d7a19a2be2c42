import Foundation

// # Colour effects, and why a snapshot of them shows none
//
// A colour effect (`brightness`, `contrast`, `saturation`, `hueRotation`,
// `colorInvert`, `grayscale`, `colorMultiply`, `luminanceToAlpha`)
// composites its content once as a layer, then filters it pixel by pixel.
// The matrices are written down in `ColorMatrix`; they work on 8-bit sRGB
// components, as SwiftUI's do unless a view asks for linear colour.
//
// On iOS SwiftUI hands these effects to Core Animation as filters on the
// content's layer, and `CALayer.render(in:)` — how swift-snapshot-testing's
// `.image` strategies draw unless `drawHierarchyInKeyWindow` is set — does
// not draw layer filters. So an iOS-recorded snapshot shows the content
// unfiltered, and Flipbook's snapshot strategies (which say so through
// `snapshotRendersLayers`, as for List's cards) leave these effects out.
// Seen in WalletConnect/web3modal-swift's references: a disabled card's
// icon under `.saturation(0).opacity(0.5)` inside a view at 0.5 opacity is
// the icon's own colours at a quarter opacity over the card (yellow
// 255, 208, 1 recorded as 77, 65, 13 over a background of 17; its purple
// 123, 63, 228 as 44, 29, 70), in the card gallery and the chip buttons
// alike. liveview-native's rendering tests, which draw by `render(in:)`,
// need `.drawingGroup()` before brightness, colorInvert, colorMultiply,
// contrast, grayscale, luminanceToAlpha or saturation shows in their
// images: inside a drawing group SwiftUI rasterizes the subtree itself, so
// the effects are drawn there, and are here (`drawingGroup()` clears the
// flag for its content). Previews, films, `ImageRenderer` and
// `drawHierarchyInKeyWindow: true` draw every effect, as the screen does.
// Not measured: hueRotation (the same kind of Core Animation filter, left
// out with the others); blur, shadows and blend modes are drawn as before.
/// A colour effect: its content composited once as a layer, then filtered
/// pixel by pixel (see the note above).
protocol ColorFilterEffect: RenderEffect {
  /// The filter, nil when the effect changes nothing (an amount of NaN).
  var filter: GraphicsContext.Filter? { get }
}

extension EffectModifier where Self: ColorFilterEffect {
  /// The content under the effect, or the content alone where it is drawn
  /// as swift-snapshot-testing draws on iOS (the note above).
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    inputs.environment.snapshotRendersLayers ? node : effectNode(node, inputs)
  }
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
