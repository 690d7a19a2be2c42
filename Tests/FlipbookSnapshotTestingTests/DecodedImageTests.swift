import Flipbook
import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A snapshot knows where it drew pictures decoded from lossy files, which
/// a comparison with an iOS reference forgives another decoder's noise in.
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
    // A PNG is decoded alike everywhere: no box.
    let data = try #require(snapshot.pngData())
    let png = try #require(UIImage(data: data))
    let plain = try #require(waitForSnapshot(Snapshotting<AnyView, UIImage>.image(layout: .sizeThatFits), AnyView(Image(uiImage: png))))
    #expect(plain.decodedImageBoxes.isEmpty)
  }
}
