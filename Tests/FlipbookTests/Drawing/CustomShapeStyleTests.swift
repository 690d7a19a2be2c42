@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// A style of one's own resolves to other styles in the environment, as in
/// SwiftUI (iOS 17), and a style can carry a blend mode.
@Suite struct CustomShapeStyleTests {
  /// Black in light, white in dark, at an opacity: Apple's Backyard Birds
  /// writes its "vibrant" style so.
  struct Vibrant: ShapeStyle {
    var opacity: Double
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
      (environment.colorScheme == .dark ? Color.white : Color.black).opacity(opacity)
    }
  }

  func pixel<S: ShapeStyle>(_ style: S, _ scheme: ColorScheme, over background: Color = .white) throws -> [Int] {
    let renderer = ImageRenderer(
      content: Rectangle().fill(style).frame(width: 4, height: 4).background(background).environment(\.colorScheme, scheme))
    let bitmap = try #require(renderer.bitmap)
    let p = bitmap.pixel(x: 2, y: 2)
    return [Int(p.red), Int(p.green), Int(p.blue)]
  }

  @Test func aCustomStyleDrawsWhatItResolvesTo() throws {
    #expect(try pixel(Vibrant(opacity: 1), .light) == [0, 0, 0])
    #expect(try pixel(Vibrant(opacity: 1), .dark, over: .black) == [255, 255, 255])
    let half = try pixel(Vibrant(opacity: 0.5), .light)
    #expect(half.allSatisfy { abs($0 - 128) <= 2 }, "\(half)")
    // Erased, and as a colour (which animates) where it resolves to one.
    #expect(try pixel(AnyShapeStyle(Vibrant(opacity: 1)), .light) == [0, 0, 0])
    #expect(Vibrant(opacity: 1)._color(in: EnvironmentValues()) != nil)
  }

  /// A style with a blend mode draws its shape composited so: multiply
  /// of a colour over red keeps only the red of both.
  @Test func aStylesBlendModeCompositesTheShape() throws {
    let plain = try pixel(Color(red: 0.5, green: 1, blue: 1), .light, over: Color(red: 1, green: 0, blue: 0))
    #expect(plain[1] > 250, "drawn over: \(plain)")
    let multiplied = try pixel(Color(red: 0.5, green: 1, blue: 1).blendMode(.multiply), .light, over: Color(red: 1, green: 0, blue: 0))
    #expect(abs(multiplied[0] - 128) <= 2 && multiplied[1] < 3 && multiplied[2] < 3, "\(multiplied)")
    // Through the foreground style too.
    let renderer = ImageRenderer(content: Rectangle().frame(width: 4, height: 4)
      .foregroundStyle(Color(red: 0.5, green: 1, blue: 1).blendMode(.multiply)).background(Color(red: 1, green: 0, blue: 0)))
    let p = try #require(renderer.bitmap).pixel(x: 2, y: 2)
    #expect(abs(Int(p.red) - 128) <= 2 && p.green < 3, "\(p)")
  }
}
