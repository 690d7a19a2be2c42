@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Symbols beside text and in it: sized by the font, on its baseline, and
/// drawn from the library inline.
@Suite struct SymbolTableTests {
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

  /// Symbols in text are the library's, every name it knows (names the old
  /// 312-name font table lacked too), drawn as inline images in the text's
  /// colour, heavier with a heavier weight; an unknown name draws nothing.
  @Test func inlineSymbolsAreTheLibrarys() throws {
    func ink(_ text: Text) throws -> (count: Int, width: CGFloat) {
      let renderer = ImageRenderer(content: text.foregroundColor(.black).padding(2).background(Color.white))
      renderer.scale = 2
      let bitmap = try #require(renderer.bitmap)
      let count = (0..<bitmap.height).reduce(0) { sum, y in
        sum + (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: y).red < 128 }.count
      }
      return (count, CGFloat(bitmap.width) / 2)
    }
    let plain = try ink(Text("A"))
    for name in ["cloud.sun.fill", "7.circle", "battery.100percent", "figure.hiking", "heart.slash.circle.fill"] {
      let with = try ink(Text("A") + Text(Image(systemName: name)))
      #expect(with.count > plain.count + 60, "\(name): \(with.count) vs \(plain.count)")
      #expect(with.width > plain.width + 15, "\(name)")
      // Bold text draws the symbol heavier.
      let bold = try ink((Text("A") + Text(Image(systemName: name))).bold())
      #expect(bold.count > with.count, "\(name) bold")
    }
    // An unknown name: nothing drawn, no room taken.
    let unknown = try ink(Text("A") + Text(Image(systemName: "no.such.symbol.anywhere")))
    #expect(unknown.count == plain.count && unknown.width == plain.width)
    // The display list names the image.
    let list = try? RenderSession(still: Text(Image(systemName: "cloud.sun.fill"))).displayList()
    #expect(list?.description.contains("image symbol cloud.sun.fill") == true, "\(list?.description ?? "")")
  }
}
