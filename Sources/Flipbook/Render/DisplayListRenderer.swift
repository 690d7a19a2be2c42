import Foundation

/// Draws display lists into a `GraphicsContext`: a small dispatcher, each
/// item kind drawn by its own file (`DisplayListRenderer+Path.swift`,
/// `+Text`, `+Image`, `+Canvas`, `+Layer`, `+Clip`, `+Mask`), as resvg's renderer dispatches
/// to `path.rs`, `clip.rs`, `mask.rs`.
///
/// Nothing here resolves or lays out: a display list is all data (but a
/// Canvas's closure), so frames render in parallel.
enum DisplayListRenderer {
  /// Draws `list` into `context`.
  static func draw(_ list: DisplayList, into context: inout GraphicsContext) {
    for item in list.items { draw(item, into: &context) }
  }

  static func draw(_ item: DisplayList.Item, into context: inout GraphicsContext) {
    switch item {
    case .path(let path): drawPath(path, into: context)
    case .canvas(let canvas): drawCanvas(canvas, into: context)
    case .text(let text): drawText(text, into: context)
    case .image(let image): drawImage(image, into: context)
    case .backdrop(let backdrop):
      context.drawBackdrop(in: backdrop.path, blurRadius: backdrop.blurRadius, saturation: backdrop.saturation)
      context.fill(backdrop.path, with: backdrop.tint, style: backdrop.fillStyle)
    case .effect(let effect, let content):
      switch effect {
      case .opacity(let opacity): drawWithOpacity(opacity, content, into: context)
      case .transform(let transform): drawTransformed(transform, content, into: context)
      case .projection(let transform):
        context.drawLayer(projectedBy: transform) { inner in draw(content, into: &inner) }
      case .clip(let path, let style): drawClipped(to: path, style: style, content, into: context)
      case .mask(let mask): drawMasked(by: mask, content, into: context)
      case .filter(let filter): drawFiltered(filter, content, into: context)
      case .blendMode(let blendMode): drawBlended(blendMode, content, into: context)
      case .compositingGroup: drawAsLayer(content, into: context)
      case .symbol: draw(content, into: &context)
      }
    }
  }
}
