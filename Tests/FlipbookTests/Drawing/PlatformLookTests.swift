import Foundation
import Testing

@testable import Flipbook

/// iOS 26's lists, forms and switch (PlatformLook.swift's table), pinned to
/// the figures measured on iOS 26.5's references (vault-ios, SpeziViews;
/// 3×), and iOS 17–18's kept where the look is not asked for.
@Suite struct PlatformLookTests {
  /// `view` rendered at 3× on a 390-pt-wide canvas.
  static func render<V: View>(_ view: V, height: CGFloat = 300) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: 390, height: height))
    renderer.scale = 3
    return try #require(try renderer.render())
  }

  static func red(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int { Int(bitmap.pixels[(y * bitmap.width + x) * 4]) }

  /// The rows (y, px) where column `x` turns white and back to the list's ground.
  static func whiteRuns(_ bitmap: Bitmap, x: Int) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    for y in 0..<bitmap.height {
      let white = red(bitmap, x, y) == 255
      if white, start == nil { start = y }
      if !white, let s = start { runs.append(s...(y - 1)); start = nil }
    }
    if let s = start { runs.append(s...(bitmap.height - 1)) }
    return runs
  }

  @Test func anIOS26FormHasItsCardsRowsAndCorners() throws {
    let form = Form { Section { Text("San Francisco") } }
    let modern = try Self.render(form.platformLook(.iOS26))
    let classic = try Self.render(form.platformLook(.iOS18))
    // SpeziViews' list row on iOS 26.5: the card 35 pt down, 51 pt tall (153 px).
    #expect(Self.whiteRuns(modern, x: 700).first == 105...257)
    #expect(Self.whiteRuns(classic, x: 700).first == 105...236)
    // Cards 16 pt in on both looks.
    #expect(Self.red(modern, 47, 180) == 242 && Self.red(modern, 49, 180) == 255)
    // The top row of a 26-pt continuous corner turns white 70 to 75 px in
    // (vault-ios: 78 px in from the image's edge at 48); a 10-pt one's far sooner.
    let firstWhite = { (b: Bitmap) in (48..<300).first { Self.red(b, $0, 105) >= 249 } ?? 0 }
    #expect((115...125).contains(firstWhite(modern)), "\(firstWhite(modern))")
    #expect(firstWhite(classic) < 100)
  }

  @Test func anIOS26SwitchIsItsTrackLaidOutByItsAlignmentRectangle() throws {
    let toggle = Toggle("Passwords", isOn: .constant(false))
    let modern = try Self.render(Form { toggle }.platformLook(.iOS26))
    // Row 35…86 pt; the track 28 pt tall at its middle, from 297 pt to 360
    // (the row's trailing inset at 358, overhung by 2), no knob.
    let y = 105 + 153 / 2
    #expect(Self.red(modern, 889, y) == 255)
    #expect(Self.red(modern, 893, y) == 197 && Self.red(modern, 985, y) == 197 && Self.red(modern, 1077, y) == 197)
    #expect(Self.red(modern, 1082, y) == 255)
  }

  @Test func aListRowsContainerIsTheListsContentWidth() throws {
    // vault-ios: a `.containerRelativeFrame(.horizontal)` row is the cards'
    // width (358 of 390 on iOS 26, 16 pt in; 350 on iOS 17–18, 20 pt in),
    // centred on its row, overhanging the row's insets.
    let list = Form { Color.red.frame(height: 20).containerRelativeFrame(.horizontal) }
    for look in PlatformLook.allCases {
      let bitmap = try Self.render(list.platformLook(look))
      let y = 105 + 60
      let reds = (0..<bitmap.width).filter {
        let o = (y * bitmap.width + $0) * 4
        return bitmap.pixels[o] == 255 && bitmap.pixels[o + 1] < 80
      }
      let inset = look == .iOS26 ? 48 : 60
      #expect(
        reds.first == inset && reds.last == 1169 - inset,
        "\(look): \(String(describing: reds.first))…\(String(describing: reds.last))")
    }
  }

  @Test func tightAndLooseLeadingMoveATextStylesLinesTwoPoints() {
    func pitch(_ font: Font) -> CGFloat {
      let d = font.resolved()
      guard let m = d.lineMetrics else { return 0 }
      return d.size * (m.ascent + m.descent + m.leading)
    }
    #expect(abs(pitch(.body) - 22) < 1e-9)
    #expect(abs(pitch(.body.leading(.tight)) - 20) < 1e-9)
    #expect(abs(pitch(.footnote.leading(.tight)) - 16) < 1e-9)
    #expect(abs(pitch(.body.leading(.loose)) - 24) < 1e-9)
    #expect(Font.system(size: 17).leading(.tight).resolved().lineMetrics == .systemFont)
  }

  /// iOS 26's palette, as its references show it (vault-ios, light):
  /// red (255, 56, 60), blue (0, 136, 255), indigo (97, 85, 245), purple
  /// (203, 48, 224), green unchanged; iOS 17–18's kept otherwise.
  @Test func iOS26sSystemColoursAreItsNewPalette() {
    func rgb(_ color: Color, _ look: PlatformLook, _ scheme: ColorScheme = .light) -> [UInt8] {
      var environment = EnvironmentValues()
      environment.platformLook = look
      environment.colorScheme = scheme
      let c = color.resolve(in: environment).rgba8
      return [c.red, c.green, c.blue]
    }
    #expect(rgb(.red, .iOS26) == [255, 56, 60])
    #expect(rgb(.blue, .iOS26) == [0, 136, 255])
    #expect(rgb(.indigo, .iOS26) == [97, 85, 245])
    #expect(rgb(.purple, .iOS26) == [203, 48, 224])
    #expect(rgb(.green, .iOS26) == [52, 199, 89])
    #expect(rgb(.red, .iOS18) == [255, 59, 48])
    #expect(rgb(.blue, .iOS18) == [0, 122, 255])
    #expect(rgb(.blue, .iOS26, .dark) == [0, 145, 255])
    // Colours iOS 26 keeps.
    #expect(rgb(.secondary, .iOS26) == rgb(.secondary, .iOS18))
    #expect(rgb(.gray, .iOS26) == rgb(.gray, .iOS18))
  }

  /// iOS 26's separator is fainter: a `Color(.separator)` swatch over
  /// (242, 242, 247) is 220 there (vjr2005/Challenge's palette), 189 on
  /// iOS 17–18.
  @Test func iOS26sSeparatorIsFainter() throws {
    for (look, expected) in [(PlatformLook.iOS26, 220), (.iOS18, 189)] {
      let swatch = Color(.separator).frame(width: 4, height: 4).background(Color(.systemGroupedBackground))
        .environment(\.platformLook, look)
      let bitmap = try #require(try ImageRenderer(content: swatch).render())
      #expect(abs(Self.red(bitmap, 2, 2) - expected) <= 1, "\(look): \(Self.red(bitmap, 2, 2))")
    }
  }

  /// vault-ios's `LiteratureView` on iOS 26.5 (3×): under a large title
  /// the title's ink ends at 300 px (baseline 100.33 pt) and the body's
  /// first line (24 + 8 pt of padding in) has its cap top at 455 px;
  /// iOS 17–18's metrics put them 61 px higher.
  @Test func anIOS26LargeTitleSitsWhereIOS26PutsIt() throws {
    let screen = NavigationStack {
      ScrollView {
        VStack(alignment: .leading) {
          Text("Body").font(.body).foregroundStyle(.secondary).frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.vertical, 8)
        .padding(24)
      }
      .navigationTitle("Title")
    }
    .background(Color.white)
    func inkRows(_ bitmap: Bitmap, x: Range<Int>) -> [Int] {
      (0..<bitmap.height).filter { y in x.contains { Self.red(bitmap, $0, y) < 60 } }
    }
    let modern = try Self.render(screen.platformLook(.iOS26), height: 400)
    let classic = try Self.render(screen.platformLook(.iOS18), height: 400)
    // The title's ink: "Title" from x = 16 pt.
    let title = inkRows(modern, x: 48..<260)
    #expect(abs((title.last ?? 0) - 300) <= 1, "title ink ends at \(title.last ?? 0) px")
    let classicTitle = inkRows(classic, x: 48..<260)
    #expect(abs((classicTitle.last ?? 0) - 239) <= 1, "\(classicTitle.last ?? 0)")
    // The body's cap top ("B" at x = 24 pt; grey ink under 200).
    let body = ((title.last ?? 0) + 1..<modern.height).first { y in (72..<120).contains { Self.red(modern, $0, y) < 200 } }
    #expect(abs((body ?? 0) - 455) <= 1, "body cap top at \(body ?? 0) px")
  }

  @Test func theLookComesFromTheEnvironmentVariable() {
    #expect(PlatformLook.from(environment: [:]) == .iOS18)
    #expect(PlatformLook.from(environment: ["FLIPBOOK_IOS_LOOK": "26"]) == .iOS26)
    #expect(PlatformLook.from(environment: ["FLIPBOOK_IOS_LOOK": "iOS26"]) == .iOS26)
    #expect(PlatformLook.from(environment: ["FLIPBOOK_IOS_LOOK": "18"]) == .iOS18)
    #expect(PlatformLook.from(environment: ["FLIPBOOK_IOS_LOOK": "nonsense"]) == .iOS18)
  }
}
