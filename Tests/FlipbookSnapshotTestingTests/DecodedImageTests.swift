import Flipbook
import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// A snapshot knows where it drew pictures decoded from lossy files or
/// resampled, which a comparison with an iOS reference forgives another
/// decoder's or resampling filter's noise in.
@Suite struct DecodedImageTests {
  /// A 16 × 8 JPEG (two halves).
  static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDwKvKaKK/S/Bj/AJmH/cL/ANyH6/4tf8wP/cT/ANxn/9k=")!

  @Test func aSnapshotListsItsJPEGsBoxes() throws {
    let image = try #require(UIImage(data: Self.jpeg))
    let view = HStack(spacing: 0) {
      Color.blue.frame(width: 10, height: 8)
      Image(uiImage: image)
    }
    let snapshot = try #require(waitForSnapshot(Snapshotting<AnyView, UIImage>.image(layout: .sizeThatFits), AnyView(view)))
    #expect(snapshot.decodedImageBoxes == [CGRect(x: 10, y: 0, width: 16, height: 8)])
    // A PNG drawn pixel for pixel is decoded and drawn alike everywhere:
    // no box. Drawn at another size, it is resampled: a box.
    let data = try #require(snapshot.pngData())
    let png = try #require(UIImage(data: data, scale: snapshot.scale))
    let plain = try #require(waitForSnapshot(Snapshotting<AnyView, UIImage>.image(layout: .sizeThatFits), AnyView(Image(uiImage: png))))
    #expect(plain.decodedImageBoxes.isEmpty)
    let resized = try #require(
      waitForSnapshot(
        Snapshotting<AnyView, UIImage>.image(layout: .sizeThatFits),
        AnyView(Image(uiImage: png).resizable().frame(width: 40, height: 12))))
    #expect(resized.decodedImageBoxes == [CGRect(x: 0, y: 0, width: 40, height: 12)])
  }

  /// A bitmap disc drawn larger than its pixels, against a reference whose
  /// resampling filter overshoots by 4 levels inside each edge (as iOS's
  /// does on Foodybite's rating stars, where Cairo's does not): forgiven
  /// inside the resampled image's box, and not without it; the disc moved
  /// by a point, 3 % brighter, or gone still fails.
  @Test func anotherResamplingFiltersOvershootIsForgivenInsideResampledImagesOnly() throws {
    let disc = try #require(
      waitForSnapshot(
        Snapshotting<AnyView, UIImage>.image(layout: .fixed(width: 12, height: 12)),
        AnyView(Circle().fill(Color(white: 0.6)).background(Color(white: 0.91)))))
    let data = try #require(disc.pngData())
    let star = try #require(UIImage(data: data, scale: 1))
    func render(offset: CGFloat = 0, brighter: Bool = false, shown: Bool = true) throws -> SnapshotImage {
      let view = ZStack {
        Color(white: 0.91)
        if shown {
          Image(uiImage: star).resizable().frame(width: 30, height: 30)
            .brightness(brighter ? 0.03 : 0).drawingGroup().offset(x: offset)
        }
      }.frame(width: 40, height: 40)
      return try #require(waitForSnapshot(Snapshotting<AnyView, UIImage>.image(layout: .fixed(width: 40, height: 40)), AnyView(view)))
    }
    let ours = try render()
    #expect(ours.decodedImageBoxes == [CGRect(x: 5, y: 5, width: 30, height: 30)])
    // The reference: each fill pixel beside an edge 4 levels darker.
    var reference = ours.bitmap
    let width = reference.width, original = ours.bitmap.pixels
    for y in 1..<(reference.height - 1) {
      for x in 1..<(width - 1) {
        let at = (y * width + x) * 4
        let fill = Int(original[at])
        let besideEdge = [(-1, 0), (1, 0), (0, -1), (0, 1)].contains { dx, dy in
          abs(Int(original[((y + dy) * width + x + dx) * 4]) - fill) > 10
        }
        if abs(fill - 153) <= 1, besideEdge {
          for channel in 0..<3 { reference.pixels[at + channel] = original[at + channel] &- 4 }
        }
      }
    }
    let tolerance = GoldenTolerance.perceptual(perceptualPrecision: 0.99).ignoringAntialiasing()
    func compare(_ image: SnapshotImage, regions: Bool = true) -> GoldenComparison {
      GoldenComparison(
        expected: reference, actual: image.bitmap, tolerance: tolerance,
        decodedRegions: regions
          ? GoldenComparison.pixelRegions(image.decodedImageBoxes, scale: image.scale, width: width, height: reference.height)
          : [],
        scale: image.scale)
    }
    #expect(reference != ours.bitmap)
    let forgiven = compare(ours)
    #expect(forgiven.passes, "\(forgiven.summary)")
    #expect(forgiven.decoderPixels > 0)
    #expect(compare(ours, regions: false).passes == false)
    #expect(compare(try render(offset: 1)).passes == false)
    #expect(compare(try render(brighter: true)).passes == false)
    #expect(compare(try render(shown: false)).passes == false)
  }
}
