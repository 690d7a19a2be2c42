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
    func close(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01 }
    // A symbol's frame is its ink and a margin (1.5 pt across, 1.1 pt down
    // a side at 17 pt), not a square: the star's ink on the stand-in's
    // 24-unit em of 1.2 × 17 pt, then the margins; twice as large at 34 pt,
    // 1.3 times at the large image scale.
    let ink = try #require(SymbolComposer.drawing(named: "star.fill")).monochrome.boundingRect
    let body = CGSize(width: ink.width * 17 * 1.2 / 24 + 3, height: ink.height * 17 * 1.2 / 24 + 2.2)
    #expect(close(size(Image(systemName: "star.fill")), body))
    #expect(close(size(Image(systemName: "star.fill").font(.largeTitle)), CGSize(width: body.width * 2, height: body.height * 2)))
    #expect(close(size(Image(systemName: "star.fill").imageScale(.large)), CGSize(width: body.width * 1.3, height: body.height * 1.3)))
    #expect(size(Image(systemName: "no.such.symbol")) == .zero)
    // As on iOS, a minus is far shorter than a plus, a chevron narrower than
    // it is tall, and a circle about as wide as it is tall.
    #expect(size(Image(systemName: "minus")).height < size(Image(systemName: "plus")).height / 2)
    #expect(size(Image(systemName: "chevron.right")).width < size(Image(systemName: "chevron.right")).height * 0.75)
    let circle = size(Image(systemName: "circle"))
    #expect(abs(circle.width - circle.height) < 1)

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
  /// The glyphs whose ink was measured on iOS are drawn at SF Symbols'
  /// size (iOS 18.1, Foodybite, 16 points, 3×): `magnifyingglass` 47 × 47
  /// px, `envelope` 57 × 41, `person` 41 × 44, within a pixel; their filled
  /// forms the same; the circled form keeps its enclosure's fit; `arrow.up`
  /// at 30 points bold 70 × 84 px (Foodybite's profile picture button); and
  /// SF's chevron, Flipbook's own drawing, at 17 points (a List row's
  /// body) 23 × 41 px, its mirror and quarter turns alike, its arms a line
  /// 1.44 pt thick that a row of pixels crosses in 6 px, 9 px semibold at
  /// 16 points, as iOS's do;
  /// `arrow.up.right` at 16 points 35 × 35 px (Foodybite's autocomplete
  /// rows), its half turn alike.
  @Test func measuredGlyphsInkAsSFSymbolsDo() throws {
    func ink(_ name: String, size: CGFloat = 16, weight: Font.Weight = .regular) throws -> (width: Int, height: Int) {
      let renderer = ImageRenderer(content: Image(systemName: name).font(.system(size: size, weight: weight)).foregroundStyle(.black).padding(4).background(Color.white))
      renderer.scale = 3
      let bitmap = try #require(try renderer.render())
      var (minX, maxX, minY, maxY) = (Int.max, -1, Int.max, -1)
      for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 128 && bitmap.pixel(x: x, y: y).red < 128 {
          (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
        }
      }
      return (maxX - minX + 1, maxY - minY + 1)
    }
    for (name, width, height) in [
      ("magnifyingglass", 47, 47), ("envelope", 57, 41), ("envelope.fill", 57, 41), ("person", 41, 44), ("person.fill", 41, 44),
      ("lock.circle", 48, 48),
    ] {
      let measured = try ink(name)
      #expect(abs(measured.width - width) <= 1 && abs(measured.height - height) <= 1, "\(name): \(measured)")
    }
    for (name, width, height) in [("arrow.up.right", 35, 35), ("arrow.down.left", 35, 35)] {
      let measured = try ink(name)
      #expect(abs(measured.width - width) <= 1 && abs(measured.height - height) <= 1, "\(name): \(measured)")
    }
    for (name, width, height) in [("chevron.right", 23, 41), ("chevron.left", 23, 41), ("chevron.down", 41, 23)] {
      let measured = try ink(name, size: 17)
      #expect(abs(measured.width - width) <= 1 && abs(measured.height - height) <= 1, "\(name): \(measured)")
    }
    // A row 10 px above the middle crosses the upper arm once: 6.2 px at
    // 17 pt regular, 9.0 px at 16 pt semibold (web3modal-swift's list
    // items, iOS 17, 3×).
    func crossing(size: CGFloat, weight: Font.Weight) throws -> Double {
      let chevron = ImageRenderer(
        content: Image(systemName: "chevron.right").font(.system(size: size, weight: weight)).foregroundStyle(.black)
          .padding(4).background(Color.white))
      chevron.scale = 3
      let bitmap = try #require(try chevron.render())
      let row = bitmap.height / 2 - 10
      // (Opaque pixels only: the frame's last column, past the
      // background's whole points, is transparent.)
      return (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: row).alpha == 255 }
        .reduce(0.0) { sum, x in sum + Double(255 - Int(bitmap.pixel(x: x, y: row).red)) / 255 }
    }
    // A heavier chevron's frame grows with its ink: the ink stops as far
    // short of the frame's trailing edge at semibold as at regular (iOS 17,
    // web3modal-swift's 16-pt semibold chevron: 1.07 pt), here at 40 pt,
    // where the semibold line is 2.8 px thicker at 3×.
    func trailingAir(weight: Font.Weight) throws -> Int {
      let chevron = ImageRenderer(content: Image(systemName: "chevron.right").font(.system(size: 40, weight: weight)).foregroundStyle(.black))
      chevron.scale = 3
      let bitmap = try #require(try chevron.render())
      let inked = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap.pixel(x: x, y: $0).alpha > 128 } }
      return bitmap.width - 1 - (inked.max() ?? 0)
    }
    let regularAir = try trailingAir(weight: .regular), semiboldAir = try trailingAir(weight: .semibold)
    #expect(abs(regularAir - semiboldAir) <= 1, "trailing air: regular \(regularAir) px, semibold \(semiboldAir) px")
    let regular = try crossing(size: 17, weight: .regular), semibold = try crossing(size: 16, weight: .semibold)
    #expect(abs(regular - 6.2) <= 0.5, "one arm's crossing, regular: \(regular) px")
    #expect(abs(semibold - 9.0) <= 0.5, "one arm's crossing, semibold: \(semibold) px")
    let arrow = try ink("arrow.up", size: 30, weight: .bold)
    #expect(abs(arrow.width - 70) <= 1 && abs(arrow.height - 84) <= 1, "arrow.up: \(arrow)")
  }

  /// A symbol's frame is its ink and SF's air beside it, measured on iOS
  /// 18.1 at 3× (marian-stanciulica/Foodybite): `arrow.up` at 30 points
  /// bold in a button's circle is 31 × 33.67 pt; `person` and `envelope`
  /// at 16 points keep 2.08 pt beside their ink (41 and 57 px of it).
  /// `arrow.backward` is `arrow.left` (SF's leading-pointing arrow).
  @Test func measuredFramesAreIOSs() throws {
    func frame(_ name: String, size: CGFloat, weight: Font.Weight = .regular) throws -> (width: Int, height: Int) {
      let renderer = ImageRenderer(content: Image(systemName: name).font(.system(size: size, weight: weight)))
      renderer.scale = 3
      let bitmap = try #require(try renderer.render())
      return (bitmap.width, bitmap.height)
    }
    let arrow = try frame("arrow.up", size: 30, weight: .bold)
    #expect(abs(arrow.width - 93) <= 1 && abs(arrow.height - 101) <= 1, "arrow.up: \(arrow)")
    let person = try frame("person", size: 16), envelope = try frame("envelope", size: 16)
    #expect(abs(person.width - 54) <= 1, "person: \(person)")
    #expect(abs(envelope.width - 70) <= 1, "envelope: \(envelope)")
    #expect(try symbolCoverage("arrow.backward") == symbolCoverage("arrow.left"))
    #expect(try symbolCoverage("arrow.backward") != symbolCoverage("arrow.right"))
  }

  /// In a right-to-left layout the symbols named for reading-order motion
  /// (`chevron.forward`, `arrow.backward`) are mirrored; physical ones
  /// (`chevron.right`) are not.
  @Test func forwardAndBackwardSymbolsFlipRightToLeft() throws {
    #expect(try symbolCoverage("chevron.forward", .rightToLeft) == symbolCoverage("chevron.left"))
    #expect(try symbolCoverage("arrow.backward", .rightToLeft) == symbolCoverage("arrow.right"))
    #expect(try symbolCoverage("chevron.right", .rightToLeft) == symbolCoverage("chevron.right"))
    #expect(ResolvedSymbol.isDirectional("arrowshape.turn.up.backward"))
    #expect(!ResolvedSymbol.isDirectional("goforward") && !ResolvedSymbol.isDirectional("chevron.right"))
  }

  /// The coverage (alpha) of every pixel of symbol `name` at 20 points,
  /// laid out `direction`.
  private func symbolCoverage(_ name: String, _ direction: LayoutDirection = .leftToRight) throws -> [UInt8] {
    let renderer = ImageRenderer(
      content: Image(systemName: name).font(.system(size: 20)).environment(\.layoutDirection, direction))
    let bitmap = try #require(try renderer.render())
    return (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y).alpha } }
  }

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
