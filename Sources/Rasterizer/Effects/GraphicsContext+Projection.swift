import CFlipbookPixels
import FlipbookCore
import Foundation

// MARK: - Projective layers
//
// Cairo draws through affine transforms only, so a perspective transform
// (a 3D rotation's) is applied to pixels: the content is drawn flat into a
// layer, then each pixel of the destination that the projected content can
// reach is mapped back through the inverse homography (in device pixels:
// `D⁻¹ · M · D`, D the device transform) and sampled bilinearly from the
// layer's premultiplied pixels (in C, `fbp_warp`). A destination point whose source lies
// behind the viewer (W ≤ 0 in the forward map) stays empty, so a card
// turned past 90° doesn't show a mirrored ghost. The warped layer is then
// composited like any layer (clips, opacity, filters). Affine transforms
// skip all this and draw directly, as vectors.
//
// Bilinear sampling is exact where the projection magnifies or keeps the
// scale and aliases a little where it shrinks content strongly (a card
// nearly edge-on); a 3D flip spends only a few frames there.

extension GraphicsContext {
  /// Draws `content` (in this context's user space) projected by
  /// `transform` (user space to user space). Used by Flipbook's projection
  /// and 3D rotation effects; not SwiftUI API.
  package func drawLayer(projectedBy transform: ProjectionTransform, content: (inout GraphicsContext) throws -> Void) rethrows {
    guard transform.isFinite, transform.isInvertible else { return }
    if transform.isAffine {
      var inner = self
      inner.transform = transform.affine.concatenating(self.transform)
      try content(&inner)
      return
    }
    guard deviceTransform.isInvertibleAndFinite, let layer = canvas.makeLayer() else { return }
    var inner = GraphicsContext(canvas: layer, environment: environment)
    inner.transform = self.transform
    try content(&inner)
    let device = ProjectionTransform(deviceTransform)
    let forward = device.inverted().concatenating(transform).concatenating(device)
    var inverse = forward
    guard inverse.invert(), let warped = canvas.makeLayer() else { return }
    Self.warp(layer, into: warped, forward: forward, inverse: inverse)
    composite(warped)
  }

  /// Fills `target` with `source` seen through `forward` (source pixel
  /// space to target pixel space), sampling through `inverse`.
  static func warp(_ source: CairoCanvas, into target: CairoCanvas, forward: ProjectionTransform, inverse: ProjectionTransform) {
    let width = source.width, height = source.height
    // Where the drawing is in the source, to bound the work.
    guard let ink = source.inkRect() else { return }
    let (minX, minY, maxX, maxY) = (ink.x0, ink.y0, ink.x1 - 1, ink.y1 - 1)
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX + 1, y: minY), CGPoint(x: minX, y: maxY + 1),
      CGPoint(x: maxX + 1, y: maxY + 1),
    ].map { forward.apply($0) }
    var bounds = (x0: 0, y0: 0, x1: width, y1: height)
    if corners.allSatisfy({ $0.w > 0 && $0.point.x.isFinite && $0.point.y.isFinite }) {
      // Clamped far outside any canvas first, so a corner near infinity can't trap.
      let xs = corners.map { min(max($0.point.x, -1e7), 1e7) }, ys = corners.map { min(max($0.point.y, -1e7), 1e7) }
      bounds = (
        max(Int(xs.min()!.rounded(.down)) - 1, 0), max(Int(ys.min()!.rounded(.down)) - 1, 0),
        min(Int(xs.max()!.rounded(.up)) + 1, width), min(Int(ys.max()!.rounded(.up)) + 1, height)
      )
    }
    guard bounds.x1 > bounds.x0, bounds.y1 > bounds.y0 else { return }
    let inverseMatrix: [Double] = [inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23,
      inverse.m31, inverse.m32, inverse.m33]
    let forwardMatrix: [Double] = [forward.m11, forward.m12, forward.m13, forward.m21, forward.m22, forward.m23,
      forward.m31, forward.m32, forward.m33]
    source.withPixels { src, srcStride in
      target.withPixels { dst, dstStride in
        fbp_warp(src, srcStride, Int32(width), Int32(height), dst, dstStride, Int32(bounds.x0), Int32(bounds.y0),
          Int32(bounds.x1), Int32(bounds.y1), inverseMatrix, forwardMatrix)
      }
    }
  }
}
