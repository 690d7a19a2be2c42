import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// The glyph-box option: a label set in another typeface at the same place
/// passes; another string, a moved label, or a changed shape fails.
@Suite struct TextBoxTests {
  struct Label: View {
    var text = "Hello, world"
    var tracking: CGFloat = 0
    var dx: CGFloat = 0
    var badge = Color.orange

    var body: some View {
      HStack(spacing: 8) {
        Circle().fill(badge).frame(width: 16, height: 16)
        Text(text).tracking(tracking).offset(x: dx)
      }
      .frame(width: 200, height: 40, alignment: .leading)
      .padding(.leading, 10)
    }
  }

  func render(_ view: Label) throws -> TextBoxedImage {
    let session = try SwiftUISnapshotLayout.fixed(width: 210, height: 40).session(view, scale: 2)
    return TextBoxedImage(bitmap: try session.image(), textBoxes: try session.displayList().textBoxes, scale: 2)
  }

  /// The reference is a file: only its pixels.
  func reference(_ view: Label) throws -> TextBoxedImage {
    var image = try render(view)
    image.textBoxes = []
    return image
  }

  @Test func anotherTypefaceAtTheSamePlacePassesOnlyByBoxes() throws {
    // Another typeface's run, as SF Pro's is to Inter's: the same string
    // about 1 % wider (0.1 pt more per letter), every glyph pixel moved.
    let reference = try reference(Label(tracking: 0.1))
    let ours = try render(Label())
    #expect(ours.textBoxes.count == 1)
    #expect(Diffing<Bitmap>.image().diffV2(reference.bitmap, ours.bitmap) != nil, "the glyphs differ")
    let byBoxes = Diffing<TextBoxedImage>.image().diffV2(reference, ours)
    #expect(byBoxes == nil, "\(byBoxes?.0 ?? "")")
    if ProcessInfo.processInfo.environment["FLIPBOOK_PRINT_FIGURES"] != nil {
      let c = TextBoxComparison(expected: reference.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, scale: 2, tolerance: .exact)
      print("FIGURE tracking", c.lowestLikeness, c.summary)
    }
  }

  @Test(arguments: [
    ("another string", Label(text: "Hello, there")),
    ("a label moved by 3 pt", Label(dx: 3)),
    ("a badge of another colour", Label(badge: .red)),
  ])
  func realChangesFail(change: String, reference view: Label) throws {
    let failure = Diffing<TextBoxedImage>.image().diffV2(try reference(view), try render(Label()))
    #expect(failure != nil, "\(change) passed")
    if ProcessInfo.processInfo.environment["FLIPBOOK_PRINT_FIGURES"] != nil {
      let ours = try render(Label()), theirs = try reference(view)
      print("FIGURE", change, TextBoxComparison(expected: theirs.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, scale: 2, tolerance: .exact).summary)
    }
  }
}
