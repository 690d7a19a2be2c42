import Flipbook
import FlipbookTesting
import Foundation
import Testing
import UIKit

/// A blur as apps wrap it for SwiftUI, with UIKit's style chosen by the
/// caller (Foodybite's `Blur`).
private struct Blur: UIViewRepresentable {
  var style: UIBlurEffect.Style
  func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
  func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: style) }
}

/// UIKit's older blur styles draw their own, thinner look, not the system
/// materials', as measured on iOS 18.1 (see `Material`).
@Suite struct BlurEffectTests {
  /// The blur's middle over a flat grey, in `scheme`.
  func middle(_ style: UIBlurEffect.Style, over grey: Color, _ scheme: ColorScheme) throws -> Bitmap.Pixel {
    let view = ZStack { grey; Blur(style: style).frame(width: 40, height: 20) }
      .frame(width: 80, height: 60)
      .environment(\.colorScheme, scheme)
    let renderer = ImageRenderer(content: view)
    let image = try #require(renderer.bitmap)
    return image.pixel(x: 40, y: 30)
  }

  func near(_ pixel: Bitmap.Pixel, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
    abs(Int(pixel.red) - red) <= 1 && abs(Int(pixel.green) - green) <= 1 && abs(Int(pixel.blue) - blue) <= 1
  }

  /// Foodybite's restaurant details (iOS 18.1): a `.regular` blur over
  /// (199, 199, 204) is (216, 216, 219) in light mode and over (72, 72, 74)
  /// (39, 39, 40) in dark, over pure blue (77, 77, 255) and (20, 20, 89); `.light` and `.dark` are that look in their
  /// scheme; `.systemMaterial` stays the thicker material.
  @Test func theOlderStylesAreThinnerThanTheMaterials() throws {
    let light = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
    let dark = Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255)
    let regular = try middle(.regular, over: light, .light)
    #expect(near(regular, 216, 216, 219), "\(regular)")
    let regularDark = try middle(.regular, over: dark, .dark)
    #expect(near(regularDark, 39, 39, 40), "\(regularDark)")
    let blue = Color(red: 0, green: 0, blue: 1)
    let overBlue = try middle(.regular, over: blue, .light)
    #expect(near(overBlue, 77, 77, 255), "\(overBlue)")
    let overBlueDark = try middle(.regular, over: blue, .dark)
    #expect(near(overBlueDark, 20, 20, 89), "\(overBlueDark)")
    #expect(try middle(.light, over: light, .dark) == regular)
    #expect(try middle(.dark, over: dark, .light) == regularDark)
    let material = try middle(.systemMaterial, over: light, .light)
    #expect(material.red > 225, "\(material)")
  }
}
