import Flipbook
import Foundation
import Testing

/// The accent colour is the app's "AccentColor" asset, as on iOS, when the
/// app's catalog can be told; system blue otherwise.
@Suite struct AccentColorTests {
  @Test func theAppsAccentColorAssetIsTheAccent() {
    #expect(AssetCatalog.accentColorSource(mainHasAccent: true, bundlesWithAccent: ["/b/App.resources"]) == .mainBundle)
    #expect(AssetCatalog.accentColorSource(mainHasAccent: false, bundlesWithAccent: ["/b/App.resources"]) == .bundle("/b/App.resources"))
    #expect(AssetCatalog.accentColorSource(mainHasAccent: false, bundlesWithAccent: []) == .system)
    #expect(AssetCatalog.accentColorSource(mainHasAccent: false, bundlesWithAccent: ["/b/A.resources", "/b/B.resources"]) == .system)
    // This test binary's bundles have no AccentColor asset: system blue.
    #expect(AssetCatalog.accentColorSource == .system)
    #expect(Color.accentColor == Color.blue)
  }

  /// Xcode's template AccentColor set holds no colour: system blue, and it
  /// still marks its bundle as an app's, so another bundle's colour is not
  /// taken for this app's (Apple's tutorial apps built side by side, each
  /// with the empty set, beside a package target whose accent is indigo).
  @Test func theTemplatesEmptyAccentColorSetIsSystemBlue() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-accent-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func bundle(_ name: String, colour: String?) throws -> URL {
      let url = root.appendingPathComponent("\(name).resources")
      let set = url.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      let entry = colour.map {
        #"{ "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : \#($0) } }"#
      } ?? #"{ "idiom" : "universal" }"#
      try Data(#"{ "colors" : [ \#(entry) ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
        .write(to: set.appendingPathComponent("Contents.json"))
      return url
    }
    let indigo = try bundle("Pkg_Posts", colour: #"{ "red" : "0.3", "green" : "0.2", "blue" : "0.8", "alpha" : "1.000" }"#)
    let empty = try bundle("Pkg_App", colour: nil)
    let main = root.appendingPathComponent("main")
    #expect(AssetCatalog.accentColorSource(main: main, bundles: [indigo]) == .bundle(indigo.path))
    #expect(AssetCatalog.accentColorSource(main: main, bundles: [empty]) == .system)
    #expect(AssetCatalog.accentColorSource(main: main, bundles: [empty, indigo]) == .system)
  }
}
