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

  func render(_ view: some View, width: CGFloat = 210, height: CGFloat = 40, scale: CGFloat = 2) throws -> TextBoxedImage {
    let session = try SwiftUISnapshotLayout.fixed(width: width, height: height).session(view, scale: scale)
    let runs = try session.displayList().textRuns
    return TextBoxedImage(
      bitmap: try session.image(), textBoxes: runs.map { $0.box }, textLengths: runs.map { $0.characters }, scale: scale)
  }

  /// The reference is a file: only its pixels.
  func reference(_ view: Label) throws -> TextBoxedImage {
    let image = try render(view)
    return TextBoxedImage(bitmap: image.bitmap, scale: image.scale)
  }

  @Test func anotherTypefaceAtTheSamePlacePassesOnlyByBoxes() throws {
    // Another typeface's run, as SF Pro's is to Inter's: the same string
    // about 1 % wider (0.1 pt more per letter), every glyph pixel moved.
    let reference = try reference(Label(tracking: 0.1))
    let ours = try render(Label())
    #expect(ours.textBoxes.count == 1)
    #expect(Diffing<Bitmap>.image().diffV2(reference.bitmap, ours.bitmap) != nil, "the glyphs differ")
    let byBoxes = Diffing<UIImage>.image(textAsBoxes: true).diffV2(reference, ours)
    #expect(byBoxes == nil, "\(byBoxes?.0 ?? "")")
    // The suite's switch does the same for a strategy not told otherwise;
    // an assertion's own parameter wins.
    #expect(Diffing<UIImage>.image().diffV2(reference, ours) != nil, "compared exactly without the switch")
    withIOSReferences {
      #expect(Diffing<UIImage>.image().diffV2(reference, ours) == nil, "the switch compares by boxes")
      #expect(Diffing<UIImage>.image(textAsBoxes: false).diffV2(reference, ours) != nil, "the parameter wins")
    }
    if ProcessInfo.processInfo.environment["FLIPBOOK_PRINT_FIGURES"] != nil {
      let c = TextBoxComparison(expected: reference.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, scale: 2, tolerance: .exact)
      print("FIGURE tracking", c.lowestLikeness, c.summary)
    }
  }

  @Test(arguments: [
    ("a word of another length", Label(text: "Hello, everyone")),
    ("a label moved by 3 pt", Label(dx: 3)),
    ("a badge of another colour", Label(badge: .red)),
  ])
  func realChangesFail(change: String, reference view: Label) throws {
    let failure = Diffing<UIImage>.image(textAsBoxes: true).diffV2(try reference(view), try render(Label()))
    #expect(failure != nil, "\(change) passed")
    if ProcessInfo.processInfo.environment["FLIPBOOK_PRINT_FIGURES"] != nil {
      let ours = try render(Label()), theirs = try reference(view)
      print("FIGURE", change, TextBoxComparison(expected: theirs.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, scale: 2, tolerance: .exact).summary)
    }
  }

  // MARK: - Against iOS's own pixels

  /// An iOS reference of the text benchmark (Benchmarks/TextReferences).
  static func iOSReference(_ path: String) throws -> Bitmap {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try PNGDecoder().read(contentsOf: root.appendingPathComponent("Benchmarks/TextReferences/\(path)").path)
  }

  /// `bitmap`'s rows `y0..<y1`.
  static func rows(_ bitmap: Bitmap, _ y0: Int, _ y1: Int) throws -> Bitmap {
    try Bitmap(
      width: bitmap.width, height: y1 - y0, scale: bitmap.scale,
      pixels: Array(bitmap.pixels[(y0 * bitmap.width * 4)..<(y1 * bitmap.width * 4)]))
  }

  /// TextBuilder's snapshot helper: a concatenated Text, fixed size, on
  /// white, in light mode at the large category.
  struct Lorem: View {
    var dx: CGFloat = 0
    var ink = Color.primary
    var bold = false
    var last = "amet, consectetur"

    var body: some View {
      (Text("Lorem").underline().foregroundColor(.blue) + Text("ipsum dolor").foregroundColor(ink)
        + Text("sit").bold().foregroundColor(ink) + Text(last).foregroundColor(ink))
        .bold(bold)
        .offset(x: dx)
        .environment(\.colorScheme, .light)
        .environment(\.sizeCategory, .large)
        .fixedSize()
        .background(Color.white)
    }
  }

  /// TextBuilder's own iOS reference (SF Pro, 591 × 41 px at 2×) against
  /// Flipbook's render of the same view as its suite asserts it
  /// (`.image`, the size that fits): recorded at the default 3× and
  /// rendered again at 2× to meet the reference, then compared by boxes.
  @Test func anIOSReferenceOfTheSameTextPasses() throws {
    let reference = TextBoxedImage(bitmap: try Self.iOSReference("TextBuilder/testBasicTextBuilder.iOS.png"), textBoxes: [], scale: 1)
    let strategy = Snapshotting<Lorem, UIImage>.image(crossRenderer: true, textAsBoxes: true)
    let ours = try #require(waitForSnapshot(strategy, Lorem()))
    #expect(ours.bitmap.width != reference.bitmap.width, "rendered at the default scale first")
    let failure = strategy.diffing.diffV2(reference, ours)
    #expect(failure == nil, "\(failure?.0 ?? "")")
    // Exactly, it differs: every glyph is another typeface's.
    let matched = try #require(ours.matching(reference.bitmap, textAsBoxes: true, guessDevice: false)?.0)
    #expect(matched.scale == 2 && GoldenComparison(expected: reference.bitmap, actual: matched.bitmap, tolerance: .exact).passes == false)
  }

  /// The same reference against deliberate changes, each laid out in the
  /// reference's own frame (295.5 × 20.5 pt at 2×) so that only the text
  /// can tell them apart.
  @Test(arguments: [
    ("moved by a point", Lorem(dx: 1)),
    ("recoloured 3 % lighter", Lorem(ink: Color(red: 0.03, green: 0.03, blue: 0.03))),
    ("set bold", Lorem(bold: true)),
    ("with a word of another length", Lorem(last: "amet, consect")),
  ])
  func anIOSReferenceCatchesAChange(change: String, view: Lorem) throws {
    let reference = try Self.iOSReference("TextBuilder/testBasicTextBuilder.iOS.png")
    let same = try render(Lorem().frame(width: 295.5, height: 20.5, alignment: .topLeading), width: 295.5, height: 20.5)
    let unchanged = TextBoxComparison(
      expected: reference, actual: same.bitmap, textBoxes: same.textBoxes, textLengths: same.textLengths, scale: 2,
      tolerance: GoldenTolerance.exact.ignoringAntialiasing())
    #expect(unchanged.passes, "\(unchanged.summary)")
    let changed = try render(view.frame(width: 295.5, height: 20.5, alignment: .topLeading), width: 295.5, height: 20.5)
    let comparison = TextBoxComparison(
      expected: reference, actual: changed.bitmap, textBoxes: changed.textBoxes, textLengths: changed.textLengths,
      scale: 2, tolerance: GoldenTolerance.exact.ignoringAntialiasing())
    #expect(!comparison.passes, "\(change) passed")
  }

  /// A one-glyph run: iOS's "?" (swift-snapshot-testing's `testTraits`,
  /// a UILabel in the subheadline style at the iPhone SE's medium category,
  /// its bottom on the screen's, at 3×) against Flipbook's in Inter, the
  /// bottom 60 points of the screen: by its box it passes; moved by a
  /// point, it fails.
  @Test func aOneGlyphRunInAnotherTypefacePassesAndFailsMoved() throws {
    let screen = try Self.iOSReference("swift-snapshot-testing/testTraits.iphone-se-medium.png")
    let reference = try Self.rows(screen, screen.height - 180, screen.height)
    func strip(dy: CGFloat) throws -> TextBoxedImage {
      try render(
        Text("?").font(.subheadline).dynamicTypeSize(.medium).offset(y: dy).background(Color.white)
          .frame(width: 320, height: 60, alignment: .bottom).background(Color.white),
        width: 320, height: 60, scale: 3)
    }
    let tolerance = GoldenTolerance.exact.ignoringAntialiasing()
    let ours = try strip(dy: 0)
    #expect(ours.textLengths == [1])
    #expect(GoldenComparison(expected: reference, actual: ours.bitmap, tolerance: .exact).passes == false)
    let same = TextBoxComparison(
      expected: reference, actual: ours.bitmap, textBoxes: ours.textBoxes, textLengths: ours.textLengths, scale: 3,
      tolerance: tolerance)
    #expect(same.passes, "\(same.summary)")
    for dy: CGFloat in [-1, 1] {
      let moved = try strip(dy: dy)
      let comparison = TextBoxComparison(
        expected: reference, actual: moved.bitmap, textBoxes: moved.textBoxes, textLengths: moved.textLengths, scale: 3,
        tolerance: tolerance)
      #expect(!comparison.passes, "moved \(dy) pt passed")
    }
  }
}

extension TextBoxTests {
  /// Faint text (the tertiary grey, 50 levels from white) has ink to
  /// compare: the same run passes, the run gone from the reference (or
  /// from the render) fails. At the fixed threshold of 64 it had none, and
  /// its box was masked from the pixels too: it could vanish unnoticed.
  @Test func faintTextCanNotVanishUnnoticed() throws {
    let faint = try render(Text("Faint label").foregroundStyle(.tertiary).frame(width: 210, height: 40).background(Color.white))
    let blank = try render(Color.white.frame(width: 210, height: 40))
    let tolerance = GoldenTolerance.exact.ignoringAntialiasing()
    func compare(_ expected: Bitmap, _ actual: TextBoxedImage) -> TextBoxComparison {
      TextBoxComparison(
        expected: expected, actual: actual.bitmap, textBoxes: actual.textBoxes, textLengths: actual.textLengths,
        scale: 2, tolerance: tolerance)
    }
    #expect(compare(faint.bitmap, faint).passes)
    let vanished = compare(blank.bitmap, faint)
    #expect(!vanished.passes, "\(vanished.summary)")
  }

  /// A trailing-aligned run set wider in the reference's typeface (SF Pro's
  /// "1.0.0 (2)" starts 5 px left of Inter's at 3× in ScanNow's version row)
  /// reaches past the render's box at its leading side: that band is the
  /// run's, not the pixel comparison's, so it passes; the same run moved by
  /// a point, which moves both its edges, still fails.
  @Test func aWiderRunAnchoredAtItsTrailingEdgePasses() throws {
    func row(tracking: CGFloat = 0, dx: CGFloat = 0) -> some View {
      Text("1.0.0 (2)").tracking(tracking).offset(x: dx)
        .frame(width: 200, height: 40, alignment: .trailing).padding(.horizontal, 5).background(Color.white)
    }
    let ours = try render(row())
    let tolerance = GoldenTolerance.exact.ignoringAntialiasing()
    func compare(_ reference: TextBoxedImage) -> TextBoxComparison {
      TextBoxComparison(
        expected: reference.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, textLengths: ours.textLengths,
        scale: 2, tolerance: tolerance)
    }
    // 0.2 pt more a letter: 1.6 pt wider over eight gaps, 2.5 % of the run.
    let wider = compare(try render(row(tracking: 0.2)))
    #expect(wider.passes, "\(wider.summary)")
    let moved = compare(try render(row(dx: -1)))
    #expect(!moved.passes, "\(moved.summary)")
  }

  /// A run whose foot differs in the other typeface (a slash reaching
  /// further down) is in place by its top; moved down by a point it is not.
  @Test func aRunIsInPlaceByItsTopWhenItsFootDiffers() throws {
    func label(foot: CGFloat = 0, dy: CGFloat = 0) -> some View {
      (Text("ScanNow ScanNo") + Text("w").baselineOffset(-foot)).offset(y: dy)
        .frame(width: 210, height: 40).background(Color.white)
    }
    let ours = try render(label())
    func compare(_ reference: TextBoxedImage) -> TextBoxComparison {
      TextBoxComparison(
        expected: reference.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, textLengths: ours.textLengths,
        scale: 2, tolerance: .exact.ignoringAntialiasing())
    }
    // The last letter's foot 1.5 pt (3 px) lower: the ink's centre 1.5 px
    // lower, its top in place.
    let deeper = compare(try render(label(foot: 1.5)))
    #expect(deeper.passes, "\(deeper.summary)")
    let moved = compare(try render(label(dy: 1)))
    #expect(!moved.passes, "\(moved.summary)")
  }

  /// An SF Symbol is judged as a run of its own: its stand-in glyph is
  /// another designer's, so a reference whose glyph is 8 % larger (as
  /// iOS's checkmark is against the stand-in's, GoodSwiftUI's iOS 18.6
  /// references) passes by its box, while the same glyph moved a point or
  /// recoloured fails.
  @Test func aSymbolInAnotherDesignPassesAndFailsMovedOrRecoloured() throws {
    func badge(scale glyphScale: CGFloat = 1, dx: CGFloat = 0, color: Color = .blue) -> some View {
      Image(systemName: "checkmark").font(.system(size: 20)).foregroundStyle(color)
        .scaleEffect(glyphScale).offset(x: dx)
        .frame(width: 40, height: 40).background(Color.white)
    }
    let reference = try render(badge(scale: 1.08), width: 40, height: 40, scale: 3).bitmap
    let ours = try render(badge(), width: 40, height: 40, scale: 3)
    #expect(ours.textLengths == [0])
    let tolerance = GoldenTolerance.exact.ignoringAntialiasing()
    #expect(!GoldenComparison(expected: reference, actual: ours.bitmap, tolerance: tolerance).passes)
    let same = TextBoxComparison(
      expected: reference, actual: ours.bitmap, textBoxes: ours.textBoxes, textLengths: ours.textLengths, scale: 3,
      tolerance: tolerance)
    #expect(same.passes, "\(same.summary)")
    for changed in [try render(badge(dx: 1), width: 40, height: 40, scale: 3), try render(badge(color: .red), width: 40, height: 40, scale: 3)] {
      let comparison = TextBoxComparison(
        expected: reference, actual: changed.bitmap, textBoxes: changed.textBoxes, textLengths: changed.textLengths,
        scale: 3, tolerance: tolerance)
      #expect(!comparison.passes, "a changed symbol passed: \(comparison.summary)")
    }
  }
}

extension TextBoxTests {
  /// swift-snapshot-testing's title label ("What's the point?", `.title1`
  /// at the small category, sized to fit, 3×): iOS's is 588 × 94 px, ours
  /// 587 × 94, its ink the same width. A frame sized to its text inherits
  /// the stand-in's width error, so the strategy compares it within the
  /// text's slack; a word of another length, or a frame without text that
  /// differs by a pixel, still fails.
  struct TitleLabel: View {
    var text = "What's the point?"
    var body: some View {
      Text(text).font(.title).dynamicTypeSize(.small).fixedSize().background(Color.white)
    }
  }

  @Test func aFrameSizedToItsTextComparesWithinTheTextsSlack() throws {
    let reference = TextBoxedImage(
      bitmap: try Self.iOSReference("swift-snapshot-testing/testTraitsWithView.label-small.png"), textBoxes: [], scale: 1)
    let strategy = Snapshotting<TitleLabel, UIImage>.image(crossRenderer: true, textAsBoxes: true)
    let ours = try #require(waitForSnapshot(strategy, TitleLabel()))
    let rerender = try #require(ours.rerender)
    let atThree = try rerender(SnapshotTarget(scale: 3))
    #expect(atThree.bitmap.width != reference.bitmap.width && atThree.bitmap.height == reference.bitmap.height)
    let failure = strategy.diffing.diffV2(reference, ours)
    #expect(failure == nil, "\(failure?.0 ?? "")")
    let shorter = try #require(waitForSnapshot(strategy, TitleLabel(text: "What's the poin?")))
    #expect(strategy.diffing.diffV2(reference, shorter) != nil, "a shorter string passed")
  }

  @Test func aFrameWithoutTextMustBeTheReferencesSize() throws {
    func square(_ side: CGFloat) throws -> TextBoxedImage {
      try render(Rectangle().fill(Color.blue).frame(width: side, height: 20), width: side, height: 20)
    }
    let reference = try square(40), wider = try square(40.5)
    #expect(reference.bitmap.width + 1 == wider.bitmap.width)
    let comparison = TextBoxComparison(
      expected: reference.bitmap, actual: wider.bitmap, textBoxes: wider.textBoxes, scale: 2,
      tolerance: GoldenTolerance.exact.ignoringAntialiasing())
    #expect(!comparison.passes && comparison.summary.contains("size differs"), "\(comparison.summary)")
  }
}

/// The value a strategy makes of `value` (swift-snapshot-testing's
/// snapshotting is asynchronous in form; Flipbook's strategies answer at
/// once).
func waitForSnapshot<V, F>(_ strategy: Snapshotting<V, F>, _ value: V) -> F? {
  var result: F?
  strategy.snapshot(value).run { result = $0 }
  return result
}

/// An image strategy's snapshot, as the snapshot value Flipbook made.
func waitForSnapshot<V>(_ strategy: Snapshotting<V, UIImage>, _ value: V) -> SnapshotImage? {
  var result: UIImage?
  strategy.snapshot(value).run { result = $0 }
  return result.map(SnapshotImage.of)
}


extension TextBoxTests {
  /// A neighbour in the band beyond a run (where the reference's wider or
  /// narrower typeface may reach) is not the run's ink: Foodybite's
  /// `.title2` bold "restaurant name 2" was judged "another size" because
  /// iOS's "23.4 km" capsule, set 3 px nearer after a narrower run, began
  /// inside the band. The run is judged by its own letters and passes;
  /// the neighbour, moved, is compared as pixels and fails.
  @Test func aNeighbourInTheBandIsComparedAsPixelsNotAsTheRunsInk() throws {
    func row(tracking: CGFloat = 0, bar: Color = .blue) -> some View {
      HStack(spacing: 6) {
        Text("restaurant name 2").font(.title2.bold()).tracking(tracking)
        Rectangle().fill(bar).frame(width: 3, height: 20)
      }
      .frame(width: 260, height: 40, alignment: .leading).padding(.leading, 5).background(Color.white)
    }
    let ours = try render(row(), width: 270)
    #expect(ours.textBoxes.count == 1)
    func compare(_ reference: TextBoxedImage) -> TextBoxComparison {
      TextBoxComparison(
        expected: reference.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, textLengths: ours.textLengths,
        scale: 2, tolerance: .exact.ignoringAntialiasing())
    }
    // The reference's run 0.1 pt a letter narrower (1.6 pt over sixteen
    // gaps, 0.9 %): its bar 1.6 pt nearer, inside the band of ours, and
    // red: the bar is not the run's ink, so its colour is compared.
    let narrower = compare(try render(row(tracking: -0.1, bar: .red), width: 270))
    #expect(narrower.textFailures.isEmpty, "the run is judged by its letters: \(narrower.summary)")
    let barComparedAsPixels = !narrower.pixels.passes
    #expect(barComparedAsPixels, "the bar's colour is compared as pixels")
    // The same bar where ours is passes whole.
    #expect(compare(ours).passes)
  }

  /// A label on a background drawn tight round it (Foodybite's location
  /// line: white on red, on black in dark mode): the band past the label's
  /// box holds the background's edge and the surroundings, which are not
  /// its letters; moved by a point, the label fails.
  @Test func aLabelOnATightBackgroundMovedByAPointFails() throws {
    func label(dx: CGFloat = 0) -> some View {
      Text("Location (3,400000,7,600000").foregroundColor(.white).background(Color.red).offset(x: dx)
        .frame(width: 300, height: 40).background(Color.black)
    }
    let ours = try render(label(), width: 300)
    func compare(_ view: some View) throws -> TextBoxComparison {
      let reference = try render(view, width: 300)
      return TextBoxComparison(
        expected: reference.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, textLengths: ours.textLengths,
        scale: 2, tolerance: .exact.ignoringAntialiasing())
    }
    let same = try compare(label())
    let samePasses = same.passes
    #expect(samePasses, "\(same.summary)")
    let moved = try compare(label(dx: 1))
    let movedPasses = moved.passes
    #expect(!movedPasses, "moved a point")
  }

  /// A row as Foodybite's restaurant cards lay it out: a bold name, then a
  /// capsule with a label, `nameSpacing` after it.
  func card(tracking: CGFloat = 0, nameSpacing: CGFloat = 8, capsule: Color = .indigo, dx: CGFloat = 0) -> some View {
    HStack(spacing: nameSpacing) {
      Text("restaurant name 2").font(.title2.bold()).tracking(tracking)
      Text("23.4 km").font(.caption).foregroundColor(.white).padding(.horizontal, 6).padding(.vertical, 2)
        .background(Capsule().fill(capsule))
    }
    .offset(x: dx)
    .frame(width: 300, height: 40, alignment: .leading).padding(.leading, 5).background(Color.white)
  }

  @Test func whatARunsWidthMovesBesideItIsWhereTheRunPutsIt() throws {
    let ours = try render(card(), width: 305)
    #expect(ours.textBoxes.count == 2)
    func compare(_ view: some View) throws -> TextBoxComparison {
      let reference = try render(view, width: 305)
      return TextBoxComparison(
        expected: reference.bitmap, actual: ours.bitmap, textBoxes: ours.textBoxes, textLengths: ours.textLengths,
        scale: 2, tolerance: .exact.ignoringAntialiasing())
    }
    // The reference's name 0.1 pt a letter narrower, as SF Pro's may be:
    // the capsule and its label 1.6 pt (3 px) nearer. They are where the
    // name's edge puts them.
    let narrower = try compare(card(tracking: -0.1))
    let narrowerPasses = narrower.passes
    #expect(narrowerPasses, "\(narrower.summary)")
    #expect(narrower.shiftedNeighbours > 0)
    // A point nearer still in the reference (5 px off ours, 3 explained):
    // the capsule fails.
    let movedFurther = try compare(card(tracking: -0.1, nameSpacing: 7))
    let movedFurtherPasses = movedFurther.passes
    #expect(!movedFurtherPasses, "the capsule moved a point more than the name explains")
    // The capsule recoloured where the name's width puts it: fails.
    let recoloured = try compare(card(tracking: -0.1, capsule: .purple))
    let recolouredPasses = recoloured.passes
    #expect(!recolouredPasses, "\(recoloured.summary)")
    // The whole line a point right, its name wider in the reference:
    // nothing stays in place to explain the rest, and both runs fail.
    let lineMoved = try compare(card(tracking: 0.1, dx: 1))
    let lineMovedPasses = lineMoved.passes
    #expect(!lineMovedPasses)
    #expect(lineMoved.textFailures.count == 2, "\(lineMoved.summary)")
  }
}
