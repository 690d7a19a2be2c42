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
}
