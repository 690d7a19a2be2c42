import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// `.image`'s size that fits offers the view nothing, as
/// `UIHostingController.sizeThatFits(in: .zero)` does on iOS: the view at
/// its smallest.
@Suite struct SizeThatFitsTests {
  /// The size in pixels of `view`'s `.image` snapshot at 3×.
  static func size(_ view: some View) throws -> (Int, Int) {
    let image = try #require(waitForSnapshot(Snapshotting<AnyView, UIImage>.image(scale: 3), AnyView(view)))
    return (image.bitmap.width, image.bitmap.height)
  }

  /// A long text in a fixed-width card keeps one line and truncates:
  /// vjr2005/Challenge's DSCard reference (iOS 18, 3×) shows "This is the
  /// card content with so…" on one line. Offered the screen, it would wrap
  /// to two lines and the image would be a line taller.
  @Test func aLongTextInAFixedWidthKeepsOneLine() throws {
    let text = "This is the card content with some description text that wraps."
    let card = VStack(alignment: .leading) { Text(verbatim: text) }.padding().frame(width: 320)
    let (width, height) = try Self.size(card)
    #expect(width == 960)
    // One body line (SF Pro's 17-pt line, 20.29 pt) and the padding, up to the pixel.
    #expect(height == Int(((32 + 20.29) * 3).rounded(.up)))
    let wrapped = try #require(try ImageRenderer(content: card).render())
    #expect(wrapped.height > 60, "offered nothing in particular (ImageRenderer), the same card wraps")
  }

  /// A text offered no width at all takes no room: `Text("Hello, World!")
  /// .padding()` is the padding alone, 32 × 32 pt (96 × 96 px at 3×,
  /// swift-snapshot-testing issue #1070's iOS image); between two texts a
  /// spacer keeps its 8-pt minimum (120 × 96).
  @Test func aTextOfferedNothingIsEmpty() throws {
    #expect(try Self.size(Text("Hello, World!").padding()) == (96, 96))
    #expect(try Self.size(HStack { Text("Left"); Spacer(); Text("Right") }.padding()) == (120, 96))
  }

  /// Measured at zero, then laid out again in the size it answered, as
  /// the library sets the hosting view's frame: captions that took no
  /// room at zero are offered their column then, truncate to "…" a line
  /// tall, and each column, taller than the image, is centred on it.
  /// vjr2005/Challenge's status gallery (iOS 26, 3×): 112 × 92 pt, the
  /// 8-pt dots' ink at 9…17 pt from the top (16…24 measured at zero alone),
  /// the "…" centred in its 16-pt column.
  @Test func theViewIsLaidOutAgainInTheSizeItAnswered() throws {
    let gallery = HStack(spacing: 16) {
      ForEach(0..<3, id: \.self) { _ in
        VStack(spacing: 8) {
          Circle().fill(Color.green).frame(width: 8, height: 8)
          Circle().fill(Color.green).frame(width: 12, height: 12)
          Circle().fill(Color.green).frame(width: 16, height: 16)
          Text(verbatim: "Alive").font(.caption)
        }
      }
    }.padding()
    let image = try #require(waitForSnapshot(Snapshotting<AnyView, UIImage>.image(scale: 3), AnyView(gallery)))
    #expect(image.bitmap.width == 336 && image.bitmap.height == 276)
    // The first column's ink, row by row, in points.
    var rows: [Int] = []
    for y in 0..<image.bitmap.height {
      let inked = (48..<96).contains { x in image.bitmap.pixels[(y * image.bitmap.width + x) * 4 + 1] < 250 }
      if inked { rows.append(y) }
    }
    let top = try #require(rows.first)
    #expect(abs(CGFloat(top) / 3 - 9) <= 0.34, "the first dot's top: \(CGFloat(top) / 3) pt")
    // The "…": centred on the column's middle (24 pt), within a point.
    let dots = image.textBoxes.filter { $0.minY > 60 }
    #expect(dots.count == 3)
    if let first = dots.min(by: { $0.minX < $1.minX }) {
      #expect(abs(first.midX - 24) <= 1, "\(first)")
      #expect(first.width < 14, "\(first)")
    }
  }

  /// The size it answered is on the pixel grid, as SwiftUI answers it, so
  /// a background fills the image's last row and column: a view 34.49 pt
  /// tall at 3× is 104 px, all of them grey (vjr2005/Challenge's shadow
  /// gallery, iOS 26: its last row is the background's, not half white).
  @Test func aBackgroundFillsTheLastRowOfPixels() throws {
    let view = Text(verbatim: "Shadow").padding(7.1).frame(width: 100.1).background(Color.gray)
    let image = try #require(waitForSnapshot(Snapshotting<AnyView, UIImage>.image(scale: 3), AnyView(view)))
    let bitmap = image.bitmap
    #expect(bitmap.width == 301)
    let corner = (bitmap.height - 1) * bitmap.width + bitmap.width - 1
    let grey = bitmap.pixels[0]
    #expect(bitmap.pixels[corner * 4] == grey, "the last pixel is the background's, not a blend with white")
    #expect(bitmap.pixels[((bitmap.height - 1) * bitmap.width) * 4] == grey)
  }

  /// A horizontal scroll view offered no height is as tall as its
  /// content (vjr2005/Challenge's chip group keeps its chips on iOS).
  @Test func aHorizontalScrollViewKeepsItsContentsHeight() throws {
    let group = VStack(alignment: .leading, spacing: 8) {
      Text(verbatim: "Status")
      ScrollView(.horizontal) {
        HStack { ForEach(0..<3, id: \.self) { _ in Capsule().frame(width: 60, height: 36) } }
      }
    }.padding().frame(width: 320)
    let (_, height) = try Self.size(group)
    #expect(height == Int(((32 + 20.29 + 8 + 36) * 3).rounded(.up)))
  }

  /// A view controller whose view the test framed (a component hosted in
  /// a window of its size) is snapshotted at that size, as iOS's
  /// `.image` takes `viewController.view.frame.size`; unframed, the screen.
  @Test func aControllersFrameSizesItsSnapshot() throws {
    let controller = UIHostingController(rootView: Text(verbatim: "Alive").padding(8).background(.black, in: .capsule))
    controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    let framed = try #require(waitForSnapshot(Snapshotting<UIViewController, UIImage>.image(traits: UITraitCollection(displayScale: 3)), controller))
    #expect(framed.bitmap.width == 600 && framed.bitmap.height == 180)
    let screen = try #require(
      waitForSnapshot(Snapshotting<UIViewController, UIImage>.image(traits: UITraitCollection(displayScale: 3)), UIHostingController(rootView: Text("Hi"))))
    #expect(screen.bitmap.width == Int(UIScreen.main.bounds.width * 3))
  }

  /// A view empty at its smallest (a flexible colour) is offered the
  /// recording device's safe area instead, as the library's `sizeToFit()`
  /// fallback on a window does: a full-width row.
  @Test func aViewEmptyAtItsSmallestFillsTheScreensWidth() throws {
    let (width, height) = try Self.size(Color.blue.frame(maxWidth: .infinity).frame(height: 20))
    #expect(width == Int(PreviewDevice.default.screen!.size(in: .portrait).width * 3) && height == 60)
  }

  /// A navigation stack takes the space it is offered, as UIKit's
  /// navigation controller does: at its smallest it is empty, so `.image`
  /// draws it on the device's screen (mmgoncalves/cstv's loading screen,
  /// iOS 17: the whole iPhone 15 Pro, not its spinner's 32 × 116 pt).
  @Test func aNavigationStackFillsTheScreen() throws {
    let (width, height) = try Self.size(NavigationStack { ProgressView() })
    let screen = PreviewDevice.default.screen!.size(in: .portrait)
    #expect(width == Int(screen.width * 3) && height == Int(screen.height * 3), "\(width) × \(height)")
  }
}

