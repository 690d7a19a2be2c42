@testable import Flipbook
import Foundation
import Testing

/// The FlipbookAssetSymbols plug-in's symbols for this target's catalog
/// (Resources/Symbols.xcassets), named as Xcode 15 names them.
@Suite struct AssetSymbolTests {
  @Test func namesFollowXcode() {
    #expect(ColorResource.highlight.name == "HighlightColor", "a trailing Color is dropped")
    #expect(ColorResource.brandBlue.name == "brand-blue", "words in lower camel case")
    // A "Provides Namespace" folder is a nested type, its sets named with
    // the folder first, as Xcode generates them (Apple's Backyard Birds
    // sample writes `ImageResource.Fountain.terracotta`).
    #expect(ImageResource.Icons.urlIcon.name == "Icons/URLIcon", "a namespace folder nests")
    #expect(ImageResource.flipbookHouse.name == "flipbook.house", "symbol sets are images too")
    #expect(ColorResource.highlight.bundle == Bundle.module)
  }

  @Test func resourcesResolveInTheirBundle() throws {
    func pixel(_ color: Color, _ scheme: ColorScheme) throws -> Bitmap.Pixel {
      let renderer = ImageRenderer(content: color.frame(width: 2, height: 2).environment(\.colorScheme, scheme))
      return try #require(renderer.bitmap).pixel(x: 1, y: 1)
    }
    #expect(try pixel(Color(.highlight), .light) == Bitmap.Pixel(0xFF, 0x6B, 0x35))
    #expect(try pixel(Color(.brandBlue), .light) == Bitmap.Pixel(0x4D, 0xB6, 0xE2))
    #expect(try pixel(Color(.brandBlue), .dark) == Bitmap.Pixel(0x10, 0x40, 0x80))
    #expect(try pixel(Color(uiColor: UIColor(resource: .highlight)), .light) == Bitmap.Pixel(0xFF, 0x6B, 0x35))
    // Xcode's colour members beside the resources: `Color.brandBlue` and a
    // style written `.highlight`.
    #expect(try pixel(Color.brandBlue, .dark) == Bitmap.Pixel(0x10, 0x40, 0x80))
    let styled = try #require(ImageRenderer(content: Rectangle().foregroundStyle(.highlight).frame(width: 2, height: 2)).bitmap)
    #expect(styled.pixel(x: 1, y: 1) == Bitmap.Pixel(0xFF, 0x6B, 0x35))
    // A symbol set through `Image(_:)` of its resource draws as by name.
    let byResource = try #require(ImageRenderer(content: Image(.flipbookHouse).font(.title)).bitmap)
    let byName = try #require(ImageRenderer(content: Image("flipbook.house", bundle: .module).font(.title)).bitmap)
    #expect(byResource == byName && byResource.width > 1)
  }
}

// A shortcut the target declares itself, as Apple's Backyard Birds declares
// `Color.premiumBirdFood` over its own colour set: the plug-in generates
// no second one (which would not compile), and the styled rectangle in
// `resourcesResolveInTheirBundle` draws through this one.
extension ShapeStyle where Self == Color {
  static var highlight: Color { Color(.highlight) }
}
