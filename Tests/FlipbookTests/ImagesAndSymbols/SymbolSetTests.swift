import Encoders
@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Custom symbols (`Name.symbolset` in the SF Symbols template): sized by
/// the font's cap height, the variant picked by weight and image scale,
/// set on the text baseline, and bad sets refused without a crash.
///
/// `flipbook.house` (Resources/Symbols.xcassets, in this target's resource
/// bundle, so found with no bundle) has Regular-S/M/L and Bold-M: a house
/// 80 × 85 units in Regular-M, with 10-unit margins, standing on the
/// baseline. At 17 pt (body) the template's 70.46-unit cap height becomes
/// SF Pro's, 17 × 1443/2048 pt: 0.17 pt a unit.
@Suite struct SymbolSetTests {
  func size(_ view: some View) -> CGSize {
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
    do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
    return graph.canvasSize ?? .zero
  }

  func expectSize(_ view: some View, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    let measured = size(view)
    #expect(abs(measured.width - width) < 0.01 && abs(measured.height - height) < 0.01,
      "\(measured) is not \(width) × \(height)", sourceLocation: sourceLocation)
  }

  /// 0.17 pt a template unit at 17 pt.
  let unit: CGFloat = 17 * 1443 / 2048 / 70.46

  @Test func aSymbolIsSizedByTheFontsCapHeight() {
    expectSize(Image(systemName: "flipbook.house"), 100 * unit, 85 * unit)
    expectSize(Image("flipbook.house"), 100 * unit, 85 * unit)
    // Twice the font, twice the symbol.
    expectSize(Image(systemName: "flipbook.house").font(.largeTitle), 200 * unit, 170 * unit)
    expectSize(Image(systemName: "flipbook.house").font(.system(size: 34)), 200 * unit, 170 * unit)
  }

  @Test func theVariantFollowsWeightAndImageScale() {
    // Regular-S and Regular-L are drawn at their own scales (no rescaling).
    expectSize(Image(systemName: "flipbook.house").imageScale(.small), 84 * unit, 68 * unit)
    expectSize(Image(systemName: "flipbook.house").imageScale(.large), 124 * unit, 110.5 * unit)
    // Bold-M for bold and for the weights nearer bold than regular.
    expectSize(Image(systemName: "flipbook.house").fontWeight(.bold), 106 * unit, 88 * unit)
    expectSize(Image(systemName: "flipbook.house").font(.body.weight(.heavy)), 106 * unit, 88 * unit)
    expectSize(Image(systemName: "flipbook.house").fontWeight(.light), 100 * unit, 85 * unit)
    // Bold at small: no Bold-S, so Bold-M reduced by 0.8.
    expectSize(Image(systemName: "flipbook.house").fontWeight(.bold).imageScale(.small), 106 * unit * 0.8, 88 * unit * 0.8)
    // Resizable: the offer.
    expectSize(Image(systemName: "flipbook.house").resizable().frame(width: 40, height: 30), 40, 30)
  }

  @Test func aSymbolStandsOnTheTextBaseline() throws {
    // The house's floor is on the baseline guide, so its lowest ink row is
    // the lowest row of a capital beside it.
    let view = HStack(alignment: .firstTextBaseline, spacing: 6) {
      Text("H")
      Image(systemName: "flipbook.house")
    }
    .font(.system(size: 40))
    .foregroundColor(.black)
    .padding(4)
    .background(Color.white)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    let bitmap = try #require(try renderer.render())
    var lowest: [Int] = []
    for columns in [0..<(bitmap.width / 3), (bitmap.width / 2)..<bitmap.width] {
      var bottom = -1
      for y in 0..<bitmap.height {
        for x in columns where bitmap.pixel(x: x, y: y).red < 128 && bitmap.pixel(x: x, y: y).alpha == 255 { bottom = y }
      }
      lowest.append(bottom)
    }
    #expect(lowest[0] > 0 && abs(lowest[0] - lowest[1]) <= 1, "H ends at row \(lowest[0]), the house at \(lowest[1])")
  }

  @Test func symbolsBesideTextAtThreeFonts() throws {
    let rows = VStack(alignment: .leading, spacing: 6) {
      ForEach([Font.caption, .body, .largeTitle], id: \.self) { font in
        HStack(alignment: .firstTextBaseline, spacing: 4) {
          Image(systemName: "flipbook.house")
          Text("Home")
          Image("flipbook.house").fontWeight(.bold).foregroundStyle(
            LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
          Text("Bold")
          Image(systemName: "flipbook.house").imageScale(.large).foregroundColor(.blue)
        }
        .font(font)
      }
    }
    let renderer = ImageRenderer(content: rows.padding(6).background(Color.white))
    renderer.scale = 2
    expectGolden(try #require(try renderer.render()), named: "custom-symbols-beside-text", tolerance: .antialiasing)
  }

  /// A temporary catalog of symbol sets, good and bad.
  final class TestCatalog: TemporaryBundle {
    init() throws {
      super.init(prefix: "flipbook-symbols")
      let catalog = self.catalog
      try symbolSet(catalog, "OnlyMedium", json: Self.contents("only.svg"), files: ["only.svg": Self.onlyMedium])
      try symbolSet(catalog, "NoVariants", json: Self.contents("none.svg"), files: ["none.svg": Self.noVariants])
      try symbolSet(catalog, "NoGuides", json: Self.contents("bare.svg"), files: ["bare.svg": Self.noGuides])
      try symbolSet(catalog, "NotSVG", json: Self.contents("pixels.png"), files: ["pixels.png": "\u{89}PNG junk"])
      try symbolSet(catalog, "Corrupt", json: Self.contents("broken.svg"), files: ["broken.svg": "<svg><g id="])
      try symbolSet(catalog, "MissingFile", json: Self.contents("absent.svg"), files: [:])
      try symbolSet(catalog, "NoFile", json: #"{ "symbols": [] }"#, files: [:])
      try symbolSet(catalog, "Malformed", json: "{ not json", files: [:])
    }

    static func contents(_ file: String) -> String { #"{ "symbols": [ { "filename": "\#(file)", "idiom": "universal" } ] }"# }

    func symbolSet(_ catalog: URL, _ name: String, json: String, files: [String: String]) throws {
      let set = catalog.appendingPathComponent("\(name).symbolset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
      for (file, text) in files { try Data(text.utf8).write(to: set.appendingPathComponent(file)) }
    }

    /// Regular-M only, guides as paths, no margins: the ink is the frame.
    static let onlyMedium = """
      <svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <g id="Guides">
          <path id="Capline-M" d="M18,276 l800,0"/>
          <path id="Baseline-M" d="M18,346 l800,0"/>
        </g>
        <g id="Symbols"><g id="Regular-M"><rect x="100" y="246" width="50" height="100"/></g></g>
      </svg>
      """

    static let noVariants = """
      <svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <g id="Guides"><path id="Capline-M" d="M18,276 l800,0"/><path id="Baseline-M" d="M18,346 l800,0"/></g>
        <g id="Symbols"><g id="Squiggle"><rect x="100" y="246" width="50" height="100"/></g></g>
      </svg>
      """

    static let noGuides = """
      <svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <g id="Symbols"><g id="Regular-M"><rect x="100" y="246" width="50" height="100"/></g></g>
      </svg>
      """
  }

  @Test func aTemplateWithOneVariantServesEveryScale() throws {
    let catalog = try TestCatalog()
    let only = Image("OnlyMedium", bundle: catalog.bundle)
    // 70 units of cap height: 17 × 1443/2048 / 70 pt a unit; 50 × 100 units of ink.
    let unit: CGFloat = 17 * 1443 / 2048 / 70
    expectSize(only, 50 * unit, 100 * unit)
    expectSize(only.imageScale(.large), 50 * unit * 1.3, 100 * unit * 1.3)
    expectSize(only.fontWeight(.black), 50 * unit, 100 * unit)
  }

  @Test func badSymbolSetsDrawNothing() throws {
    let catalog = try TestCatalog()
    for name in ["NoVariants", "NoGuides", "NotSVG", "Corrupt", "MissingFile", "NoFile", "Malformed", "Absent"] {
      #expect(size(Image(name, bundle: catalog.bundle)) == .zero, "\(name)")
      // Rendering one beside text is fine too.
      let renderer = ImageRenderer(content: HStack { Image(name, bundle: catalog.bundle); Text("x") })
      #expect(try renderer.render() != nil, "\(name)")
    }
    #expect(size(Image(systemName: "flipbook.no.such.symbol")) == .zero)
  }
}
