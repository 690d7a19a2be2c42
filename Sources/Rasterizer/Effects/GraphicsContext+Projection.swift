import FlipbookCore
import Foundation

// MARK: - Projective layers
//
// Cairo draws through affine transforms only, so a perspective transform
// (a 3D rotation's) is applied to pixels: the content is drawn flat into a
// layer, then each pixel of the destination that the projected content can
// reach is mapped back through the inverse homography (in device pixels:
// `D⁻¹ · M · D`, D the device transform) and sampled bilinearly from the
// layer's premultiplied pixels. A destination point whose source lies
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
    var minX = width, minY = height, maxX = -1, maxY = -1
    source.withPixels { pixels, stride in
      for y in 0..<height {
        for x in 0..<width where pixels[y * stride + x] >> 24 != 0 {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
    }
    guard maxX >= minX, maxY >= minY else { return }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX + 1, y: minY), CGPoint(x: minX, y: maxY + 1),
      CGPoint(x: maxX + 1, y: maxY + 1),
    ].map { forward.apply($0) }
    var bounds = (x0: 0, y0: 0, x1: width, y1: height)
    if corners.allSatisfy({ $0.w > 0 && $0.point.x.isFinite && $0.point.y.isFinite }) {
      let xs = corners.map(\.point.x), ys = corners.map(\.point.y)
      bounds = (
        max(Int(xs.min()!.rounded(.down)) - 1, 0), max(Int(ys.min()!.rounded(.down)) - 1, 0),
        min(Int(xs.max()!.rounded(.up)) + 1, width), min(Int(ys.max()!.rounded(.up)) + 1, height)
      )
    }
    guard bounds.x1 > bounds.x0, bounds.y1 > bounds.y0 else { return }
    source.withPixels { src, srcStride in
      target.withPixels { dst, dstStride in
        for y in bounds.y0..<bounds.y1 {
          for x in bounds.x0..<bounds.x1 {
            let (point, _) = inverse.apply(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
            guard point.x.isFinite, point.y.isFinite else { continue }
            // In front of the viewer only.
            let w = point.x * forward.m13 + point.y * forward.m23 + forward.m33
            guard w > 0 else { continue }
            let sx = point.x - 0.5, sy = point.y - 0.5
            guard sx > -1, sy > -1, sx < CGFloat(width), sy < CGFloat(height) else { continue }
            let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
            let fx = Float(sx - CGFloat(x0)), fy = Float(sy - CGFloat(y0))
            var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
            @inline(__always) func add(_ px: Int, _ py: Int, _ weight: Float) {
              guard weight > 0, px >= 0, py >= 0, px < width, py < height else { return }
              let p = src[py * srcStride + px]
              a += Float(p >> 24) * weight
              r += Float((p >> 16) & 0xFF) * weight
              g += Float((p >> 8) & 0xFF) * weight
              b += Float(p & 0xFF) * weight
            }
            add(x0, y0, (1 - fx) * (1 - fy))
            add(x0 + 1, y0, fx * (1 - fy))
            add(x0, y0 + 1, (1 - fx) * fy)
            add(x0 + 1, y0 + 1, fx * fy)
            let channels = (a, r, g, b)
            func byte(_ v: Float) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
            let alpha = byte(channels.0)
            dst[y * dstStride + x] =
              alpha << 24 | min(byte(channels.1), alpha) << 16 | min(byte(channels.2), alpha) << 8
              | min(byte(channels.3), alpha)
          }
        }
      }
    }
  }
}
