import CFreeType
@testable import Flipbook
import Foundation
import Testing

/// Text sizes and lines against SwiftUI's rules, and advances against the
/// font files read by FreeType directly (not through Pango).
@Suite struct TextLayoutTests {
  /// SF Pro's line height and ascent as fractions of the size (hhea: 1950 + 494 over 2048).
  static let lineHeight: CGFloat = 2444.0 / 2048
  /// The height of `lines` lines of body text: one line as tall as the
  /// font, each next one the style's pitch (22 points, the HIG's leading)
  /// further down.
  static func bodyHeight(lines: CGFloat) -> CGFloat { up(17 * lineHeight + (lines - 1) * 22) }
  /// `length` rounded up to a whole point: these sizes are taken at 1×,
  /// and SwiftUI sizes a text's height up to a pixel.
  static func up(_ length: CGFloat) -> CGFloat { (length - 0.001).rounded(.up) }
  static let ascent: CGFloat = 1950.0 / 2048

  func size<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: proposal, scale: 1)
    do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
    return graph.canvasSize ?? .zero
  }

  /// The text nodes' frames and their layouts' line counts.
  func texts<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> [(frame: CGRect, lines: Int)] {
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: proposal, scale: 3)
    do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
    return (graph.placed?.descendantsAndSelf ?? []).compactMap { placed in
      guard let node = placed.node as? TextNode else { return nil }
      return (placed.frame, node.layout(ProposedViewSize(width: placed.frame.width + 0.01, height: nil)).lines.count)
    }
  }

  /// The advance of `string` in the font file at `path`, at `size` points,
  /// from FreeType's unhinted linear advances.
  func freeTypeAdvance(_ string: String, file path: String, size: CGFloat) throws -> CGFloat {
    var library: FT_Library?
    try #require(FT_Init_FreeType(&library) == 0)
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    try #require(FT_New_Face(library, path, 0, &face) == 0)
    defer { FT_Done_Face(face) }
    try #require(FT_Set_Char_Size(face, 0, FT_F26Dot6(size * 64), 72, 72) == 0)
    var advance: CGFloat = 0
    for scalar in string.unicodeScalars {
      let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      try #require(glyph != 0)
      try #require(FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING)) == 0)
      advance += CGFloat(face!.pointee.glyph.pointee.linearHoriAdvance) / 65536
    }
    return advance
  }

  @Test(arguments: ["minimum", "Illumination", "Flipbook"])
  func advancesMatchTheFontFile(string: String) throws {
    let expected = try freeTypeAdvance(string, file: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", size: 17)
    // Untracked, the font file's advances and the stand-in's calibration
    // between letters (Font+Calibration.swift: −2/1000 em at 17 pt); with
    // the system font's own tracking at 17 pt (−26/1000 em), that much
    // less again.
    let gaps = CGFloat(string.count - 1)
    let calibration = Font.standInTracking(family: "Inter", size: 17, weight: 400) * 17
    #expect(abs(calibration - -0.002 * 17) < 1e-9)
    let untracked = size(Text(verbatim: string).font(.system(size: 17)).tracking(0)).width
    #expect(abs(untracked - (expected + gaps * calibration)) < 0.01, "\(string): \(untracked) vs FreeType's \(expected)")
    let tracked = size(Text(verbatim: string).font(.system(size: 17))).width
    #expect(abs(tracked - (expected + gaps * (calibration - 0.026 * 17))) < 0.01, "\(string): \(tracked)")
  }

  @Test func theSystemFontTracksBySize() {
    // The HIG's table, in thousandths of an em: +12 at 10 pt, 0 at 12,
    // −26 at 17, +14 at 28, 0 from 80; interpolated between rows.
    #expect(abs(SystemTracking.points(forSize: 10) - 0.12) < 1e-9)
    #expect(SystemTracking.points(forSize: 12) == 0)
    #expect(abs(SystemTracking.points(forSize: 17) - -0.442) < 1e-9)
    #expect(abs(SystemTracking.points(forSize: 28) - 0.392) < 1e-9)
    #expect(abs(SystemTracking.points(forSize: 16.5) - -0.023 * 16.5) < 1e-9)
    #expect(SystemTracking.points(forSize: 200) == 0)
    #expect(SystemTracking.points(forSize: .nan) == 0)
    // Only the system font: a custom family and the monospaced design keep
    // their files' spacing.
    let mono = size(Text("minimum").font(.system(size: 17, design: .monospaced)))
    #expect(mono == size(Text("minimum").font(.system(size: 17, design: .monospaced)).tracking(0)))
  }

  @Test func boldAndMonospacedUseTheirOwnFiles() throws {
    // Above 20 points the system font is Inter Display (as iOS switches to
    // SF Pro Display), each spaced by its calibration between letters.
    let gaps: CGFloat = 6
    let bold = try freeTypeAdvance("minimum", file: "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf", size: 22)
    let boldSpacing = Font.standInTracking(family: "Inter Display", size: 22, weight: 700) * 22
    // and the display cut's calibrated side bearings at both ends.
    let bearings = 2 * Font.displayCutSideBearing * 22
    #expect(abs(size(Text("minimum").font(.system(size: 22, weight: .bold)).tracking(0)).width - (bold + gaps * boldSpacing + bearings)) < 0.01)
    let mono = try freeTypeAdvance("minimum", file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", size: 13)
    let monoSpacing = Font.monospacedStandInTracking * 13
    #expect(abs(size(Text("minimum").font(.system(size: 13, design: .monospaced))).width - (mono + gaps * monoSpacing)) < 0.01)
  }

  @Test(arguments: Font.TextStyle.allCases)
  func textStylesHaveIOSSizesAndLineHeights(style: Font.TextStyle) {
    let height = size(Text("Hamburger").font(.system(style))).height
    #expect(abs(height - Self.up(style.size * Self.lineHeight)) < 0.001)
  }

  @Test func bodyIsTheDefaultAndHeadlineIsSemibold() {
    #expect(size(Text("Hamburger")) == size(Text("Hamburger").font(.body)))
    #expect(abs(size(Text("Hamburger")).height - Self.up(20.287)) < 0.001)
    #expect(size(Text("Hamburger").font(.headline)) == size(Text("Hamburger").font(.body.weight(.semibold))))
    #expect(size(Text("Hamburger").font(.headline)).width > size(Text("Hamburger")).width)
  }

  /// A text's height is rounded up to a pixel, as SwiftUI sizes text: a
  /// 16-pt `.headline` line (19.09 pt) is 19.33 pt at 3× and 19.5 at 2×,
  /// so padded by 16 it makes iOS 18.1's 51.33-pt button (Foodybite's
  /// `MarineButton` at `.medium`, 154 px), not 51.
  @Test func aTextsHeightRoundsUpToAPixel() {
    let text = Text("Update").font(.headline).dynamicTypeSize(.medium)
    let button = HStack { Spacer(); text.padding(.vertical); Spacer() }.frame(minHeight: 48)
    for (scale, expected) in [(CGFloat(3), 19 + 1.0 / 3), (2, 19.5), (1, 20)] {
      let graph = ViewGraph(still: text, environment: EnvironmentValues(), proposal: .unspecified, scale: scale)
      #expect(throws: Never.self) { try graph.update(at: 0) }
      #expect(abs((graph.canvasSize?.height ?? 0) - expected) < 0.001, "at \(scale)×")
    }
    let graph = ViewGraph(still: button, environment: EnvironmentValues(), proposal: .unspecified, scale: 3)
    #expect(throws: Never.self) { try graph.update(at: 0) }
    #expect(abs((graph.canvasSize?.height ?? 0) * 3 - 154) < 0.01)
    // Reserved lines are counted before the rounding: two body lines half
    // a point apart, 20.29 + 22.5 pt, make 43 pt at 3× (42.83 rounded
    // first would leave the frame off the pixel grid).
    let reserved = ViewGraph(
      still: Text("Hi").lineLimit(2, reservesSpace: true).lineSpacing(0.5), environment: EnvironmentValues(),
      proposal: .unspecified, scale: 3)
    #expect(throws: Never.self) { try reserved.update(at: 0) }
    #expect(abs((reserved.canvasSize?.height ?? 0) - 43) < 0.001, "\(String(describing: reserved.canvasSize))")
  }

  @Test func idealSizeIsOneUnwrappedLine() {
    let long = Text("The quick brown fox jumps over the lazy dog")
    let ideal = size(long)
    #expect(abs(ideal.height - Self.up(17 * Self.lineHeight)) < 0.001)
    // Fixed size keeps it whatever is offered.
    #expect(size(long.fixedSize(), ProposedViewSize(width: 50, height: 50)) == ideal)
  }

  @Test func offeredLessWidthItWrapsAtWordsAndTakesItsWidestLine() {
    let text = Text("The quick brown fox jumps over the lazy dog")
    let ideal = size(text).width
    for width: CGFloat in [200, 120, 80] {
      let wrapped = size(text, ProposedViewSize(width: width, height: nil))
      let lines = ((wrapped.height - Self.up(17 * Self.lineHeight)) / 22).rounded() + 1
      #expect(abs(wrapped.height - Self.bodyHeight(lines: lines)) < 0.001, "whole lines at \(width)")
      #expect(wrapped.width <= width && wrapped.width > width * 0.6, "as wide as its widest line at \(width)")
      #expect(lines == (ideal / width).rounded(.up) || lines == (ideal / width).rounded(.up) + 1)
    }
  }

  /// SwiftUI counts the space a line wrapped at in the text's width (Core
  /// Text's line width does), up to the width offered: measured on an iOS
  /// 17 reference (TextLayout+Lines.swift says where).
  @Test func aWrappedTextIsAsWideAsItsWidestLineWithTheSpaceItBrokeAt() {
    let word = size(Text("first film,")).width, withSpace = size(Text("first film, ")).width
    let whole = size(Text("first film, learn")).width
    #expect(withSpace > word + 3)
    let wrapped = size(Text("first film, learn"), ProposedViewSize(width: whole - 5, height: nil))
    #expect(abs(wrapped.width - withSpace) < 0.001)
    #expect(wrapped.height > 2 * 17 * Self.lineHeight)
    // Offered less than the line and its space: as wide as offered.
    let tight = size(Text("first film, learn"), ProposedViewSize(width: word + 1, height: nil))
    #expect(abs(tight.width - (word + 1)) < 0.01)
    // A text that never wraps keeps its width.
    #expect(size(Text("first film, learn")).width == whole)
  }

  @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
    let wrapped = size(Text("Supercalifragilistic"), ProposedViewSize(width: 40, height: nil))
    #expect(wrapped.width <= 40)
    #expect(wrapped.height > 2 * 17 * Self.lineHeight)
  }

  @Test func lineLimitsAndHeightsKeepWholeLines() {
    let text = Text("The quick brown fox jumps over the lazy dog, and again, and again")
    let line = Self.up(17 * Self.lineHeight)
    func lines(_ n: CGFloat) -> CGFloat { Self.bodyHeight(lines: n) }
    #expect(abs(size(text.lineLimit(2), ProposedViewSize(width: 100, height: nil)).height - lines(2)) < 0.001)
    #expect(abs(size(text.lineLimit(1), ProposedViewSize(width: 100, height: nil)).height - line) < 0.001)
    // A height offered for 3 lines shows 3, ending in an ellipsis.
    #expect(abs(size(text, ProposedViewSize(width: 100, height: 3.5 * line)).height - lines(3)) < 0.001)
    // lineLimit(0) and negative show one line, as in SwiftUI.
    #expect(abs(size(text.lineLimit(0), ProposedViewSize(width: 100, height: nil)).height - line) < 0.001)
    #expect(abs(size(text.lineLimit(-3), ProposedViewSize(width: 100, height: nil)).height - line) < 0.001)
    // A range reserves its lower bound.
    #expect(abs(size(Text("Hi").lineLimit(3...5)).height - lines(3)) < 0.001)
    #expect(abs(size(Text("Hi").lineLimit(2, reservesSpace: true)).height - lines(2)) < 0.001)
    // Line spacing goes between lines only.
    let spaced = size(text.lineLimit(2).lineSpacing(10), ProposedViewSize(width: 100, height: nil)).height
    #expect(abs(spaced - Self.up(17 * Self.lineHeight + 22 + 10)) < 0.001)
    // A system font of a size has no text style: its lines are as tall as the font.
    let plain = size(text.font(.system(size: 17)).lineLimit(2), ProposedViewSize(width: 100, height: nil)).height
    #expect(abs(plain - Self.up(2 * 17 * Self.lineHeight)) < 0.001)
  }

  /// The WWDC talk: two one-line texts that do not both fit; the one with
  /// the higher layout priority keeps its ideal width, the other truncates.
  @Test func layoutPriorityDecidesWhichTextTruncates() {
    let title = Text("Avocado Toast").font(.title)
    let ingredients = Text("Ingredients: Avocado, Almond Butter, Bread, Red Pepper Flakes")
    let titleIdeal = size(title).width
    let frames = texts(HStack { title.layoutPriority(1); ingredients }.lineLimit(1), ProposedViewSize(width: 320, height: 100))
    #expect(frames.count == 2)
    #expect(abs(frames[0].frame.width - titleIdeal) < 0.34)
    // The ingredients are offered what is left and cut: their frame is the
    // line they show, "…" included, at most what is left and less than a
    // character and an ellipsis short of it.
    let left = 320 - titleIdeal - 8
    #expect(frames[1].frame.width <= left + 0.34)
    #expect(frames[1].frame.width > left - 12)
    #expect(frames.allSatisfy { $0.lines == 1 })
  }

  /// A truncated line is as wide as what it shows, not the width it was
  /// offered: iOS centres a caption cut to "…" in a 16-pt column
  /// (vjr2005/Challenge's status gallery, iOS 26: the dots' ink 20…27.3 pt
  /// in the column 16…32). Pango widens its ellipsis to fill the width it
  /// was set to; the text's frame would then be the column's and its "…"
  /// at the column's left.
  @Test func aTruncatedLineIsAsWideAsWhatItShows() {
    let column = VStack(spacing: 8) {
      Color.red.frame(width: 16, height: 16)
      Text("Alive").font(.caption)
    }
    let frames = texts(column, ProposedViewSize(width: 16, height: 24))
    #expect(frames.count == 1)
    guard let frame = frames.first?.frame else { return }
    #expect(frame.width < 12, "\(frame)")
    #expect(frame.width > 5, "\(frame)")
    #expect(abs(frame.midX - 8) < 0.34, "centred in the column: \(frame)")
    // Cut in the middle or at the head, the characters after the "…"
    // follow it at once: the line is no wider than the text it shows.
    let sentence = "The quick brown fox jumps over the lazy dog"
    let ideal = size(Text(sentence)).width
    for mode in [Text.TruncationMode.head, .middle, .tail] {
      let line = texts(Text(sentence).lineLimit(1).truncationMode(mode), ProposedViewSize(width: 150, height: 100))
      #expect(line.count == 1)
      if let width = line.first?.frame.width {
        #expect(width <= 150 && width > 150 - 12 && width < ideal, "\(mode): \(width)")
      }
    }
  }

  /// Cut at the tail just after a space, the "…" follows the word at once
  /// (Core Text's truncation, as iOS sets fespinoza/sample-json-app's
  /// genres: "Science Fiction,…"): the line is as wide as the text without
  /// the space.
  @Test func aTailCutAfterASpaceDropsTheSpace() {
    let cut = texts(Text("Science Fiction, …"), ProposedViewSize(width: 300, height: 100)).first?.frame.width ?? 0
    let line = texts(Text("Science Fiction, War").lineLimit(1), ProposedViewSize(width: cut + 0.5, height: 100))
    let joined = texts(Text("Science Fiction,…"), ProposedViewSize(width: 300, height: 100)).first?.frame.width ?? 0
    #expect(joined > 0 && joined < cut - 2)
    #expect(line.count == 1)
    if let width = line.first?.frame.width { #expect(abs(width - joined) < 0.34, "\(width) \(joined) \(cut)") }
  }

  @Test func baselinesComeFromTheLines() {
    // Two fonts on the first text baseline: the baselines meet.
    let view = HStack(alignment: .firstTextBaseline) {
      Text("Big").font(.largeTitle)
      Text("small").font(.caption)
    }
    let frames = texts(view)
    let big = frames[0].frame.minY + 34 * Self.ascent
    let small = frames[1].frame.minY + 12 * Self.ascent
    #expect(abs(big - small) < 0.34)
    // A non-text view's baseline is its bottom.
    let mixed = texts(HStack(alignment: .lastTextBaseline) {
      Color.red.frame(width: 10, height: 50)
      Text("x")
    })
    #expect(abs(mixed[0].frame.minY + 17 * Self.ascent - 50) < 0.34)
  }

  @Test func emptyTextIsZeroByZero() {
    #expect(size(Text("")) == .zero)
    #expect(size(Text(verbatim: "")) == .zero)
  }

  @Test func concatenationKeepsEachPiecesFont() {
    let joined = size(Text("Big").font(.largeTitle) + Text("small").font(.caption))
    let big = size(Text("Big").font(.largeTitle))
    #expect(abs(joined.height - big.height) < 0.001)
    #expect(joined.width > big.width)
  }

  @Test func interpolationFormatsAsSwiftUI() {
    #expect(Text("\(3) items").string == "3 items")
    #expect(Text("\(2.5)").string == "2.500000")
    #expect(Text("\(Double.pi, specifier: "%.2f")").string == "3.14")
    let name = "Ada"
    #expect(Text("Hi \(name)!").string == "Hi Ada!")
    #expect(Text(name).string == "Ada")
    #expect((Text("a") + Text("b").bold()).string == "ab")
  }

  @Test func literalsRenderInlineMarkdown() {
    let text = Text("Plain **bold** *italic* ~~gone~~ `code` [link](https://example.com)")
    #expect(text.string == "Plain bold italic gone code link")
    let bold = text.segments.first { $0.string == "bold" }
    #expect(bold?.attributes.weight == .bold)
    #expect(text.segments.first { $0.string == "italic" }?.attributes.italic == true)
    #expect(text.segments.first { $0.string == "gone" }?.attributes.strikethrough?.isActive == true)
    #expect(text.segments.first { $0.string == "code" }?.attributes.font == Font.body.monospaced())
    #expect(text.segments.first { $0.string == "link" }?.attributes.foreground?.color == .accentColor)
    // Interpolated values are atoms: styled by the markers around them, never parsed.
    let name = "*Ada*"
    let greeting = Text("Hi **\(name)**")
    #expect(greeting.string == "Hi *Ada*")
    #expect(greeting.segments.last?.attributes.weight == .bold)
    // Unpaired or space-flanked markers, and `_` inside words, stay as written.
    #expect(Text("5 * 3 * 2").string == "5 * 3 * 2")
    #expect(Text("snake_case_name").string == "snake_case_name")
    #expect(Text("a **b").string == "a **b")
    #expect(Text("\\*not italic\\*").string == "*not italic*")
    // Verbatim text and String values are not parsed.
    #expect(Text(verbatim: "**x**").string == "**x**")
    let variable = "**x**"
    #expect(Text(variable).string == "**x**")
  }

  @Test func textCaseChangesTheCharacters() {
    #expect(size(Text("abc").textCase(.uppercase)) == size(Text("ABC")))
    #expect(size(Text("abc").environment(\.textCase, .uppercase)) == size(Text("ABC")))
  }

  @Test func aFilmShapesEachTextOnce() throws {
    let film = Film("texts", size: CGSize(width: 200, height: 400), fps: 10, state: 0, script: [.wait(1)]) { _ in
      VStack { ForEach(0..<20) { Text("Shaping test row \($0)").font($0.isMultiple(of: 2) ? .body : .caption) } }
    }
    func count() -> Int { (0..<20).map { TextLayout._shapingCount(of: "Shaping test row \($0)") }.reduce(0, +) }
    _ = try film.image(at: 0)
    let first = count()
    #expect(first >= 20)
    for time in stride(from: 0.1, through: 0.9, by: 0.1) { _ = try film.image(at: time) }
    #expect(count() == first)
  }

  /// A face iOS has no font for is set as iOS sets it: in Helvetica
  /// (Nimbus Sans here, Helvetica's widths), regular whatever weight is
  /// asked, with no tracking table (mmgoncalves/cstv's
  /// `Font.custom("roboto")` with `.fontWeight(.bold)`, regular Helvetica
  /// in four iOS 17 references: "Player Name" at 14 pt is 239 px of ink at
  /// 3× there, as Nimbus Sans sets it). A face iOS has but this machine
  /// lacks keeps its weight on the system font's stand-in.
  @Test func aMissingFaceIsSetInHelveticaWhateverTheWeight() {
    let system = size(Text("Player Name").font(.system(size: 14)))
    let bold = size(Text("Player Name").font(.system(size: 14, weight: .bold)))
    #expect(bold.width > system.width + 1)
    let missing = size(Text("Player Name").font(.custom("roboto", size: 14)))
    // Helvetica's advances with its kerning: 4.930 em … of "Player One";
    // "Player Name" 5.701 em (Nimbus Sans' hmtx and kern, HarfBuzz).
    #expect(abs(missing.width - 79.815) < 0.01)
    #expect(abs(missing.height - Self.up(14 * (0.95 + 0.24))) < 0.01)
    #expect(size(Text("Player Name").font(.custom("roboto", size: 14)).fontWeight(.bold)) == missing)
    #expect(size(Text("Player Name").font(.custom("roboto", size: 14).weight(.heavy))) == missing)
    #expect(size(Text("Player Name").font(.custom("roboto", size: 14)).bold()) == missing)
    #expect(size(VStack { Text("Player Name").font(.custom("roboto", size: 14)) }.fontWeight(.bold)) == missing)
    #expect(size(Text("Player Name").font(.custom("Avenir Next", size: 14)).fontWeight(.bold)) == bold)
    #expect(size(Text("Player Name").font(.custom("HelveticaNeue-Medium", size: 14)).bold()) == bold)
  }

  @Test func badInputGivesAResultNotACrash() throws {
    let line = Self.up(17 * Self.lineHeight)
    // NaN, infinite, negative and zero sizes are clamped (NaN and ∞ to the body size).
    #expect(abs(size(Text("x").font(.system(size: .nan))).height - line) < 0.001)
    #expect(abs(size(Text("x").font(.system(size: .infinity))).height - line) < 0.001)
    // (At most a pixel: a text's height rounds up to one.)
    #expect(size(Text("x").font(.system(size: -5))).height <= 1)
    #expect(size(Text("x").font(.system(size: 0))).height <= 1)
    // NUL is left out; combining marks stack on their base.
    #expect(size(Text("a\u{0}b")) == size(Text("ab")))
    // (Within the half-gap of tracking Pango puts beside each mark.)
    #expect(abs(size(Text("e\u{301}\u{301}\u{301}")).width - size(Text("e")).width) < 0.25)
    // A family that does not exist (here or on iOS) is set in Helvetica.
    #expect(
      size(Text("Hamburger").font(.custom("No Such Family", size: 17)))
        == size(Text("Hamburger").font(.custom("roboto", size: 17))))
    // A megabyte: laid out, truncated to one line.
    let megabyte = String(repeating: "lorem ipsum ", count: 87_382)
    let big = size(Text(megabyte).lineLimit(1), ProposedViewSize(width: 300, height: nil))
    #expect(big.width <= 300 && abs(big.height - line) < 0.001)
    let renderer = ImageRenderer(content: Text(megabyte).lineLimit(3).frame(width: 300))
    #expect(try renderer.render() != nil)
  }
}

extension TextLayoutTests {
  /// A word too long for its line breaks between two letters with no
  /// hyphen added, as Core Text breaks it (NSParagraphStyle's
  /// hyphenationFactor is 0): the same pixels as the word broken there by
  /// a newline. (Pango adds a hyphen unless told not to.)
  @Test func aWordBrokenForWantOfRoomGetsNoHyphen() throws {
    func pixels(_ text: Text) throws -> [UInt8] {
      let renderer = ImageRenderer(content: text.font(.system(size: 20)).frame(width: 44, alignment: .leading))
      return try #require(try renderer.render()).pixels
    }
    let wrapped = try TextLayoutTests().texts(Text("Wwwwwww").font(.system(size: 20)), ProposedViewSize(width: 44, height: nil))
    try #require(wrapped.first?.lines ?? 0 > 1)
    let lines = wrapped.first!.lines
    // Break the word by hand where the layout broke it: the first line
    // holds as many letters as fit in 44 points (W at 20 points is wider
    // than 11), tried from the most.
    let candidates = (1..<7).reversed().map { Text(String(repeating: "W", count: 1) + String(repeating: "w", count: $0 - 1) + "\n" + String(repeating: "w", count: 7 - $0)) }
    let broken = try pixels(Text("Wwwwwww"))
    #expect(try candidates.contains { try pixels($0) == broken }, "no hand break of the \(lines) lines matches")
  }
}
