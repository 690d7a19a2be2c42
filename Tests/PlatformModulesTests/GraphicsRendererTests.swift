import Flipbook
import Foundation
import Testing
import UIKit

/// UIKit's image drawing: `UIGraphicsImageRenderer` and friends record into
/// a `CGContext`, and Flipbook draws the recording at the format's scale.
@Suite struct GraphicsRendererTests {
  /// The RGBA pixel at (x, y) of `image`'s bitmap.
  static func pixel(_ image: UIImage, _ x: Int, _ y: Int) throws -> [UInt8] {
    let renderer = ImageRenderer(content: Image(uiImage: image))
    renderer.scale = image.scale
    let bitmap = try #require(try renderer.render())
    let o = (y * bitmap.width + x) * 4
    return Array(bitmap.pixels[o..<o + 4])
  }

  static func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }

  /// A filled rectangle, a stroked path and a clip land where UIKit puts
  /// them: points × the format's scale, origin top left.
  @Test func fillsStrokesAndClipsLandOnTheirPixels() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: Self.format(scale: 2))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      let cg = context.cgContext
      cg.setStrokeColor(UIColor.blue.cgColor)
      cg.setLineWidth(2)
      cg.move(to: CGPoint(x: 20, y: 5))
      cg.addLine(to: CGPoint(x: 40, y: 5))
      cg.strokePath()
      cg.saveGState()
      cg.clip(to: CGRect(x: 0, y: 15, width: 5, height: 5))
      UIColor.green.setFill()
      UIRectFill(CGRect(x: 0, y: 10, width: 40, height: 10))
      cg.restoreGState()
    }
    #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
    let red = try Self.pixel(image, 5, 5)
    #expect(red == [255, 0, 0, 255], "UIColor.red is pure red, as UIKit's: \(red)")
    #expect(try Self.pixel(image, 25, 15)[3] == 0, "outside everything: transparent")
    #expect(try Self.pixel(image, 60, 10)[2] > 200, "the 2-pt blue line across y = 5 pt")
    #expect(try Self.pixel(image, 60, 6)[3] == 0, "the line is 2 pt thick, no more")
    #expect(try Self.pixel(image, 4, 36)[1] > 150, "green inside the clip")
    #expect(try Self.pixel(image, 20, 36)[3] == 0, "clipped away outside it")
  }

  /// `CGContext.draw(_:in:)` draws a CGImage upside down in UIKit's
  /// coordinates, as on iOS; `UIImage.draw(in:)` draws it upright.
  @Test func cgImagesDrawUpsideDownAndUIImagesUpright() throws {
    let half = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: Self.format(scale: 1)).image { _ in
      UIColor.black.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 5))
    }
    let cgImage = try #require(half.cgImage)
    let format = Self.format(scale: 1)
    let flipped = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image {
      $0.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let upright = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
      half.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(try Self.pixel(upright, 5, 2)[3] == 255 && Self.pixel(upright, 5, 8)[3] == 0)
    #expect(try Self.pixel(flipped, 5, 2)[3] == 0 && Self.pixel(flipped, 5, 8)[3] == 255)
  }

  /// A hosting controller's layer rendered into a renderer (a snapshot
  /// helper's "presentation layer" strategy) draws what its view shows.
  @Test func aLayerRendersItsViewsHierarchy() throws {
    let controller = UIHostingController(rootView: Color.orange.frame(width: 30, height: 30))
    let view = try #require(controller.view)
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    CATransaction.flush()
    let layer = try #require(view.layer.presentation())
    let image = UIGraphicsImageRenderer(bounds: view.bounds, format: Self.format(scale: 2)).image {
      layer.render(in: $0.cgContext)
    }
    #expect(image.size == CGSize(width: 30, height: 30))
    let orange = try Self.pixel(image, 30, 30)
    #expect(orange[0] == 255 && orange[1] > 140 && orange[1] < 160 && orange[2] < 10, "\(orange)")
  }

  /// The older image-context calls, text drawn with attributes, and the
  /// encoded outputs.
  @Test func imageContextsTextAndEncodedOutputs() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 60, height: 20), false, 2)
    ("Hi" as NSString).draw(
      at: CGPoint(x: 2, y: 2),
      withAttributes: [.font: UIFont.systemFont(ofSize: 14, weight: .bold), .foregroundColor: UIColor.black])
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 60, height: 20) && image.scale == 2)
    var inked = 0
    for x in 0..<60 { for y in 0..<40 where try Self.pixel(image, x, y)[3] > 128 { inked += 1 } }
    #expect(inked > 40, "the text drew ink (\(inked) px)")
    let png = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: Self.format(scale: 3)).pngData { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 4))
    }
    let decoded = try #require(UIImage(data: png))
    #expect(decoded.size == CGSize(width: 24, height: 12), "PNG bytes are pixels: 8 × 4 pt at 3×")
  }

  /// Drawing calls outside a context do nothing, and bad sizes clamp.
  @Test func drawingOutsideAContextAndBadSizes() {
    UIColor.red.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
    UIRectFill(.infinite)
    #expect(UIGraphicsGetCurrentContext() == nil)
    let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: -3)).image { _ in UIRectFill(.infinite) }
    #expect(image.size.width == 0, "a width that is not a number is none")
    #expect(image.pngData() == nil, "an image of no area has no PNG")
  }

  /// A suite's `UIView.setAnimationsEnabled(false)`, and UIKit animations
  /// applied at once with their completion called.
  @Test func uiKitAnimationsApplyAtOnce() {
    UIView.setAnimationsEnabled(false)
    #expect(!UIView.areAnimationsEnabled)
    UIView.setAnimationsEnabled(true)
    let view = UIView()
    var finished = false
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
    #expect(view.alpha == 0.5 && finished)
  }
}
