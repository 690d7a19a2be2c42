import Foundation
import Rasterizer
import Testing

@testable import Flipbook

/// `Font.custom(_:size:)` by the names iOS resolves: PostScript, full and
/// family names, and the fonts an app ships in its resource bundles.
@Suite struct CustomFontNameTests {
  func width(_ font: Font) -> CGFloat {
    let graph = ViewGraph(still: Text("Hamburger Menu").font(font), environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
    do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
    return graph.canvasSize?.width ?? 0
  }

  /// A PostScript name ("DejaVuSans-Bold") or full name picks its face,
  /// weight included, as `UIFont(name:size:)` does; a family name picks the
  /// regular face.
  @Test func aPostScriptOrFullNamePicksItsFace() {
    let regular = width(.custom("DejaVu Sans", size: 17))
    let bold = width(.custom("DejaVu Sans", size: 17).bold())
    #expect(bold > regular + 2)
    #expect(width(.custom("DejaVuSans-Bold", size: 17)) == bold)
    #expect(width(.custom("DejaVu Sans Bold", size: 17)) == bold)
    #expect(width(.custom("DejaVuSans", size: 17)) == regular)
    let face = FontLibrary.shared.face(named: "DejaVuSans-Bold")
    #expect(face == FontLibrary.NamedFace(family: "DejaVu Sans", weight: 700, italic: false))
    // "DejaVu Sans" is also the regular face's full name.
    #expect(FontLibrary.shared.face(named: "DejaVu Sans") == FontLibrary.NamedFace(family: "DejaVu Sans", weight: 400, italic: false))
    #expect(FontLibrary.shared.face(named: "DejaVu Serif")?.family == "DejaVu Serif")
    #expect(FontLibrary.shared.face(named: "No-Such-Face") == nil)
  }

  /// The font files in a resource bundle (an app's `Fonts/` folder, as a
  /// Swift package ships it) are registered by their names.
  @Test func fontsInAResourceBundleAreFoundByName() throws {
    let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
    try #require(FileManager.default.fileExists(atPath: source.path), "fonts-noto-core (Scripts/bootstrap)")
    let bundle = FileManager.default.temporaryDirectory
      .appendingPathComponent("flipbook-fonts-\(UUID().uuidString)/App_App.resources")
    let folder = bundle.appendingPathComponent("Fonts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
    try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("NotoSans-Regular.ttf"))
    try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
    #expect(FontLibrary.fontFiles(under: bundle).map(\.lastPathComponent) == ["Broken.ttf", "NotoSans-Regular.ttf"])
    #expect(FontLibrary.shared.registerFonts(inBundles: [bundle]) == 1)
    #expect(FontLibrary.shared.face(named: "NotoSans-Regular") == FontLibrary.NamedFace(family: "Noto Sans", weight: 400, italic: false))
    // Set in Noto Sans, not in Helvetica's stand-in nor the system font's.
    let noto = width(.custom("NotoSans-Regular", size: 17))
    #expect(noto == width(.custom("Noto Sans", size: 17)))
    #expect(noto != width(.custom("roboto", size: 17)) && noto != width(.system(size: 17)))
  }

  /// A `UIFont` named for a font no one has (iOS's `UIFont(name:size:)` is
  /// nil for it, and the app falls back to its own choice, most often the
  /// system font) draws in the system font; one named for a face here, in
  /// that face.
  @Test func aUIFontForAMissingNameIsTheSystemFont() throws {
    let missing = try #require(UIFont(name: "roboto", size: 17))
    #expect(width(Font(missing)) == width(.system(size: 17)))
    let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 17))
    #expect(width(Font(bold)) == width(.custom("DejaVuSans-Bold", size: 17)))
    // Font.custom itself keeps iOS's answer for a missing name: Helvetica.
    #expect(width(.custom("roboto", size: 17)) != width(.system(size: 17)))
  }
}

