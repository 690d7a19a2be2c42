// `--text [SHEETS]` (Scripts/bench --text): Flipbook's text against iOS's.
//
// Benchmarks/TextReferences holds snapshot PNGs recorded on the iOS
// simulator by public test suites (SOURCES.md says which, under what
// licence) and manifest.json, which lists each image's text runs: the
// string, the font the test code set it in, and the pixel rectangle its ink
// lies in. For every run this sets the same string in the same font with
// Flipbook at the image's scale and compares where the ink is:
//
// - width: the ink's width, ours against iOS's (per cent);
// - top and bottom: for an image that is the text's own frame (a
//   `.fixedSize()` Text, a label sized to fit), the ink's distance from the
//   frame's top and bottom edges (points): the baseline and the glyphs'
//   heights together;
// - height: the ink's height otherwise (points);
// - frame: for those images, whether our frame has the reference's pixel
//   size (a `sizeThatFits` snapshot's size).
//
// Ink is what stands more than 64/255 from white in its darkest channel,
// after compositing over white (and, for images with a coloured border,
// only the grey pixels). It prints one line per run and the summary the
// text issue's goals are stated in; with a folder argument it also writes a
// sheet per image there: reference | Flipbook | difference, runs aligned by
// their ink's left edge and bottom.
import Encoders
import FlipbookTesting
@_spi(Instrumentation) import Flipbook
import Foundation

private struct TextManifest: Decodable {
  struct Span: Decodable {
    var text: String
    var weight: String?
    var italic: Bool?
    var underline: Bool?
    var strikethrough: Bool?
    var monospaced: Bool?
    var size: Double?
  }
  struct FontSpec: Decodable {
    var style: String?
    var dynamicTypeSize: String?
    var size: Double?
    var weight: String?
    var design: String?
  }
  struct Run: Decodable {
    var spans: [Span]
    var font: FontSpec
    var rect: [Int]?
    /// The text's colour: "primary" (default, black), "secondary" or
    /// "tertiary" (iOS's label colours).
    var color: String?
  }
  struct Case: Decodable {
    var image: String
    var source: String
    var scale: Double
    var frame: Bool
    var greyInk: Bool?
    var frameSpans: [Span]?
    var frameFont: FontSpec?
    var runs: [Run]
    /// A view of the whole image (`TextReferenceScenes`), rendered as its
    /// suite's `.image` did: its size and, opted in, its text boxes.
    var scene: String?
    /// Ink's distance from white in its darkest channel (default 64): lower
    /// for images of grey text.
    var inkThreshold: Int?
  }
  var cases: [Case]
}

private func weight(_ name: String?) -> Font.Weight? {
  switch name {
  case "ultraLight": .ultraLight
  case "thin": .thin
  case "light": .light
  case "regular": .regular
  case "medium": .medium
  case "semibold": .semibold
  case "bold": .bold
  case "heavy": .heavy
  case "black": .black
  default: nil
  }
}

/// iOS's label colours over white (UIColor.label, .secondaryLabel,
/// .tertiaryLabel in the light appearance).
func labelColor(_ name: String?) -> Color {
  switch name {
  case "secondary": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
  case "tertiary": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
  default: .black
  }
}

func style(_ name: String) -> Font.TextStyle {
  Font.TextStyle.allCases.first { "\($0)" == name } ?? .body
}

private func dynamicTypeSize(_ name: String?) -> DynamicTypeSize {
  DynamicTypeSize.allCases.first { "\($0)" == name } ?? .large
}

private func design(_ name: String?) -> Font.Design? {
  switch name {
  case "serif": .serif
  case "rounded": .rounded
  case "monospaced": .monospaced
  case "default": .default
  default: nil
  }
}

private func font(_ spec: TextManifest.FontSpec) -> Font {
  if let name = spec.style {
    return .system(style(name), design: design(spec.design), weight: weight(spec.weight))
  }
  return .system(size: CGFloat(spec.size ?? 17), weight: weight(spec.weight), design: design(spec.design))
}

private func fontSize(_ spec: TextManifest.FontSpec) -> Double {
  if let name = spec.style {
    let category = dynamicTypeSize(spec.dynamicTypeSize)
    return Double(style(name).pointSize(at: category))
  }
  return spec.size ?? 17
}

private func text(_ spans: [TextManifest.Span]) -> Text {
  spans.map { span -> Text in
    var text = Text(verbatim: span.text)
    if let w = weight(span.weight) { text = text.fontWeight(w) }
    if span.italic == true { text = text.italic() }
    if span.underline == true { text = text.underline() }
    if span.strikethrough == true { text = text.strikethrough() }
    if span.monospaced == true { text = text.font(.system(size: CGFloat(span.size ?? 17), design: .monospaced)) }
    return text
  }.reduce(Text(verbatim: ""), +)
}

/// A rectangle of pixels, half-open.
private struct PixelBox {
  var x0, y0, x1, y1: Int
  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }
}

/// The pixel at (x, y) over white, as 0…255 channels.
private func overWhite(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (Int, Int, Int) {
  let o = (y * bitmap.width + x) * 4
  let a = Int(bitmap.pixels[o + 3])
  func c(_ v: UInt8) -> Int { 255 - (255 - Int(v)) * a / 255 }
  return (c(bitmap.pixels[o]), c(bitmap.pixels[o + 1]), c(bitmap.pixels[o + 2]))
}

/// Ink's distance from white in its darkest channel, for the image being
/// measured (TextManifest.Case.inkThreshold).
nonisolated(unsafe) private var inkThreshold = 64

private func isInk(_ bitmap: Bitmap, _ x: Int, _ y: Int, greyOnly: Bool) -> Bool {
  let (r, g, b) = overWhite(bitmap, x, y)
  let low = min(r, g, b), high = max(r, g, b)
  if 255 - low <= inkThreshold { return false }
  return !greyOnly || high - low < 48
}

private func inkBox(_ bitmap: Bitmap, in box: PixelBox, greyOnly: Bool) -> PixelBox? {
  var found: PixelBox?
  for y in max(0, box.y0)..<min(bitmap.height, box.y1) {
    for x in max(0, box.x0)..<min(bitmap.width, box.x1) where isInk(bitmap, x, y, greyOnly: greyOnly) {
      if var f = found {
        f.x0 = min(f.x0, x); f.y0 = min(f.y0, y); f.x1 = max(f.x1, x + 1); f.y1 = max(f.y1, y + 1)
        found = f
      } else {
        found = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
      }
    }
  }
  return found
}

/// One run's figures.
struct TextRunMeasure {
  var image: String
  var label: String
  var group: String
  var widthError: Double
  var heightError: Double
  var topError: Double?
  var bottomError: Double?
  /// The tracking (points between characters) that would close the width
  /// gap, per 1,000 of the font size.
  var trackingNeeded: Double
  var size: Double
  /// How alike the ink is laid out along the run (InkProfile's 24-bin
  /// correlation), ours against iOS's; and ours of another string of the
  /// same letters (the label reversed) against iOS's.
  var likeness: Double = 1
  var otherLikeness: Double = 0
  /// Our ink's amount over iOS's (coverage summed over the ink box).
  var inkRatio: Double = 1
  /// The ink box's height error as a fraction of iOS's ink height.
  var relativeHeightError: Double = 0
  var characters: Int = 0
  /// The largest channel difference of the two runs' core ink colours.
  var colorDelta: Int = 0
  /// Where the first glyph stands, ours against iOS's, from the frame's
  /// top edge (points; frames only).
  var baselineError: Double?
}

/// The lowest ink row of the first glyph of the run in `ink`: the columns
/// from the ink's left edge to the first column without ink.
private func firstGlyphFoot(_ bitmap: Bitmap, _ ink: PixelBox, greyOnly: Bool) -> Int {
  var x = ink.x0
  var foot = ink.y0
  while x < ink.x1 {
    let rows = (ink.y0..<ink.y1).filter { isInk(bitmap, x, $0, greyOnly: greyOnly) }
    guard let last = rows.last else { break }
    foot = max(foot, last + 1)
    x += 1
  }
  return foot
}

private func render(_ view: some View, scale: Double) throws -> Bitmap {
  let renderer = ImageRenderer(content: view)
  renderer.scale = CGFloat(scale)
  guard let bitmap = try renderer.render() else { throw CocoaError(.fileReadCorruptFile) }
  return bitmap
}

/// The group a run counts in for the issue's goals: its text style (or the
/// nearest by size) and whether it is bold.
private func group(_ run: TextManifest.Run) -> String {
  let bold = run.spans.allSatisfy { ["semibold", "bold", "heavy", "black"].contains($0.weight ?? run.font.weight ?? "") }
    || (run.font.style == "headline")
  if run.font.design == "monospaced" || run.spans.contains(where: { $0.monospaced == true }) { return "monospaced" }
  if run.font.design == "serif" { return "serif" }
  let design = run.font.design == "rounded" ? " (rounded)" : ""
  let size: Double
  if let name = run.font.style {
    size = Double(style(name).size)
    if dynamicTypeSize(run.font.dynamicTypeSize) != .large { return "\(name) at other sizes" + (bold ? ", bold" : "") + design }
  } else {
    size = run.font.size ?? 17
  }
  let name = size >= 20 ? "title" : size >= 16 ? "body" : size >= 14 ? "subheadline" : "caption"
  return name + (bold ? ", bold" : "") + design
}

func runTextReferences(sheets: String?) throws {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("TextReferences")
  let manifest = try JSONDecoder().decode(
    TextManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
  var measures: [TextRunMeasure] = []
  var frames = 0, framesEqual = 0, optedIn = 0, optedInPassing = 0
  print("image | run | font | iOS ink px | ours | width | top/bottom or height (pt)")
  for item in manifest.cases {
    let imagePath = folder.appendingPathComponent(item.image).path
    guard FileManager.default.fileExists(atPath: imagePath) else {
      print("\(item.image): not here (Benchmarks/TextReferences/fetch-references copies it from a fetched \(item.source)); left out")
      continue
    }
    let reference = try PNGDecoder().read(contentsOf: imagePath)
    inkThreshold = item.inkThreshold ?? 64
    let greyOnly = item.greyInk ?? false
    var sheetRows: [(Bitmap, PixelBox, Bitmap, PixelBox)] = []
    for run in item.runs {
      let view = text(run.spans).font(font(run.font)).foregroundColor(labelColor(run.color))
        .environment(\.dynamicTypeSize, dynamicTypeSize(run.font.dynamicTypeSize))
        .fixedSize().background(Color.white)
      let ours = try render(view, scale: item.scale)
      let rect = run.rect.map { PixelBox(x0: $0[0], y0: $0[1], x1: $0[2], y1: $0[3]) }
        ?? PixelBox(x0: 0, y0: 0, x1: reference.width, y1: reference.height)
      guard let r = inkBox(reference, in: rect, greyOnly: greyOnly),
        let o = inkBox(ours, in: PixelBox(x0: 0, y0: 0, x1: ours.width, y1: ours.height), greyOnly: false)
      else {
        print("\(item.image): no ink for \(run.spans.map(\.text).joined())")
        continue
      }
      let label = run.spans.map(\.text).joined()
      var measure = TextRunMeasure(
        image: item.image, label: label, group: group(run),
        widthError: Double(o.width - r.width) / Double(r.width),
        heightError: Double(o.height - r.height) / item.scale,
        trackingNeeded: Double(r.width - o.width) / item.scale / Double(max(label.count - 1, 1)) / fontSize(run.font) * 1000,
        size: fontSize(run.font))
      let refRegion = InkProfile.Box(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1)
      let ourRegion = InkProfile.Box(x0: 0, y0: 0, x1: ours.width, y1: ours.height)
      let refInk = InkProfile.Box(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)
      let ourInk = InkProfile.Box(x0: o.x0, y0: o.y0, x1: o.x1, y1: o.y1)
      let bins = InkProfile.bins(characters: label.count)
      let refProfile = InkProfile.profile(reference, ink: refInk, region: refRegion, bins: bins)
      measure.likeness = InkProfile.correlation(refProfile, InkProfile.profile(ours, ink: ourInk, region: ourRegion, bins: bins))
      let reversed = try render(
        Text(verbatim: String(label.reversed())).font(font(run.font)).foregroundColor(labelColor(run.color))
          .environment(\.dynamicTypeSize, dynamicTypeSize(run.font.dynamicTypeSize)).fixedSize().background(Color.white),
        scale: item.scale)
      if let v = inkBox(reversed, in: PixelBox(x0: 0, y0: 0, x1: reversed.width, y1: reversed.height), greyOnly: false) {
        measure.otherLikeness = InkProfile.correlation(
          refProfile,
          InkProfile.profile(
            reversed, ink: InkProfile.Box(x0: v.x0, y0: v.y0, x1: v.x1, y1: v.y1),
            region: InkProfile.Box(x0: 0, y0: 0, x1: reversed.width, y1: reversed.height), bins: bins))
      }
      measure.inkRatio = refProfile.reduce(0, +) > 0
        ? InkProfile.profile(ours, ink: ourInk, region: ourRegion, bins: bins).reduce(0, +) / refProfile.reduce(0, +) : 1
      measure.relativeHeightError = Double(o.height - r.height) / Double(r.height)
      let refColor = InkProfile.coreColor(reference, ink: refInk, region: refRegion)
      let ourColor = InkProfile.coreColor(ours, ink: ourInk, region: ourRegion)
      measure.colorDelta = zip(refColor, ourColor).map { abs($0 - $1) }.max() ?? 0
      measure.characters = label.count
      var vertical = String(format: "height %+.2f", measure.heightError)
      if item.frame, item.runs.count == 1 {
        measure.topError = Double(o.y0 - r.y0) / item.scale
        measure.bottomError = Double((ours.height - o.y1) - (reference.height - r.y1)) / item.scale
        // The first glyph's foot: its columns' lowest ink (a "W", a "L"
        // stand on the baseline), from the frame's top edge.
        let refFoot = firstGlyphFoot(reference, r, greyOnly: greyOnly), ourFoot = firstGlyphFoot(ours, o, greyOnly: false)
        measure.baselineError = Double(ourFoot - refFoot) / item.scale
        vertical = String(format: "top %+.2f bottom %+.2f", measure.topError!, measure.bottomError!)
          + String(format: " first glyph's foot %+.2f", measure.baselineError!)
          + " left \(r.x0)/\(o.x0) right \(reference.width - r.x1)/\(ours.width - o.x1)"
        frames += 1
        let equal = ours.width == reference.width && ours.height == reference.height
        if equal { framesEqual += 1 }
        vertical += " frame \(reference.width)×\(reference.height)" + (equal ? " =" : " ours \(ours.width)×\(ours.height)")
      }
      measures.append(measure)
      let fontName = run.font.style.map { "\($0)@\(run.font.dynamicTypeSize ?? "large")" }
        ?? String(format: "%.1fpt %@%@", run.font.size ?? 17, run.font.weight ?? "", run.font.design ?? "")
      print(
        "\(item.image.split(separator: "/").last!) | \(label.prefix(28)) | \(fontName) | \(r.width) | \(o.width) | "
          + String(format: "%+.1f%%", measure.widthError * 100) + " | \(vertical)"
          + String(format: " | needs %+.1f/1000 at %.1f pt", measure.trackingNeeded, measure.size)
          + String(format: " | likeness %.2f (reversed %.2f) ink %.2f", measure.likeness, measure.otherLikeness, measure.inkRatio))
      sheetRows.append((reference, r, ours, o))
    }
    // The case as a suite opted in would assert it (`crossRenderer` and
    // `textAsBoxes`): the whole frame rendered as the reference was (on
    // white, or clear where the reference is), compared by
    // TextBoxComparison.
    if item.frame {
      let spans = item.frameSpans ?? item.runs.first?.spans ?? []
      let spec = item.frameFont ?? item.runs.first?.font ?? TextManifest.FontSpec()
      let clear = reference.pixels[3] == 0
      let base = text(spans).font(font(spec)).environment(\.dynamicTypeSize, dynamicTypeSize(spec.dynamicTypeSize))
      var preview = Preview(nil, nonisolated: { clear ? AnyView(base.fixedSize()) : AnyView(base.fixedSize().background(Color.white)) })
      preview.traits.layout = .sizeThatFits
      let session = try RenderSession(preview: preview, scale: CGFloat(item.scale))
      let comparison = try optedInComparison(session.image(), session, reference: reference, scale: item.scale)
      optedIn += 1
      if comparison.passes { optedInPassing += 1 }
      print("\(item.image.split(separator: "/").last!) | opted in (crossRenderer, textAsBoxes): "
        + (comparison.passes ? "passes" : "fails: \(comparison.summary.prefix(160))"))
    }
    if let name = item.scene, let scene = TextReferenceScenes.view(named: name) {
      // The whole image as its suite's `.image` made it: sized to fit with
      // 0 × 0 offered (swift-snapshot-testing's sizeThatFits(in: .zero)).
      var preview = Preview(nil, nonisolated: { scene })
      preview.traits.layout = .sizeThatFits
      let session = try RenderSession(
        preview: preview, scale: CGFloat(item.scale), colorScheme: nil, settleTime: 0,
        fittingProposal: ProposedViewSize(width: 0, height: 0))
      let image = try session.image()
      frames += 1
      let equal = image.width == reference.width && image.height == reference.height
      if equal { framesEqual += 1 }
      let comparison = try optedInComparison(image, session, reference: reference, scale: item.scale)
      optedIn += 1
      if comparison.passes { optedInPassing += 1 }
      print("\(item.image.split(separator: "/").last!) | (whole scene) | frame \(reference.width)×\(reference.height)"
        + (equal ? " =" : " ours \(image.width)×\(image.height)") + " | opted in (crossRenderer, textAsBoxes): "
        + (comparison.passes ? "passes" : "fails: \(comparison.summary.prefix(200))"))
      if let sheets { try PNGEncoder().write(image, to: "\(sheets)/scene-\(name).png") }
    }
    if let frameSpans = item.frameSpans, let frameFont = item.frameFont {
      let ours = try render(
        text(frameSpans).font(font(frameFont)).fixedSize().background(Color.white), scale: item.scale)
      frames += 1
      let equal = ours.width == reference.width && ours.height == reference.height
      if equal { framesEqual += 1 }
      print("\(item.image.split(separator: "/").last!) | (whole text) | frame \(reference.width)×\(reference.height)"
        + (equal ? " =" : " ours \(ours.width)×\(ours.height)"))
    }
    if let sheets { try writeSheet(sheetRows, scale: item.scale, to: "\(sheets)/\(item.image.replacingOccurrences(of: "/", with: "-"))") }
  }
  summarize(measures, frames: frames, framesEqual: framesEqual)
  print("opted-in cases (the reference's whole frame, crossRenderer + textAsBoxes) passing: \(optedInPassing) of \(optedIn)")
}

/// `image` (`session`'s render) against `reference` as a suite opted in
/// compares it: text by its boxes, antialiasing of shared edges forgiven.
private func optedInComparison(_ image: Bitmap, _ session: RenderSession, reference: Bitmap, scale: Double) throws
  -> TextBoxComparison
{
  let runs = try session.displayList().textRuns
  return TextBoxComparison(
    expected: reference, actual: image, textBoxes: runs.map { $0.box }, textLengths: runs.map { $0.characters },
    scale: CGFloat(scale), tolerance: GoldenTolerance.exact.ignoringAntialiasing())
}

private func percentile(_ values: [Double], _ p: Double) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

private func summarize(_ measures: [TextRunMeasure], frames: Int, framesEqual: Int) {
  print("\ngroup | runs | width error: median |e| | 95th |e| | mean e | vertical |e| median (pt)")
  let groups = Dictionary(grouping: measures, by: \.group).sorted { $0.key < $1.key }
  func line(_ name: String, _ ms: [TextRunMeasure]) {
    let errors = ms.map { abs($0.widthError) * 100 }
    let mean = ms.map(\.widthError).reduce(0, +) / Double(ms.count) * 100
    let vertical = ms.flatMap { m in [m.topError, m.bottomError].compactMap { $0 }.map(abs) + (m.topError == nil ? [abs(m.heightError)] : []) }
    print(
      "\(name) | \(ms.count) | " + String(format: "%.2f%% | %.2f%% | %+.2f%% | %.2f", percentile(errors, 0.5), percentile(errors, 0.95), mean, percentile(vertical, 0.5)))
  }
  for (name, ms) in groups { line(name, ms) }
  line("all", measures)
  let goal = measures.filter { ["body", "body, bold", "title", "title, bold", "caption", "caption, bold", "subheadline", "subheadline, bold"].contains($0.group) || $0.group.hasPrefix("headline") }
  if !goal.isEmpty { line("goal styles (body, headline, title, caption; regular and bold)", goal) }
  print("frames (sizeThatFits) of the reference's pixel size: \(framesEqual) of \(frames)")
  let feet = measures.compactMap(\.baselineError).map(abs)
  print(String(format: "first glyph's foot (the baseline) from the frame's top, |ours - iOS's|: median %.2f pt, max %.2f pt, within 0.5 pt: %d of %d",
    percentile(feet, 0.5), feet.max() ?? .nan, feet.filter { $0 <= 0.5 }.count, feet.count))
  // What textAsBoxes (FlipbookTesting's TextBoxComparison) derives its
  // tolerances from: runs of four or more characters, the emoji run left out.
  let long = measures.filter { $0.characters >= 4 && !$0.label.unicodeScalars.contains { $0.properties.isEmojiPresentation } }
  let likeness = long.map(\.likeness), other = long.map(\.otherLikeness)
  print(
    String(
      format: "likeness, same string: min %.2f, 5th percentile %.2f, median %.2f; reversed string: median %.2f, 95th %.2f, max %.2f",
      likeness.min() ?? .nan, percentile(likeness, 0.05), percentile(likeness, 0.5), percentile(other, 0.5),
      percentile(other, 0.95), other.max() ?? .nan))
  let ink = measures.map(\.inkRatio)
  print(String(format: "ink amount, ours / iOS's: min %.2f, 5th %.2f, median %.2f, 95th %.2f, max %.2f",
    ink.min() ?? .nan, percentile(ink, 0.05), percentile(ink, 0.5), percentile(ink, 0.95), ink.max() ?? .nan))
  let colors = measures.filter { !$0.image.contains("TextBuilder") }.map { Double($0.colorDelta) }
  print(String(format: "core ink colour, largest channel difference (black runs): median %.0f, 95th %.0f, max %.0f",
    percentile(colors, 0.5), percentile(colors, 0.95), colors.max() ?? .nan))
  let heights = measures.map { abs($0.relativeHeightError) * 100 }
  let widths = measures.map { abs($0.widthError) * 100 }
  print(String(format: "|width error|: 95th %.2f%%, max %.2f%%; |ink height error|: median %.2f%%, 95th %.2f%%, max %.2f%%",
    percentile(widths, 0.95), widths.max() ?? .nan, percentile(heights, 0.5), percentile(heights, 0.95), heights.max() ?? .nan))
}

/// reference | ours | difference, one row per run, each cell cut around
/// the ink (ours placed so its ink's left and bottom edges meet the
/// reference's).
private func writeSheet(_ rows: [(Bitmap, PixelBox, Bitmap, PixelBox)], scale: Double, to path: String) throws {
  guard !rows.isEmpty else { return }
  let margin = Int(4 * scale)
  let cells = rows.map { (_, r, _, o) in (max(r.width, o.width) + 2 * margin, max(r.height, o.height) + 2 * margin) }
  let cellWidth = cells.map(\.0).max()!
  let width = cellWidth * 3 + 8, height = cells.map(\.1).reduce(0, +) + 2 * rows.count
  var pixels = [UInt8](repeating: 255, count: width * height * 4)
  var top = 0
  for ((reference, r, ours, o), cell) in zip(rows, cells) {
    // Cell-space origin of the reference ink box: margin, bottom-aligned.
    let h = cell.1
    let baseY = h - margin
    for y in 0..<h {
      for x in 0..<cellWidth {
        let rx = r.x0 - margin + x, ry = r.y1 - baseY + y
        let ox = o.x0 - margin + x, oy = o.y1 - baseY + y
        let a = rx >= 0 && ry >= 0 && rx < reference.width && ry < reference.height ? overWhite(reference, rx, ry) : (255, 255, 255)
        let b = ox >= 0 && oy >= 0 && ox < ours.width && oy < ours.height ? overWhite(ours, ox, oy) : (255, 255, 255)
        func put(_ column: Int, _ c: (Int, Int, Int)) {
          let i = ((top + y) * width + column * (cellWidth + 4) + x) * 4
          pixels[i] = UInt8(c.0); pixels[i + 1] = UInt8(c.1); pixels[i + 2] = UInt8(c.2)
        }
        put(0, a)
        put(1, b)
        // Difference: the reference's ink red, ours blue, both dark.
        let ia = 255 - min(a.0, a.1, a.2), ib = 255 - min(b.0, b.1, b.2)
        put(2, (255 - ib, 255 - max(ia, ib), 255 - ia))
      }
    }
    top += h + 2
  }
  try PNGEncoder().write(Bitmap(width: width, height: height, pixels: pixels), to: path)
}

