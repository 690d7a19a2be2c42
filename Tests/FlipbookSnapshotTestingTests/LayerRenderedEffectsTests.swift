import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// Colour effects in a snapshot as swift-snapshot-testing takes it on iOS
/// (`CALayer.render(in:)`, its default): Core Animation's layer filters
/// are not drawn, so a disabled icon under `.saturation(0)` keeps its
/// colours (WalletConnect/web3modal-swift's card and chip galleries); a
/// `.drawingGroup()` draws them, as do `drawHierarchyInKeyWindow: true` and
/// previews (ColorFilterEffect.swift).
@Suite struct LayerRenderedEffectsTests {
  struct Swatch: View {
    var grouped = false
    var body: some View {
      HStack(spacing: 0) {
        swatch { $0.saturation(0) }
        swatch { $0.grayscale(1) }
        swatch { $0.brightness(0.5) }
        swatch { $0.colorInvert() }
        swatch { $0.colorMultiply(Color(red: 0, green: 1, blue: 1)) }
      }
    }

    @ViewBuilder func swatch(_ effect: (Color) -> some View) -> some View {
      if grouped {
        effect(Color(red: 1, green: 0, blue: 0)).drawingGroup().frame(width: 10, height: 10)
      } else {
        effect(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
      }
    }
  }

  func image(_ view: Swatch, drawHierarchy: Bool) throws -> Bitmap {
    let strategy = Snapshotting<Swatch, UIImage>.image(
      drawHierarchyInKeyWindow: drawHierarchy, layout: .fixed(width: 50, height: 10),
      traits: UITraitCollection(displayScale: 1))
    return try #require(waitForSnapshot(strategy, view)).bitmap
  }

  /// The red at the middle of each swatch.
  func colours(_ image: Bitmap) -> [[Int]] {
    (0..<5).map { index in
      let p = image.pixel(x: index * 10 + 5, y: 5)
      return [Int(p.red), Int(p.green), Int(p.blue)]
    }
  }

  @Test func colourEffectsAreNotDrawnInALayerRenderedSnapshot() throws {
    let red = [255, 0, 0]
    #expect(colours(try image(Swatch(), drawHierarchy: false)) == Array(repeating: red, count: 5))
  }

  @Test func aDrawingGroupOrTheScreenDrawsThem() throws {
    for drawn in [try image(Swatch(grouped: true), drawHierarchy: false), try image(Swatch(), drawHierarchy: true)] {
      let c = colours(drawn)
      // saturation 0 and grayscale 1: grey, the three channels equal.
      for grey in c[0...1] { #expect(grey[0] == grey[1] && grey[1] == grey[2] && grey[0] > 20 && grey[0] < 120, "\(grey)") }
      // brightness +0.5 lifts green and blue by half.
      #expect(c[2][0] == 255 && abs(c[2][1] - 128) <= 1 && abs(c[2][2] - 128) <= 1, "\(c[2])")
      // inverted red is cyan; red multiplied by cyan is black.
      #expect(c[3] == [0, 255, 255], "\(c[3])")
      #expect(c[4] == [0, 0, 0], "\(c[4])")
    }
  }

  /// A scroll view takes the safe area as its content's insets: a
  /// background inside stops at the content's top edge, where on a screen
  /// without a scroll view it reaches under the status bar
  /// (web3modal-swift's list gallery on an iPhone 13, 47 pt).
  @Test func aBackgroundInsideAScrollViewStopsAtTheSafeArea() throws {
    struct Scrolling: View {
      var scrolls: Bool
      var body: some View {
        if scrolls {
          ScrollView { content }
        } else {
          content.frame(maxHeight: .infinity, alignment: .top)
        }
      }
      var content: some View {
        Text("Row").frame(maxWidth: .infinity).padding().background(Color(red: 0, green: 0, blue: 1))
      }
    }
    func image(scrolls: Bool) throws -> Bitmap {
      let strategy = Snapshotting<Scrolling, UIImage>.image(
        layout: .device(config: .iPhone13), traits: UITraitCollection(displayScale: 1))
      return try #require(waitForSnapshot(strategy, Scrolling(scrolls: scrolls))).bitmap
    }
    let isBlue = { (p: Bitmap.Pixel) in p.red == 0 && p.green == 0 && p.blue == 255 }
    let scrolled = try image(scrolls: true), plain = try image(scrolls: false)
    // 20 pt down, under the status bar; 50 pt down, inside the content.
    #expect(!isBlue(scrolled.pixel(x: 5, y: 20)))
    #expect(isBlue(scrolled.pixel(x: 5, y: 50)))
    #expect(isBlue(plain.pixel(x: 5, y: 20)))
  }
}
