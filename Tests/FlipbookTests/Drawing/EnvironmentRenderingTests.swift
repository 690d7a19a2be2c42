@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Environment values that change rendering: the layout direction and the
/// Dynamic Type size.
@Suite struct EnvironmentRenderingTests {
  struct A: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
  struct B: View { var body: some View { Color.blue.frame(width: 20, height: 10) } }

  func frames<V: View, T: View>(of type: T.Type, @ViewBuilder _ content: @escaping () -> V) throws -> [CGRect] {
    try Rig(width: 100, height: 20, content).frames(of: type, at: 0)
  }

  @Test func rightToLeftMirrorsLayout() throws {
    // Left to right: A at 0, B after it (with 8 between); the row 38 wide,
    // left-aligned in 100 by the frame.
    let ltr = { HStack(spacing: 8) { A(); B() }.frame(maxWidth: .infinity, alignment: .leading) }
    #expect(try frames(of: A.self, ltr).first?.minX == 0)
    #expect(try frames(of: B.self, ltr).first?.minX == 18)
    // Right to left: leading is the right edge and the row runs leftwards.
    let rtl = { ltr().environment(\.layoutDirection, .rightToLeft) }
    #expect(try frames(of: A.self, rtl).first?.maxX == 100)
    #expect(try frames(of: B.self, rtl).first == CGRect(x: 62, y: 5, width: 20, height: 10))
    // Leading padding pads the right.
    let padded = { A().padding(.leading, 30).frame(maxWidth: .infinity, alignment: .leading).environment(\.layoutDirection, .rightToLeft) }
    #expect(try frames(of: A.self, padded).first?.maxX == 70)
    // A left-to-right island inside is laid out left to right where the
    // mirror put it.
    let island = {
      HStack(spacing: 0) {
        HStack(spacing: 0) { A(); B() }.environment(\.layoutDirection, .leftToRight)
        Spacer()
      }
      .environment(\.layoutDirection, .rightToLeft)
    }
    let a = try #require(try frames(of: A.self, island).first), b = try #require(try frames(of: B.self, island).first)
    #expect(b.maxX == 100 && a.maxX == b.minX)
  }

  @Test func aRootInRightToLeftIsMirrored() throws {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let graph = ViewGraph(environment: environment, proposal: ProposedViewSize(width: 100, height: 20), scale: 1) {
      HStack(spacing: 0) { A(); Spacer() }
    }
    try graph.update(at: 0)
    #expect(try #require(graph.placed).frames(of: A.self).first?.maxX == 100)
  }

  @Test func textStylesFollowDynamicTypeSize() throws {
    func height(_ size: DynamicTypeSize, _ font: Font = .body) throws -> CGFloat {
      // (At 3×: a text's height rounds up to a pixel, too coarse at 1× for ratios.)
      let graph = ViewGraph(still: Text("Hello").font(font).dynamicTypeSize(size), environment: EnvironmentValues(), proposal: .unspecified, scale: 3)
      try graph.update(at: 0)
      return try #require(graph.canvasSize).height
    }
    let large = try height(.large)
    // Line heights scale with the point size: body is 17 at large, 53 at AX5, 14 at xSmall.
    #expect(abs(try height(.accessibility5) / large - 53.0 / 17) < 0.02)
    #expect(abs(try height(.xSmall) / large - 14.0 / 17) < 0.02)
    #expect(abs(try height(.xxxLarge, .caption) / (try height(.large, .caption)) - 18.0 / 12) < 0.02)
    // Fixed sizes don't scale; custom fonts relative to a style do.
    #expect(try height(.accessibility3, .system(size: 17)) == (try height(.large, .system(size: 17))))
    // Clamping a range: AX5 limited to …xxxLarge draws at xxxLarge.
    let graph = ViewGraph(
      still: Text("Hello").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5),
      environment: EnvironmentValues(), proposal: .unspecified, scale: 3)
    try graph.update(at: 0)
    #expect(abs(try #require(graph.canvasSize).height / large - 23.0 / 17) < 0.02)
  }

  /// `@ScaledMetric` scales with its text style: 24 at `.large`, 24 × 28
  /// / 17 at AX1 relative to body, 24 × 40 / 34 at xxxLarge relative to
  /// the large title; its default outside a view is the base value.
  @Test func scaledMetricsFollowDynamicTypeSize() throws {
    struct Icon: View {
      @ScaledMetric var side: CGFloat = 24
      @ScaledMetric(relativeTo: .largeTitle) var wide: CGFloat = 24
      var body: some View { Color.red.frame(width: wide, height: side) }
    }
    func size(_ dynamicTypeSize: DynamicTypeSize) throws -> CGSize {
      let graph = ViewGraph(
        still: Icon().dynamicTypeSize(dynamicTypeSize), environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
      try graph.update(at: 0)
      return try #require(graph.canvasSize)
    }
    #expect(try size(.large) == CGSize(width: 24, height: 24))
    let ax1 = try size(.accessibility1)
    #expect(abs(ax1.height - 24 * 28 / 17) < 1e-9 && abs(ax1.width - 24 * 44 / 34) < 1e-9)
    let xxxLarge = try size(.xxxLarge)
    #expect(abs(xxxLarge.width - 24 * 40 / 34) < 1e-9 && abs(xxxLarge.height - 24 * 23 / 17) < 1e-9)
    #expect(Icon().side == 24)
  }

  /// `Font.smallCaps()` draws lowercase letters as small capitals
  /// (synthesized where the font has none, as Inter hasn't): "xvz" stands
  /// above the x-height and below the capitals; capitals stay as they are.
  @Test func smallCapsRaiseLowercaseLetters() throws {
    func inkHeight(_ font: Font, _ text: String) throws -> Int {
      let bitmap = try #require(ImageRenderer(content: Text(text).font(font).padding(4).background(Color.white)).bitmap)
      // Dark, opaque pixels: the glyphs' ink (the canvas's partly covered
      // edge pixels are transparent).
      let rows = (0..<bitmap.height).filter { y in
        (0..<bitmap.width).contains { x in bitmap.rgb(x, y)[0] < 128 && bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > 200 }
      }
      return (rows.last ?? 0) - (rows.first ?? 0) + 1
    }
    let size: CGFloat = 100
    let lower = try inkHeight(.system(size: size), "xvz"), capitals = try inkHeight(.system(size: size), "XVZ")
    let small = try inkHeight(.system(size: size).smallCaps(), "xvz")
    #expect(small > lower + 2 && small < capitals - 10, "x-height \(lower), small caps \(small), caps \(capitals)")
    #expect(try inkHeight(.system(size: size).lowercaseSmallCaps(), "xvz") == small)
    #expect(try inkHeight(.system(size: size).smallCaps(), "XVZ") == capitals)
  }

  @Test func rightToLeftGolden() {
    let row = { (direction: LayoutDirection) in
      HStack(spacing: 8) {
        Image(systemName: "star.fill")
        Text(direction == .rightToLeft ? "مرحبا" : "Hello")
        Spacer()
        Toggle("", isOn: .constant(true)).labelsHidden()
      }
      .padding(.horizontal, 16)
      .environment(\.layoutDirection, direction)
    }
    let view = VStack(spacing: 8) {
      row(.leftToRight)
      row(.rightToLeft)
    }
    .frame(width: 300)
    .padding(.vertical, 8)
    .background(Color.white)
    expectGolden(of: view, named: "right-to-left", scale: 2)
  }
}

/// Numbers in text follow the environment's locale.
@Suite struct LocaleTests {
  func string(_ text: Text, locale: String) -> String {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    return text.resolved(in: environment).paragraph.runs.map(\.string).joined()
  }

  @Test func interpolatedNumbersFollowTheLocale() {
    let value = 3.5
    #expect(string(Text("\(value, specifier: "%.1f") km"), locale: "en_US") == "3.5 km")
    #expect(string(Text("\(value, specifier: "%.1f") km"), locale: "de_DE") == "3,5 km")
    #expect(string(Text("\(value)"), locale: "fr_FR") == "3,500000")
    #expect(string(Text("\(1234.5, specifier: "%.2f")"), locale: "en_US") == "1,234.50")
    #expect(string(Text("\(1234.5, specifier: "%.2f")"), locale: "de_DE") == "1.234,50")
    // Exponent and zero-padded forms take the decimal separator, ungrouped.
    #expect(string(Text("\(1234.5, specifier: "%.1e")"), locale: "de_DE") == "1,2e+03")
    #expect(string(Text("\(1234.5, specifier: "%08.1f")"), locale: "de_DE") == "001234,5")
  }

  /// An interpolated integer is grouped in the locale, as iOS draws it:
  /// MarkdownUI's numbered list, recorded on the iOS simulator, numbers its
  /// thousandth item "1,000." from `Text("\(number).")`.
  @Test func interpolatedIntegersAreGroupedAsOnIOS() {
    #expect(string(Text("\(1000)."), locale: "en_US") == "1,000.")
    #expect(string(Text("\(1234)"), locale: "de_DE") == "1.234")
    #expect(string(Text("\(-1234567)"), locale: "en_US") == "-1,234,567")
    #expect(string(Text("\(999)"), locale: "en_US") == "999")
    #expect(string(Text("\(UInt(12345))"), locale: "en_US") == "12,345")
    // Hex, zero padding and verbatim text stay as written.
    #expect(string(Text("\(48879, specifier: "%x")"), locale: "en_US") == "beef")
    #expect(string(Text("\(1234, specifier: "%05d")"), locale: "en_US") == "01234")
    #expect(string(Text(verbatim: "\(2024)"), locale: "en_US") == "2024")
    #expect(string(Text(1234.5, format: .number), locale: "de_DE") == "1.234,5")
    #expect(string(Text(1234.5, format: .number), locale: "en_US") == "1,234.5")
  }
}
