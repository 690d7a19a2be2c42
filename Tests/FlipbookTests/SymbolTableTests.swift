@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The SF Symbols stand-in: every table entry is one icon of the font, and
/// symbols sit beside text as symbols do.
@Suite struct SymbolTableTests {
  @Test func everyNameIsOneIconOfTheFont() {
    #expect(SymbolTable.materialIcons.count >= 150)
    let font = FontDescriptor(families: ["Material Icons"], size: 24, lineMetrics: LineMetrics(ascent: 1, descent: 0))
    for (name, icon) in SymbolTable.materialIcons.sorted(by: { $0.key < $1.key }) {
      let layout = TextLayout.make(TextParagraph(runs: [TextRun(icon, font: font)]), width: nil, height: nil)
      // A ligature: one glyph an em wide (a missing one would spell the name out).
      #expect(abs(layout.size.width - 24) < 0.01, "\(name) → \(icon): \(layout.size.width) wide")
    }
  }

  @Test func symbolsScaleWithTheFontAndSitOnTheBaseline() throws {
    func size(_ view: some View) -> CGSize {
      let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
      do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
      return graph.canvasSize ?? .zero
    }
    func close(_ a: CGSize, _ b: CGFloat) -> Bool { abs(a.width - b) < 0.01 && abs(a.height - b) < 0.01 }
    #expect(close(size(Image(systemName: "star.fill")), 17 * 1.2))
    #expect(close(size(Image(systemName: "star.fill").font(.largeTitle)), 34 * 1.2))
    #expect(close(size(Image(systemName: "star.fill").imageScale(.large)), 17 * 1.2 * 1.3))
    #expect(size(Image(systemName: "no.such.symbol")) == .zero)

    let row = VStack(alignment: .leading, spacing: 8) {
      ForEach([Font.caption, .body, .largeTitle], id: \.self) { font in
        HStack(alignment: .firstTextBaseline, spacing: 4) {
          Image(systemName: "house.fill")
          Text("Home")
          Image(systemName: "wifi").foregroundColor(.blue)
          Text("Wi-Fi")
          Image(systemName: "car")
          Image(systemName: "shippingbox").foregroundStyle(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
        }
        .font(font)
      }
      Text("Rated \(Image(systemName: "star.fill")) 4.5, ") + Text(Image(systemName: "heart.fill")).foregroundColor(.red)
        + Text(" liked")
    }
    let renderer = ImageRenderer(content: row.padding(6).background(Color.white))
    renderer.scale = 2
    expectGolden(try #require(try renderer.render()), named: "symbols-beside-text", tolerance: .antialiasing)
  }
}
