import FlipbookCore
import Foundation

// # Text compared by its boxes
//
// A reference recorded on iOS sets text in SF Pro; Flipbook sets it in
// Inter, calibrated to SF Pro's widths (Font+Calibration.swift). The glyphs
// differ in every pixel, though the label is the same string in the same
// place. With the glyph-box option, a snapshot compares text runs by where
// their ink is and what it is like, not by their pixels:
//
// - the pixels of each of the rendered image's text boxes (the runs'
//   frames from its display list, grown by half a point for overhangs,
//   and across by the width a run may differ by, below, up to the next
//   run's box) are where each image's run is looked for; the ink there
//   that continues the run's letters (no blank gap wider than a sixth of
//   an em, `continuingRun`) is the run's, and left out of the pixel
//   comparison, while a neighbour in the band beyond such a gap (a
//   capsule behind the next label, set nearer in one image) is compared
//   as pixels, not taken for the run's ink;
// - in each box the two images' *ink* (InkProfile: pixels more than 64/255
//   from the box's most common colour, or half the farthest pixel's
//   distance in either image when that is less, down to 12: faint text in
//   a tertiary grey has ink too) is found, and a box with ink in one
//   image only fails (a run appeared or vanished);
// - place: the ink must be where the reference's is, horizontally at its
//   left edge, its centre or its right edge (text is anchored at one of
//   them, and the other edges move with the typeface's width), vertically
//   at its top, its centre or its bottom (a slash or a comma that reaches
//   further down in one typeface moves the bottom and the centre, not the
//   top: ScanNow's "WezSieTato/ScanNow", 2 px lower at the foot in SF Pro
//   at 3×), each closer than half a point (plus half a pixel, the ink
//   threshold's rounding): a run moved by a point moves all three and
//   fails;
// - size: its width within a point and 3.5 % of the width (the stand-in's
//   measured width error: 3.1 % at the 95th percentile, 5.6 % at most, of
//   95 runs of iOS references, `Scripts/bench --text`), its height within
//   a point and 8 % (measured: 6.7 % at the 95th percentile, 7.6 % at
//   most); runs of three characters or fewer (a numeral, a percent sign)
//   within a point of width;
// - weight: the amount of ink (its coverage summed) within 1.3× either way
//   of the reference's (measured: 0.99 to 1.24; a regular run set in bold
//   carries about 1.4×);
// - colour: the colour of the ink's most covered pixels (the glyphs'
//   solid cores) within 6/255 in every channel of the reference's, at 2×
//   and above (measured: the same in every channel on all 95 runs of the
//   iOS references, 11 to 58 points; at 1× a stem may cover no pixel
//   whole, so the colour is not compared there);
// - symbols (SF Symbols' stand-in glyphs, runs of no characters) by their
//   ink's centre (half a point) and size (a point and 12 % of it: the
//   stand-in checkmark is 8 to 11 % narrower than iOS's in GoodSwiftUI's
//   iOS 18.6 references), weight and colour as runs;
// - layout, for runs of four characters or more: the ink's amount per
//   column, in two bins a character (at most 24) from its left edge to its
//   right, each column shared between its two nearest bins, correlated
//   between the two images at 0.75 or more (measured on 95 runs: the same
//   string in SF Pro and Inter 0.79 at least, 0.92 at the 5th percentile;
//   the same letters reversed 0.51 at the 95th percentile, 0.74 at most).
//
// So a label in another typeface at the same place passes, and one moved
// by a point, recoloured, set bold or in another size, or with a word of
// another length fails (`TextBoxTests`, against iOS's own references). It
// cannot read: a change of letters that keeps a run's width and the layout
// of its ink (a one-letter typo) can pass, as can a change of weight of
// less than about a quarter more ink (regular to medium), a short run's
// size change of under 8 % in height, a colour change within 6/255, or a
// move of under half a point. Everything that is not text is compared
// pixel by pixel under the tolerance.
//
// Sizes. An image sized to fit its content (`sizeThatFits`, a label's
// `sizeToFit`) takes its size from its text, so the stand-in's width error
// reaches the frame: iOS's title labels measured 1 to 2 px wider or
// narrower at 3× than ours though their ink agrees (`Scripts/bench
// --text`). So two images of different sizes are still compared when the
// difference is one the text rules allow a run: in width at most a point
// and 3.5 % of the widest run, in height a point and 8 % of the runs'
// joint height. Both are then extended to the larger size from their top
// left corner, the added rows and columns copied from their last one
// (the content of a frame sized to text starts at its top left; a
// background or a border at the far edge stays where it is for the
// image it belongs to), and compared as above: the runs by their ink,
// the rest by its pixels; a run's box that reaches the render's right or
// bottom edge reaches the larger image's. A larger difference, or any
// difference in an image without text, fails as before naming both sizes.

/// The outcome of comparing two images with text by boxes.
public struct TextBoxComparison: Sendable {
  /// The pixel comparison outside the text boxes.
  public var pixels: GoldenComparison
  /// The text boxes whose ink disagrees, described.
  public var textFailures: [String]
  /// How many text boxes were compared by their ink.
  public var textBoxes: Int
  /// The lowest likeness of ink layouts among the boxes compared (1 when
  /// none was).
  public var lowestLikeness = 1.0

  /// How many pieces beside runs matched only where the runs' widths put
  /// them (TextBoxComparison+Neighbours.swift).
  public var shiftedNeighbours = 0

  /// The two sizes, in pixels, when they differ by no more than the text
  /// allows and were compared extended to the larger (nil when equal).
  public var textSizedDifference: (expected: (Int, Int), actual: (Int, Int))?

  /// Whether the images match.
  public var passes: Bool { pixels.passes && textFailures.isEmpty }

  /// A one-line account.
  public var summary: String {
    var parts: [String] = []
    if !pixels.passes { parts.append(pixels.summary) }
    parts += textFailures
    let sizes = textSizedDifference.map {
      " (sizes differ within the text's slack: reference \($0.expected.0)×\($0.expected.1) px, "
        + "rendered \($0.actual.0)×\($0.actual.1) px)"
    } ?? ""
    let neighbours = shiftedNeighbours > 0 ? "; \(shiftedNeighbours) pieces beside runs compared where the runs' widths put them" : ""
    return (parts.isEmpty ? "matches (\(textBoxes) text boxes by their ink\(neighbours))" : parts.joined(separator: "; ") + neighbours) + sizes
  }

  /// Whether a render of `actual` pixels may be compared with a reference
  /// of `expected` pixels: equal, or different by no more than the text
  /// rules allow a run of `boxes` (points) at `scale` (see the file's note).
  public static func sizesAreComparable(
    expected: (width: Int, height: Int), actual: (width: Int, height: Int), textBoxes boxes: [CGRect], scale: CGFloat
  ) -> Bool {
    if expected == actual { return true }
    let finite = boxes.filter { $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite && !$0.isEmpty }
    guard !finite.isEmpty, scale.isFinite, scale > 0 else { return false }
    let widest = finite.map(\.width).max() ?? 0
    let top = finite.map(\.minY).min() ?? 0, bottom = finite.map(\.maxY).max() ?? 0
    let widthLimit = scale * (1 + widthSlack * widest), heightLimit = scale * (1 + heightSlack * (bottom - top))
    return CGFloat(abs(expected.width - actual.width)) <= widthLimit
      && CGFloat(abs(expected.height - actual.height)) <= heightLimit
  }

  /// How alike two runs' ink must be laid out (see `InkProfile.bins`).
  public static let minimumLikeness = 0.75
  /// The width a run may differ by beyond a point, as a fraction of it.
  public static let widthSlack: CGFloat = 0.035
  /// The height a run may differ by beyond a point, as a fraction of it.
  public static let heightSlack: CGFloat = 0.08
  /// How much more (or less) ink a run may carry than the reference's.
  public static let inkRatioLimit = 1.3
  /// How far the ink's colour may be, per channel, out of 255.
  public static let colorTolerance = 6
  /// The size a symbol's ink may differ by beyond a point, as a fraction
  /// of it: the stand-in glyphs against SF Symbols, measured on
  /// GoodSwiftUI's iOS 18.6 references (checkmarks 8 % and 11 % narrower).
  public static let symbolSlack: CGFloat = 0.12
  /// Runs this short (in characters) are judged by their box alone.
  public static let shortRun = 3

  /// How much a run of `length` characters (0: a symbol; nil: unknown,
  /// judged as a long run) `width` wide may differ in width, in the same
  /// unit as `width`, `unit` being a point in it: a point, and
  /// `widthSlack` of a long run's width or `symbolSlack` of a symbol's.
  static func widthAllowance(length: Int?, width: CGFloat, unit: CGFloat = 1) -> CGFloat {
    switch length {
    case 0?: unit + symbolSlack * width
    case let count? where count <= shortRun: unit
    default: unit + widthSlack * width
    }
  }

  /// Compares `actual` with `expected`, the text in `boxes` (points, root
  /// space, as `DisplayList.textBoxes` lists them) by its ink, the rest
  /// under `tolerance`; `lengths` are the runs' characters (unknown: judged
  /// as long runs) and `scale` the images' pixels per point.
  /// `decodedImageBoxes` (points) are the images drawn from lossy files
  /// (`GoldenComparison`'s decoded regions).
  public init(
    expected: Bitmap, actual: Bitmap, textBoxes boxes: [CGRect], textLengths lengths: [Int] = [], scale: CGFloat,
    tolerance: GoldenTolerance, decodedImageBoxes: [CGRect] = []
  ) {
    textBoxes = 0
    textFailures = []
    var expected = expected, actual = actual
    // The render's own size: a box reaching its far edge grows with the
    // larger image (a run that sets the frame's width ends at its edge).
    let renderedWidth = actual.width, renderedHeight = actual.height
    if expected.width != actual.width || expected.height != actual.height {
      guard
        Self.sizesAreComparable(
          expected: (expected.width, expected.height), actual: (actual.width, actual.height), textBoxes: boxes,
          scale: scale),
        let grownExpected = expected.extended(toWidth: max(expected.width, actual.width), height: max(expected.height, actual.height)),
        let grownActual = actual.extended(toWidth: max(expected.width, actual.width), height: max(expected.height, actual.height))
      else {
        pixels = GoldenComparison(
          expected: expected, actual: actual, tolerance: tolerance,
          decodedRegions: GoldenComparison.pixelRegions(
            decodedImageBoxes, scale: scale, width: actual.width, height: actual.height), scale: scale)
        return
      }
      textSizedDifference = ((expected.width, expected.height), (actual.width, actual.height))
      expected = grownExpected
      actual = grownActual
    }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let width = actual.width, height = actual.height
    // The boxes in pixels, grown by half a point and clamped to the image;
    // across, by as much as the run's width may differ where no other
    // run's box is in the way (a run is anchored at one edge, so the
    // reference's ink may reach that much further at the other: "1.0.0
    // (2)" in SF Pro starts 5 px left of Inter's at 3×, trailing-aligned,
    // in ScanNow's version row). A neighbouring run's ink inside the band
    // would anchor the box's edge and hide a move, so the band stops at
    // the neighbour's box.
    func pixelRegion(of box: CGRect, left: CGFloat, right: CGFloat) -> InkProfile.Box? {
      let grown = CGRect(
        x: box.minX - left, y: box.minY - 0.5, width: box.width + left + right, height: box.height + 1)
      guard var region = GoldenComparison.pixelBox(grown, scale: scale, width: width, height: height) else { return nil }
      if region.x1 >= renderedWidth { region.x1 = width }
      if region.y1 >= renderedHeight { region.y1 = height }
      return region.x1 > region.x0 && region.y1 > region.y0 ? region : nil
    }
    let regions: [InkProfile.Box?] = boxes.enumerated().map { index, box in
      guard box.width.isFinite, box.height.isFinite else { return pixelRegion(of: box, left: 0.5, right: 0.5) }
      let length = index < lengths.count ? lengths[index] : nil
      // A symbol is centred: half its allowance a side.
      let allowance = Self.widthAllowance(length: length, width: box.width)
      let slack = length == 0 ? allowance / 2 : allowance
      // The room to the nearest box on either side on the same line.
      var leftRoom = 0.5 + slack, rightRoom = 0.5 + slack
      for (other, neighbour) in boxes.enumerated() where other != index {
        guard neighbour.minY < box.maxY, neighbour.maxY > box.minY else { continue }
        if neighbour.maxX <= box.minX + 0.5 { leftRoom = min(leftRoom, box.minX - neighbour.maxX) }
        if neighbour.minX >= box.maxX - 0.5 { rightRoom = min(rightRoom, neighbour.minX - box.maxX) }
      }
      return pixelRegion(of: box, left: max(0.5, leftRoom), right: max(0.5, rightRoom))
    }
    // Each run's ink in each image, a neighbour's beyond a gap left out.
    let runRegions: [RunRegions?] = zip(boxes, regions).map { box, region in
      region.map { RunRegions(expected, actual, region: $0, box: box, scale: scale) }
    }
    // The reference with the runs' pixels taken from the render: they then
    // never count in the pixel comparison. What the band holds beyond a
    // run's own ink (a neighbour set nearer in one image) still does.
    var masked = expected.pixels
    for region in runRegions.compactMap({ $0?.union }) {
      for y in region.y0..<region.y1 {
        let start = (y * width + region.x0) * 4, end = (y * width + region.x1) * 4
        masked.replaceSubrange(start..<end, with: actual.pixels[start..<end])
      }
    }
    let maskedExpected = (try? Bitmap(width: width, height: height, scale: expected.scale, pixels: masked)) ?? expected
    let decodedRegions = GoldenComparison.pixelRegions(decodedImageBoxes, scale: scale, width: width, height: height)
    pixels = GoldenComparison(
      expected: maskedExpected, actual: actual, tolerance: tolerance, decodedRegions: decodedRegions, scale: scale)
    // Each run's ink in both images, and what its width may move beside it
    // (TextBoxComparison+Neighbours.swift).
    let inks: [RunInk?] = runRegions.enumerated().map { index, run in
      guard let run, let r = run.referenceInk, let a = run.renderedInk else { return nil }
      let length = index < lengths.count ? lengths[index] : nil
      let allowance = Self.widthAllowance(length: length, width: CGFloat(r.width), unit: scale)
      return RunInk(reference: r, rendered: a, allowance: Int(allowance.rounded(.up)))
    }
    // The runs, judged first where they are and then, while any run still
    // fails, where a judged neighbour's width puts it: shifts come only
    // from runs already in place, so a line moved as a whole (every run
    // a point off) explains nothing and fails.
    var failures: [String?] = runRegions.indices.map { _ in nil }
    var placed: [RunInk?] = inks.map { _ in nil }
    var pending: [Int] = []
    for (index, (box, run)) in zip(boxes, runRegions).enumerated() {
      guard let run else { continue }
      textBoxes += 1
      let length = index < lengths.count ? lengths[index] : nil
      failures[index] = compareRun(
        expected, actual, regions: run, box: box, renderedWidth: renderedWidth, length: length, scale: scale)
      if failures[index] == nil { placed[index] = inks[index] } else if inks[index] != nil { pending.append(index) }
    }
    var progress = true
    while progress, !pending.isEmpty {
      progress = false
      for index in pending {
        guard let ink = inks[index], let run = runRegions[index] else { continue }
        let shifts = Self.explainedShifts(
          rows: ink.rendered.y0..<ink.rendered.y1, columns: ink.rendered.x0..<ink.rendered.x1, runs: placed,
          excluding: index)
        guard !shifts.isEmpty else { continue }
        let length = index < lengths.count ? lengths[index] : nil
        let failure = compareRun(
          expected, actual, regions: run, box: boxes[index], renderedWidth: renderedWidth, length: length,
          scale: scale, shifts: shifts)
        if failure == nil {
          failures[index] = nil
          placed[index] = ink
          progress = true
        }
      }
      pending.removeAll { failures[$0] == nil }
    }
    if !pixels.passes, tolerance.ignoresAntialiasing, let classes = pixels.classes {
      var text = [Bool](repeating: false, count: width * height)
      for region in runRegions.compactMap({ $0?.union }) {
        for y in region.y0..<region.y1 { for x in region.x0..<region.x1 { text[y * width + x] = true } }
      }
      if let (shifted, count) = Self.shiftingNeighbours(
        expected: expected, masked: maskedExpected, actual: actual, classes: classes, runs: placed, text: text)
      {
        let retry = GoldenComparison(
          expected: shifted, actual: actual, tolerance: tolerance, decodedRegions: decodedRegions, scale: scale)
        if retry.differingPixels < pixels.differingPixels {
          pixels = retry
          shiftedNeighbours = count
        }
      }
    }
    var judged: [(region: InkProfile.Box, failed: Bool)] = []
    for (index, run) in runRegions.enumerated() {
      guard let run else { continue }
      if let failure = failures[index] { textFailures.append("text at \(Self.describe(boxes[index])): \(failure)") }
      judged.append((run.union, failures[index] != nil))
    }
    // Only a failure draws a strip: a passing comparison leaves the runs
    // unmarked.
    classes = pixels.classes
    if !passes, classes != nil {
      for (region, failed) in judged { Self.mark(&classes!, region, expected, actual, failed: failed) }
    }
  }

  /// The pixel comparison's classes (`GoldenComparison.classes`) with, when
  /// the comparison fails, each run's differing pixels marked as its run
  /// was judged: 2 where the run failed, 1 where it passed.
  public private(set) var classes: [UInt8]?

  private static func mark(
    _ classes: inout [UInt8], _ region: InkProfile.Box, _ expected: Bitmap, _ actual: Bitmap, failed: Bool
  ) {
    let width = actual.width
    guard classes.count == width * actual.height, expected.width == width, expected.height == actual.height,
      region.x1 > region.x0, region.y1 > region.y0, region.x0 >= 0, region.y0 >= 0, region.x1 <= width,
      region.y1 <= actual.height
    else { return }
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        classes.withUnsafeMutableBufferPointer { classes in
          for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 where memcmp(e.baseAddress! + (y * width + x) * 4, a.baseAddress! + (y * width + x) * 4, 4) != 0 {
              classes[y * width + x] = failed ? 2 : max(classes[y * width + x], 1)
            }
          }
        }
      }
    }
  }

  /// Why one run's ink disagrees, or nil when it matches.
  /// Where one run's ink is looked for in each image, and how it is told
  /// from its background there.
  struct RunRegions {
    var reference: InkProfile.Box
    var rendered: InkProfile.Box
    var referenceGround: [Int]
    var renderedGround: [Int]
    var threshold: Int
    /// The bounding box of each image's ink in its region (nil: none),
    /// found once for every judgement of the run.
    var referenceInk: InkProfile.Box?
    var renderedInk: InkProfile.Box?

    /// The columns either image's run covers: what the pixel comparison
    /// leaves to the run.
    var union: InkProfile.Box {
      InkProfile.Box(
        x0: min(reference.x0, rendered.x0), y0: min(reference.y0, rendered.y0),
        x1: max(reference.x1, rendered.x1), y1: max(reference.y1, rendered.y1))
    }

    /// The regions of the run laid out in `box` (points), looked for in
    /// `region` (its box grown by the slack, in pixels).
    init(_ expected: Bitmap, _ actual: Bitmap, region: InkProfile.Box, box: CGRect, scale: CGFloat) {
      // Each image's background, found once for every measure.
      referenceGround = InkProfile.background(of: expected, region)
      renderedGround = InkProfile.background(of: actual, region)
      // Faint text (a tertiary grey) is found at a lower threshold, the
      // same in both images, so it can't vanish from the comparison
      // unnoticed.
      threshold = InkProfile.threshold(
        forPeak: max(
          InkProfile.peak(in: expected, region, background: referenceGround),
          InkProfile.peak(in: actual, region, background: renderedGround)))
      // Each image's ink beyond the run's box belongs to the run only
      // where it continues the run's letters (see `continuingRun`).
      let finite = box.minX.isFinite && box.maxX.isFinite && box.height.isFinite
      let boxColumns =
        finite
        ? (Int((box.minX * scale).rounded(.down)), Int((box.maxX * scale).rounded(.up))) : (region.x0, region.x1)
      let gap = TextBoxComparison.foreignGap(boxHeight: box.height, scale: scale)
      // The letters' own colour in each image, from the ink inside the box
      // (its rows a pixel in: the band's half point above and below may be
      // the surroundings of a background drawn tight round the label).
      var inside = region
      inside.x0 = min(max(boxColumns.0, region.x0), region.x1)
      inside.x1 = max(min(boxColumns.1, region.x1), inside.x0)
      if finite, box.minY.isFinite, box.maxY.isFinite {
        let top = Int((box.minY * scale).rounded(.up)) + 1, bottom = Int((box.maxY * scale).rounded(.down)) - 1
        if bottom > top {
          inside.y0 = min(max(top, region.y0), region.y1)
          inside.y1 = max(min(bottom, region.y1), inside.y0)
        }
      }
      let level = threshold, core = inside
      // The commonest colour of the ink (a stray column of the label's
      // surroundings is far from the background too, but rare).
      let letters = { (bitmap: Bitmap, ground: [Int]) -> [Int]? in
        InkProfile.box(in: bitmap, core, background: ground, threshold: level).map { ink in
          InkProfile.mostCommonColor(in: bitmap, ink, where: { x, y in InkProfile.distance(bitmap, x, y, from: ground) > level })
        }
      }
      reference = TextBoxComparison.continuingRun(
        expected, region, boxColumns: boxColumns, background: referenceGround, threshold: threshold, gap: gap,
        letters: letters(expected, referenceGround))
      rendered = TextBoxComparison.continuingRun(
        actual, region, boxColumns: boxColumns, background: renderedGround, threshold: threshold, gap: gap,
        letters: letters(actual, renderedGround))
      referenceInk = InkProfile.box(in: expected, reference, background: referenceGround, threshold: threshold)
      renderedInk = InkProfile.box(in: actual, rendered, background: renderedGround, threshold: threshold)
    }
  }

  /// Why one run's ink disagrees, or nil when it matches.
  private mutating func compareRun(
    _ expected: Bitmap, _ actual: Bitmap, regions: RunRegions, box: CGRect, renderedWidth: Int, length: Int?,
    scale: CGFloat, shifts: [Int] = []
  ) -> String? {
    let referenceRegion = regions.reference, renderedRegion = regions.rendered
    let referenceGround = regions.referenceGround, renderedGround = regions.renderedGround
    let reference = regions.referenceInk, rendered = regions.renderedInk
    guard let r = reference, let a = rendered else {
      if reference == nil, rendered == nil { return nil }
      return "has ink in \(reference == nil ? "the render" : "the reference") only"
    }
    let inkText = "reference ink \(r.x0)…\(r.x1) × \(r.y0)…\(r.y1) px, rendered \(a.x0)…\(a.x1) × \(a.y0)…\(a.y1) px"
    // Place: half a point, plus half a pixel for the threshold's rounding.
    let place = 0.5 * scale + 0.5
    let left = CGFloat(a.x0 - r.x0), right = CGFloat(a.x1 - r.x1)
    let centreX = CGFloat(a.x0 + a.x1 - r.x0 - r.x1) / 2, centreY = CGFloat(a.y0 + a.y1 - r.y0 - r.y1) / 2
    // A symbol (a run of no characters) is another designer's glyph,
    // centred in its frame: its centre must be in place, and its ink may
    // differ in size by a point and `symbolSlack` of its extent.
    let isSymbol = length == 0
    let top = CGFloat(a.y0 - r.y0), bottom = CGFloat(a.y1 - r.y1)
    // A run whose laid-out box reaches past the image's edge is clipped
    // there: its ink's edge on that side is the frame's, not where the
    // run is anchored, so only the other edge tells a move.
    let clippedLeft = box.minX * scale < -0.5
    let clippedRight = box.maxX * scale > CGFloat(renderedWidth) + 0.5
    // Where its neighbours' widths put it (no shift, or one they explain).
    let across = ([0] + shifts).map { shift -> CGFloat in
      let s = CGFloat(shift)
      return switch (clippedLeft, clippedRight) {
      case (false, false): min(abs(left - s), abs(right - s), abs(centreX - s))
      case (true, false): abs(right - s)
      case (false, true): abs(left - s)
      case (true, true): abs(centreX - s)
      }
    }.min() ?? 0
    let symbolAcross = ([0] + shifts).map { abs(centreX - CGFloat($0)) }.min() ?? 0
    if (isSymbol ? symbolAcross : across) >= place
      || (isSymbol ? abs(centreY) : min(abs(top), abs(bottom), abs(centreY))) >= place
    {
      return "moved (\(inkText))"
    }
    // Size.
    let isShort = length.map { $0 <= Self.shortRun } ?? false
    let widthLimit = Self.widthAllowance(length: length, width: CGFloat(r.width), unit: scale)
    let heightLimit = scale + (isSymbol ? Self.symbolSlack : Self.heightSlack) * CGFloat(r.height)
    if CGFloat(abs(a.width - r.width)) > widthLimit || CGFloat(abs(a.height - r.height)) > heightLimit {
      return "another size (\(inkText))"
    }
    // Weight: the amount of ink.
    let bins = length.map(InkProfile.bins(characters:)) ?? 24
    let referenceProfile = InkProfile.profile(
      expected, ink: r, region: referenceRegion, bins: bins, background: referenceGround)
    let renderedProfile = InkProfile.profile(actual, ink: a, region: renderedRegion, bins: bins, background: renderedGround)
    let referenceInk = referenceProfile.reduce(0, +), renderedInk = renderedProfile.reduce(0, +)
    if referenceInk > 0, renderedInk > 0 {
      let ratio = renderedInk / referenceInk
      if ratio > Self.inkRatioLimit || ratio < 1 / Self.inkRatioLimit {
        return String(format: "another weight (%.2f× the reference's ink, beyond %.1f×)", ratio, Self.inkRatioLimit)
      }
    }
    // Colour of the glyphs' cores (at 2× and above, where stems cover
    // whole pixels).
    if scale >= 2 {
      let referenceColor = InkProfile.coreColor(expected, ink: r, region: referenceRegion, background: referenceGround)
      let renderedColor = InkProfile.coreColor(actual, ink: a, region: renderedRegion, background: renderedGround)
      if zip(referenceColor, renderedColor).contains(where: { abs($0 - $1) > Self.colorTolerance }) {
        return "another colour (reference ink \(referenceColor.prefix(3)), rendered \(renderedColor.prefix(3)))"
      }
    }
    // Layout along the run.
    guard !isShort else { return nil }
    let likeness = InkProfile.correlation(referenceProfile, renderedProfile)
    lowestLikeness = min(lowestLikeness, likeness)
    if likeness < Self.minimumLikeness {
      return "its ink is laid out unlike the reference's (likeness "
        + "\(String(format: "%.2f", likeness)), below \(Self.minimumLikeness)): another string?"
    }
    return nil
  }

  /// The widest run of blank columns, in pixels, that may part a run's
  /// letters where its ink reaches past its box: 0.15 of the box's height
  /// (a line of SF Pro is 1.19 em, so about a sixth of an em, wider than
  /// the gap between two letters of a word, SF Pro's widest 0.12 em at
  /// display sizes), at most 4 points (half the 8 points a stack puts
  /// between neighbours, for a box of several lines) and at least 2 px.
  static func foreignGap(boxHeight: CGFloat, scale: CGFloat) -> Int {
    let points = boxHeight.isFinite ? min(max(0.15 * boxHeight, 0), 4) : 4
    return max(2, Int((points * scale).rounded()))
  }

  /// `region` narrowed across to the ink that belongs to the run whose
  /// box covers `boxColumns` (pixels, half-open) in `bitmap`.
  ///
  /// The region reaches past the box by as much as the run's width may
  /// differ, so that a run set wider in the reference's typeface is still
  /// all found. Ink there that the run's letters reach continuously is
  /// the run's; ink beyond a blank gap wider than `gap` pixels is a
  /// neighbour's: a capsule drawn behind the next label, an image or a
  /// divider, set a point or two nearer in one image because the run
  /// before it is narrower there. Counted as the run's, it made the run
  /// "another size" (Foodybite's "restaurant name 2" in `.title2` bold,
  /// 531 px at 3× on iOS, 535 in Inter Display, found as 561 px in the
  /// reference because the reference's "23.4 km" capsule, 9 pt to its
  /// right, began inside the band). Within the box every column counts;
  /// beyond it, only ink nearer the letters' colour than the background's
  /// (`letters`), and the region ends a gap past the outermost letter.
  /// A red background drawn tight round a label (Foodybite's location
  /// line) was otherwise the band's commonest colour, the white beyond
  /// its ends counted as the run's ink, and the label moved by a point
  /// still matched.
  static func continuingRun(
    _ bitmap: Bitmap, _ region: InkProfile.Box, boxColumns: (Int, Int), background: [Int], threshold: Int, gap: Int,
    letters: [Int]? = nil
  ) -> InkProfile.Box {
    guard region.width > 0, region.height > 0 else { return region }
    let coreStart = min(max(boxColumns.0, region.x0), region.x1), coreEnd = max(min(boxColumns.1, region.x1), coreStart)
    // Beyond the box, ink is what is nearer the letters' colour than the
    // background's: the white beyond a red label's edge, where the red is
    // the band's commonest colour, is the label's surroundings, not its
    // letters.
    func hasInk(_ x: Int) -> Bool {
      for y in region.y0..<region.y1 {
        let fromGround = InkProfile.distance(bitmap, x, y, from: background)
        guard fromGround > threshold else { continue }
        if let letters, InkProfile.distance(bitmap, x, y, from: letters) >= fromGround { continue }
        return true
      }
      return false
    }
    var trimmed = region
    // Rightward from the last ink in the box (or the box's edge).
    var last = coreEnd - 1
    for x in stride(from: coreEnd - 1, through: coreStart, by: -1) where hasInk(x) {
      last = x
      break
    }
    var x = max(last + 1, coreEnd)
    while x < region.x1 {
      if hasInk(x) {
        if x - last - 1 > gap {
          trimmed.x1 = x
          break
        }
        last = x
      }
      x += 1
    }
    // Leftward from the first ink in the box (or the box's edge).
    var first = coreStart
    for x in coreStart..<coreEnd where hasInk(x) {
      first = x
      break
    }
    x = min(first - 1, coreStart - 1)
    while x >= region.x0 {
      if hasInk(x) {
        if first - x - 1 > gap {
          trimmed.x0 = x + 1
          break
        }
        first = x
      }
      x -= 1
    }
    // Past the last letter the run's region reaches a gap further, no more:
    // what lies beyond (the edge of a background drawn tight round the
    // label) is the pixel comparison's, and the run's place is its letters'.
    trimmed.x1 = min(trimmed.x1, max(coreEnd, last + 2 + gap))
    trimmed.x0 = max(trimmed.x0, min(coreStart, first - 1 - gap))
    return trimmed
  }

  fileprivate static func describe(_ box: CGRect) -> String {
    func f(_ v: CGFloat) -> String { String(format: "%.1f", Double(v)) }
    return "(\(f(box.minX)), \(f(box.minY)), \(f(box.width)) × \(f(box.height)) pt)"
  }
}

extension Bitmap {
  /// This image extended to `width` × `height` pixels from its top left
  /// corner, each added column a copy of its last column and each added row
  /// of its last row; nil when smaller than the image or empty.
  fileprivate func extended(toWidth newWidth: Int, height newHeight: Int) -> Bitmap? {
    guard newWidth >= width, newHeight >= height, width > 0, height > 0 else { return nil }
    if newWidth == width, newHeight == height { return self }
    var grown = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    for y in 0..<newHeight {
      let source = min(y, height - 1) * width * 4, target = y * newWidth * 4
      grown.replaceSubrange(target..<(target + width * 4), with: pixels[source..<(source + width * 4)])
      let last = source + (width - 1) * 4
      for x in width..<newWidth {
        let at = target + x * 4
        grown[at..<(at + 4)] = pixels[last..<(last + 4)]
      }
    }
    return try? Bitmap(width: newWidth, height: newHeight, scale: scale, pixels: grown)
  }
}
