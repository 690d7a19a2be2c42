@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// SF Symbols by name: coverage of SF Symbols 6's names, variants composed
/// from one glyph, rendering modes, unknown names.
@Suite struct SymbolLibraryTests {
  /// The ink of `name` drawn monochrome at 24 units: a 48 × 48 mask (1 = ink).
  /// The symbol's drawing on its 24-unit square, at 48 × 48 px: the box
  /// every variant shares (a resizable image would fit each one's ink).
  func ink(_ name: String) throws -> [Bool] {
    let drawing = try #require(SymbolComposer.drawing(named: name))
    let square = drawing.monochrome.applying(CGAffineTransform(scaleX: 2, y: 2))
    let renderer = ImageRenderer(content: square.fill(Color.black).frame(width: 48, height: 48, alignment: .topLeading))
    renderer.scale = 1
    let bitmap = try #require(try renderer.render())
    return (0..<48).flatMap { y in (0..<48).map { x in bitmap.pixel(x: x, y: y).alpha > 127 } }
  }

  func difference(_ a: [Bool], _ b: [Bool]) -> Int { zip(a, b).filter { $0 != $1 }.count }

  @Test func coversSFSymbols6() {
    // 6,404 names of SF Symbols 6 plus the older names it answers to.
    #expect(SymbolLibrary.shared.count >= 6_300)
    for name in ["cloud.sun.fill", "arrow.right.circle", "paperplane.circle.fill", "hourglass.tophalf.fill", "7.circle",
      "wind.snow", "lanyardcard", "doc.text", "mic.fill", "50.circle.fill", "a.square", "dollarsign.circle",
      "person.crop.circle.badge.plus", "bell.slash.fill", "square.and.arrow.up", "gearshape.fill"]
    {
      let recipe = SymbolLibrary.shared.recipe(named: name)
      #expect(recipe != nil, "\(name)")
      if let recipe { #expect(SymbolComposer.drawing(recipe) != nil, "\(name) draws") }
    }
  }

  /// Every name in the library composes into a drawing with ink inside
  /// its box (so no glyph's data is broken), and made-up names built from
  /// real parts resolve only when SF Symbols has them.
  @Test func everyNameComposes() throws {
    var empty: [String] = []
    for name in SymbolLibrary.shared.names {
      guard let recipe = SymbolLibrary.shared.recipe(named: name), let drawing = SymbolComposer.drawing(recipe) else {
        empty.append(name)
        continue
      }
      let box = drawing.monochrome.boundingRect
      if drawing.monochrome.isEmpty || !(box.width > 0 && box.height > 0) || box.minX < -2 || box.maxX > drawing.width + 2
        || box.minY < -2 || box.maxY > 26
      {
        empty.append(name)
      }
    }
    #expect(empty.isEmpty, "\(empty.prefix(20))")
    var generator = SystemRandomNumberGenerator()
    let parts = ["heart", "star", "circle", "fill", "slash", "badge", "plus", "square", "banana", "cloud", "rain", ".", ""]
    for _ in 0..<500 {
      let name = (0..<Int.random(in: 1...5, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
        .joined(separator: ".")
      let renderer = ImageRenderer(content: Image(systemName: name))
      if SymbolLibrary.shared.contains(name) { #expect(try renderer.render() != nil, "\(name)") }
    }
  }

  /// A resizable symbol's ink fills its frame, as iOS's tight symbol
  /// image does: GoodSwiftUI's 16-pt `arrow.right` (iOS 18.6, 3×) spans 44
  /// of the frame's 48 px across.
  @Test func aResizableSymbolFillsItsFrameWithInk() throws {
    let renderer = ImageRenderer(content: Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 16, height: 16))
    renderer.scale = 3
    let bitmap = try #require(try renderer.render())
    let columns = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap.pixel(x: x, y: $0).alpha > 127 } }
    let span = (columns.last ?? 0) - (columns.first ?? 0) + 1
    #expect((42...46).contains(span), "ink spans \(span) px")
  }

  @Test func variantsAreComposedFromOneGlyph() throws {
    let heart = try ink("heart"), fill = try ink("heart.fill"), circle = try ink("heart.circle")
    let circleFill = try ink("heart.circle.fill"), slash = try ink("heart.slash")
    let count = { (mask: [Bool]) in mask.filter { $0 }.count }
    // The filled heart has more ink than the outline, and covers it.
    #expect(count(fill) > count(heart) * 3 / 2)
    #expect(zip(heart, fill).filter { $0 && !$1 }.count < 20)
    // The circle's ring reaches the edge; the heart inside is smaller.
    #expect(circle[24 * 48 + 5] && !heart[24 * 48 + 5])
    // Filled in a circle: the middle is knocked out (the heart is a hole),
    // the ring's inside filled.
    #expect(!circleFill[24 * 48 + 24] && circleFill[24 * 48 + 7])
    // The slash crosses the heart's empty middle; a gap follows it.
    #expect(difference(heart, slash) > 40)
    #expect(slash[20 * 48 + 20])
    let all = [heart, fill, circle, circleFill, slash]
    for i in all.indices { for j in all.indices where i < j { #expect(difference(all[i], all[j]) > 40, "\(i) vs \(j)") } }
  }

  @Test func unknownNamesDrawNothing() throws {
    for name in ["", "not.a.symbol", String(repeating: "x", count: 10_000), "heart.banana"] {
      #expect(!SymbolLibrary.shared.contains(name))
      let renderer = ImageRenderer(content: Image(systemName: name))
      #expect(try renderer.render() == nil || renderer.proposedSize == .unspecified)
    }
  }

  /// `names` in rows: monochrome, hierarchical, palette, multicolour.
  func modesGrid(_ names: [String]) -> some View {
    let modes: [SymbolRenderingMode] = [.monochrome, .hierarchical, .palette, .multicolor]
    return VStack(alignment: .leading, spacing: 6) {
      ForEach(modes.indices, id: \.self) { row in
        HStack(spacing: 8) {
          ForEach(names, id: \.self) { name in Image(systemName: name) }
        }
        .symbolRenderingMode(modes[row])
      }
    }
  }

  /// Monochrome, hierarchical, palette and multicolour, side by side.
  @Test func renderingModes() throws {
    let names = ["heart.circle.fill", "person.crop.circle.badge.plus", "sun.max.fill", "exclamationmark.triangle.fill",
      "trash.slash", "folder.badge.minus", "7.circle.fill", "wifi"]
    let view = modesGrid(names)
    .foregroundStyle(.blue, .gray)
    .font(.title)
    .padding(8)
    .background(Color.white)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    expectGolden(try #require(try renderer.render()), named: "symbol-rendering-modes", tolerance: .antialiasing)
  }

  /// Every kind of badge SF names carry is drawn, each in its corner: a
  /// mark (`.badge.plus`), another symbol (`.badge.person.crop`), a warning
  /// triangle (`.trianglebadge.exclamationmark`) and a plain dot (`.badge`);
  /// with multicolour, the dot red and the triangle yellow.
  @Test func badgesOfEveryKind() throws {
    let library = SymbolLibrary.shared
    typealias Badge = SymbolLibrary.Recipe.Badge
    let expected: [(String, Badge)] = [
      ("cart.badge.plus", .mark("plus")), ("folder.badge.person.crop", .symbol("person.crop")),
      ("square.and.arrow.up.trianglebadge.exclamationmark", .triangle("exclamationmark")), ("bell.badge", .dot),
      ("bell.badge.fill", .dot), ("bell.badge.slash", .dot), ("doc.badge.gearshape", .symbol("gearshape")),
    ]
    for (name, badge) in expected {
      let recipe = try #require(library.recipe(named: name), "\(name)")
      #expect(recipe.badge == badge, "\(name)")
    }
    #expect(library.recipe(named: "bell.badge.slash")?.isSlashed == true)
    #expect(library.recipe(named: "bell.badge.fill")?.isFilled == true)
    // Each badge is drawn: the symbol with it differs from the symbol
    // without, in its corner (bottom right; the dot top right).
    func ink(_ name: String, in rect: CGRect) throws -> Int {
      let renderer = ImageRenderer(content: Image(systemName: name).font(.system(size: 48)).frame(width: 64, height: 64))
      renderer.scale = 1
      let image = try #require(try renderer.render())
      var count = 0
      for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where image.pixel(x: x, y: y).alpha > 128 { count += 1 }
      }
      return count
    }
    let bottomRight = CGRect(x: 38, y: 38, width: 26, height: 26)
    let topRight = CGRect(x: 40, y: 0, width: 24, height: 22)
    for (name, plain) in [
      ("square.and.arrow.up.trianglebadge.exclamationmark", "square.and.arrow.up"), ("folder.badge.person.crop", "folder"),
      ("doc.badge.gearshape", "doc"),
    ] {
      #expect(try ink(name, in: bottomRight) != ink(plain, in: bottomRight), "\(name)")
    }
    #expect(try ink("bell.badge", in: topRight) > ink("bell", in: topRight))
    let multicolor = ImageRenderer(content: HStack {
      Image(systemName: "bell.badge.fill")
      Image(systemName: "bolt.trianglebadge.exclamationmark")
    }
    .symbolRenderingMode(.multicolor).font(.system(size: 40)).padding(4).background(Color.white))
    multicolor.scale = 2
    expectGolden(try #require(try multicolor.render()), named: "symbol-badges-multicolor", tolerance: .antialiasing)
  }

  /// Weather symbols in layers: the cloud primary, what is behind it and
  /// falls from it secondary, in the four modes, on a sky.
  @Test func weatherSymbolsInLayers() throws {
    let names = ["cloud.sun.fill", "cloud.rain.fill", "cloud.heavyrain.fill", "cloud.bolt.rain.fill", "cloud.snow.fill",
      "cloud.moon.fill", "cloud.fog.fill", "moon.stars.fill", "cloud.sun.rain", "sun.max.fill"]
    let view = modesGrid(names)
    .foregroundStyle(.white, .orange)
    .font(.system(size: 30))
    .padding(8)
    .background(Color.blue)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    expectGolden(try #require(try renderer.render()), named: "symbol-weather-layers", tolerance: .antialiasing)
  }

  /// The 500 names public SwiftUI code uses most (`SymbolSheet.popular`),
  /// monochrome: the contact sheet in Docs/ is this image.
  @Test func popularSymbolsSheet() throws {
    #expect(SymbolSheet.popular.count == 500)
    let missing = SymbolSheet.popular.filter { !SymbolLibrary.shared.contains($0) }
    #expect(missing.isEmpty, "\(missing)")
    let renderer = ImageRenderer(content: SymbolSheet(names: SymbolSheet.popular))
    renderer.scale = 1
    let image = try #require(try renderer.render())
    expectGolden(image, named: "symbols-popular-500", tolerance: .antialiasing)
    // The same names hierarchical, in a blue and orange palette, and in
    // multicolour (secondary layers: enclosures, badges, weather).
    for (mode, name) in [(SymbolRenderingMode.hierarchical, "hierarchical"), (.palette, "palette"), (.multicolor, "multicolor")] {
      let renderer = ImageRenderer(content: SymbolSheet(names: SymbolSheet.popular, mode: mode))
      renderer.scale = 1
      expectGolden(try #require(try renderer.render()), named: "symbols-popular-500-\(name)", tolerance: .antialiasing)
    }
  }
  /// Each die face is its own number of pips, not the five of one glyph.
  @Test func eachDieFaceHasItsPips() throws {
    let faces = try (1...6).map { try ink("die.face.\($0).fill") }
    for i in 0..<6 { for j in (i + 1)..<6 { #expect(difference(faces[i], faces[j]) > 20, "faces \(i + 1) and \(j + 1)") } }
    // More pips, less ink.
    let counts = faces.map { $0.filter { $0 }.count }
    #expect(counts == counts.sorted(by: >))
  }

  /// A filled glyph's cut-outs are its primary layer and the body the
  /// secondary; given two foreground styles and no mode, a symbol draws in
  /// palette: `die.face.1.fill` with `.foregroundStyle(.black, .white)` is
  /// a white die with a black pip (Apple's Dice Roller app, iOS 17), where
  /// one style draws the monochrome die with a hole.
  @Test func twoForegroundStylesPaintAFilledGlyphsLayers() throws {
    func render(_ view: some View) throws -> Bitmap {
      let renderer = ImageRenderer(content: view.frame(width: 60, height: 60).background(Color.gray))
      renderer.scale = 1
      return try #require(try renderer.render())
    }
    let die = Image(systemName: "die.face.1.fill").resizable().frame(width: 60, height: 60)
    let palette = try render(die.foregroundStyle(.black, .white))
    #expect(palette.pixel(x: 30, y: 30).red < 40, "the pip is primary: black")
    #expect(palette.pixel(x: 14, y: 14).red > 215, "the face is secondary: white")
    let monochrome = try render(die.foregroundStyle(.black))
    #expect(monochrome.pixel(x: 14, y: 14).red < 40)
    #expect(abs(Int(monochrome.pixel(x: 30, y: 30).red) - Int(palette.pixel(x: 0, y: 0).red)) < 8, "a hole shows the grey")
    // An explicit mode wins.
    let explicit = try render(die.symbolRenderingMode(.monochrome).foregroundStyle(.black, .white))
    #expect(explicit.pixel(x: 14, y: 14).red < 40)
  }
}

/// Symbol effects over film time, variable values.
@Suite struct SymbolEffectTests {
  func inkCount(_ image: Bitmap) -> Int {
    (0..<(image.width * image.height)).filter { i in image.pixels[i * 4] < 200 }.count
  }

  @Test func aBounceePlaysOncePerChange() throws {
    let film = Film("bounce", size: CGSize(width: 80, height: 80), scale: 1, state: 0, script: [
      .wait(0.2), .set(\.self, to: 1), .wait(1),
    ]) { count in
      Image(systemName: "bell.fill").font(.system(size: 40)).symbolEffect(.bounce, value: count.wrappedValue)
    }
    let rest = try film.image(at: 0.1)
    let squashed = try film.image(at: 0.3)
    let overshoot = try film.image(at: 0.45)
    let after = try film.image(at: 1.1)
    #expect(inkCount(squashed) < inkCount(rest))
    #expect(inkCount(overshoot) > inkCount(rest))
    #expect(after == rest)
  }

  @Test func aPulseLoopsWhileActive() throws {
    let film = Film("pulse", size: CGSize(width: 80, height: 80), scale: 1, script: [.wait(2)]) {
      Image(systemName: "heart.fill").font(.system(size: 40)).symbolEffect(.pulse)
    }
    let start = try film.image(at: 0)
    let faint = try film.image(at: 0.5)
    let again = try film.image(at: 1.5)
    let center = { (image: Bitmap) in Int(image.pixel(x: 40, y: 40).red) }
    #expect(center(faint) > center(start) + 100)
    #expect(center(again) == center(faint))
    // A still shows the symbol at rest.
    let still = try #require(try ImageRenderer(content: Image(systemName: "heart.fill").font(.system(size: 40))
      .symbolEffect(.pulse).frame(width: 80, height: 80).background(Color.white)).render())
    #expect(Int(still.pixel(x: 40, y: 40).red) < 60)
  }

  @Test func variableValuesLightTheInnerParts() throws {
    func render(_ value: Double?) throws -> Bitmap {
      let renderer = ImageRenderer(content: Image(systemName: "wifi", variableValue: value).font(.system(size: 60))
        .frame(width: 100, height: 100).background(Color.white))
      return try #require(try renderer.render())
    }
    let full = try render(nil), half = try render(0.5), none = try render(0)
    let dark = { (image: Bitmap) in (0..<(image.width * image.height)).filter { image.pixels[$0 * 4] < 80 }.count }
    #expect(dark(full) > dark(half))
    #expect(dark(half) > dark(none))
    #expect(dark(none) == 0)
    let strip = HStack(spacing: 10) {
      ForEach([0, 0.34, 0.67, 1.0], id: \.self) { v in Image(systemName: "wifi", variableValue: v) }
      ForEach([0, 0.5, 1.0], id: \.self) { v in Image(systemName: "speaker.wave.3.fill", variableValue: v) }
      ForEach([0.3, 1.0], id: \.self) { v in Image(systemName: "cellularbars", variableValue: v) }
    }
    .font(.title).padding(8).background(Color.white)
    let renderer = ImageRenderer(content: strip)
    renderer.scale = 2
    expectGolden(try #require(try renderer.render()), named: "symbol-variable-values", tolerance: .antialiasing)
  }

}

