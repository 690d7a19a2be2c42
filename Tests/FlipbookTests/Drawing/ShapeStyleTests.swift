@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Shape styles, static shape members and iOS 17's shape views, on pixels
/// whose values follow from the styles' definitions (scale 1, over white).
@Suite struct ShapeStyleTests {
  func render<V: View>(_ view: V, width: CGFloat = 40, height: CGFloat = 40) throws -> Bitmap {
    let renderer = ImageRenderer(content: ZStack { Color.white; view }.frame(width: width, height: height))
    return try #require(try renderer.render())
  }

  func rgb(_ image: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = (y * image.width + x) * 4
    return (0..<3).map { Int(image.pixels[p + $0]) }
  }

  func expectClose(_ actual: [Int], _ expected: [Int], _ tolerance: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(actual) is not \(expected)",
      sourceLocation: sourceLocation)
  }

  @Test func tintIsTheAccentColourUnlessSet() throws {
    expectClose(rgb(try render(Rectangle().fill(.tint)), 20, 20), [0, 122, 255])
    expectClose(rgb(try render(Rectangle().fill(.tint).tint(.red)), 20, 20), [255, 59, 48])
    expectClose(rgb(try render(Rectangle().fill(.tint).accentColor(.green)), 20, 20), [52, 199, 89])
  }

  /// `.secondary` over the default foreground is secondaryLabel, (60, 60,
  /// 67) at 60 %: over white, 255 − 0.6 · (255 − 60) = 138 and 142.2.
  @Test func hierarchicalLevelsFollowTheForeground() throws {
    expectClose(rgb(try render(Rectangle().foregroundStyle(.secondary)), 20, 20), [138, 138, 142])
    expectClose(rgb(try render(Rectangle().foregroundStyle(.primary)), 20, 20), [0, 0, 0])
    // Under a custom foreground, the level is it at 60 %: (255, 102, 102).
    let red = Color(red: 1, green: 0, blue: 0)
    expectClose(rgb(try render(Rectangle().foregroundStyle(.secondary).foregroundStyle(red)), 20, 20), [255, 102, 102])
    // Levels given their own styles draw them.
    let pair = Rectangle().fill(.secondary).foregroundStyle(red, Color(red: 0, green: 0, blue: 1))
    expectClose(rgb(try render(pair), 20, 20), [0, 0, 255])
    // A style's own opacity.
    expectClose(rgb(try render(Rectangle().fill(red.opacity(0.5))), 20, 20), [255, 128, 128])
    expectClose(rgb(try render(Rectangle().fill(.linearGradient(colors: [red, red], startPoint: .top, endPoint: .bottom).opacity(0.5))), 20, 20), [255, 128, 128])
  }

  @Test func gradientMembersDrawTheirGradients() throws {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    let linear = try render(Rectangle().fill(.linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)))
    #expect(rgb(linear, 0, 20)[0] > 240 && rgb(linear, 39, 20)[2] > 240)
    // Elliptical: fraction 0.5 reaches the frame's edges, so in an 80 × 20
    // frame a pixel centre's gradient location is 2·√((dx/80)² + (dy/20)²)
    // from the centre (40, 10), white (255) to black (0).
    let ellipse = try render(
      Rectangle().fill(.ellipticalGradient(colors: [Color.white, Color.black])), width: 80, height: 20)
    for (x, y) in [(60, 10), (40, 5), (40, 10), (50, 14), (75, 10)] {
      let dx = (Double(x) + 0.5 - 40) / 80, dy = (Double(y) + 0.5 - 10) / 20
      let location = min(2 * (dx * dx + dy * dy).squareRoot(), 1)
      let expected = Int((255 * (1 - location)).rounded())
      expectClose(rgb(ellipse, x, y), [expected, expected, expected], 2)
    }
    // Color.gradient: lighter at the top than the colour at the bottom.
    let gradient = try render(Rectangle().fill(Color.blue.gradient))
    #expect(rgb(gradient, 20, 0)[0] > rgb(gradient, 20, 39)[0] + 25)
    expectClose(rgb(gradient, 20, 39), [0, 122, 255], 6)
    // The top, 22 % toward white (iOS 16 measured: (47, 156, 255)).
    expectClose(rgb(gradient, 20, 0), [55, 151, 255], 4)
  }

  /// iOS 16's `ShapeStyle.shadow(_:)`: a shape filled with
  /// `.white.shadow(.drop(…))` casts the drop shadow under it, as
  /// `.shadow(color:radius:x:y:)` would; the fill itself is the style's.
  @Test func aStyleCastsItsDropShadow() throws {
    let card = RoundedRectangle(cornerRadius: 0)
      .fill(Color.white.shadow(.drop(color: .black, radius: 0, x: 6, y: 6)))
      .frame(width: 20, height: 20)
      .frame(width: 40, height: 40)
      .background(Color(red: 0.5, green: 0.5, blue: 0.5))
    let image = try render(card)
    expectClose(rgb(image, 20, 20), [255, 255, 255])
    expectClose(rgb(image, 33, 33), [0, 0, 0])  // the shadow, 6 pt down and right
    expectClose(rgb(image, 5, 5), [128, 128, 128])
    // An inner shadow lies inside the shape: the outside's shadow, moved
    // by its offset, over the fill and clipped to it (sharp at radius 0).
    let inner = try render(
      Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 4, y: 4)))
        .frame(width: 20, height: 20).frame(width: 40, height: 40))
    expectClose(rgb(inner, 11, 20), [0, 0, 0])  // the band along the left edge
    expectClose(rgb(inner, 20, 11), [0, 0, 0])  // and along the top
    expectClose(rgb(inner, 20, 20), [255, 255, 255])
    expectClose(rgb(inner, 28, 28), [255, 255, 255])  // nothing on the lit side
    expectClose(rgb(inner, 5, 5), [255, 255, 255])  // nothing outside
    expectClose(rgb(inner, 35, 35), [255, 255, 255])
    // The static form fills in the foreground style, as SwiftUI's
    // `.fill(.shadow(.inner(…)))`.
    let foreground = try render(
      Rectangle().fill(.shadow(.inner(color: .black, radius: 0, x: 4, y: 4))).foregroundStyle(Color.white)
        .frame(width: 20, height: 20).frame(width: 40, height: 40))
    #expect(foreground.pixels == inner.pixels)
  }

  /// `Color.mix(with:by:in:)` (iOS 18): device mixes blend the sRGB
  /// components, perceptual ones OKLab (CSS Color 4's `color-mix(in oklab,
  /// red, blue)` is rgb(140, 83, 162)), both premultiplied by opacity.
  @Test func colorsMixInTheirSpace() throws {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    let environment = EnvironmentValues()
    let device = red.mix(with: blue, by: 0.5, in: .device).resolve(in: environment)
    #expect(abs(device.red - 0.5) < 1e-4 && device.green == 0 && abs(device.blue - 0.5) < 1e-4)
    let perceptual = red.mix(with: blue, by: 0.5).resolve(in: environment).rgba8
    expectClose([Int(perceptual.red), Int(perceptual.green), Int(perceptual.blue)], [140, 83, 162])
    #expect(red.mix(with: blue, by: 0).resolve(in: environment).rgba8 == red.resolve(in: environment).rgba8)
    #expect(red.mix(with: blue, by: 1).resolve(in: environment).rgba8 == blue.resolve(in: environment).rgba8)
    // Out of range is clamped, NaN is none.
    #expect(red.mix(with: blue, by: 7, in: .device).resolve(in: environment) == blue.resolve(in: environment))
    #expect(red.mix(with: blue, by: .nan, in: .device).resolve(in: environment) == red.resolve(in: environment))
    // Premultiplied: half-way to clear keeps the hue at half opacity.
    let faded = red.mix(with: .clear, by: 0.5, in: .device).resolve(in: environment)
    #expect(abs(faded.red - 1) < 1e-4 && faded.green == 0 && abs(faded.opacity - 0.5) < 1e-4)
    // Resolved where drawn: the dark scheme's system colours.
    var dark = environment
    dark.colorScheme = .dark
    #expect(Color.blue.mix(with: .black, by: 0).resolve(in: dark) == Color.blue.resolve(in: dark))
    expectClose(rgb(try render(Rectangle().fill(red.mix(with: blue, by: 0.5))), 20, 20), [140, 83, 162])
  }

  /// `stroke(lineWidth:)` is a shape: filled, it is the stroke in that
  /// style, drawn exactly as `stroke(_:lineWidth:)` draws.
  @Test func aStrokeIsAShape() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let asShape = try render(Circle().stroke(lineWidth: 4).fill(red))
    let asStroke = try render(Circle().stroke(red, lineWidth: 4))
    #expect(asShape.pixels == asStroke.pixels)
    let foreground = try render(Circle().stroke(style: StrokeStyle(lineWidth: 4)).foregroundStyle(red))
    #expect(foreground.pixels == asStroke.pixels)
    // Its path is the outline: clipping to it keeps the ring.
    let clipped = try render(red.clipShape(Circle().stroke(lineWidth: 6)))
    expectClose(rgb(clipped, 20, 1), [255, 0, 0], 2)
    expectClose(rgb(clipped, 20, 20), [255, 255, 255])
  }

  @Test func aFilledShapeCanBeStrokedToo() throws {
    let view = Circle().fill(Color(red: 1, green: 1, blue: 0)).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 4)
    let image = try render(view)
    expectClose(rgb(image, 20, 20), [255, 255, 0])
    expectClose(rgb(image, 20, 0), [255, 0, 0], 2)
    let border = try render(Circle().fill(Color(red: 1, green: 1, blue: 0)).strokeBorder(Color.black, lineWidth: 4))
    expectClose(rgb(border, 20, 1), [0, 0, 0], 2)
  }

  @Test func shapeMembersAndCornerRadius() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    for view in [AnyView(red.clipShape(.rect(cornerRadius: 10))), AnyView(red.cornerRadius(10)),
                 AnyView(Color.clear.background(red, in: .rect(cornerRadius: 10)))] {
      let image = try render(view)
      expectClose(rgb(image, 0, 0), [255, 255, 255])
      expectClose(rgb(image, 20, 0), [255, 0, 0])
    }
    let circle = try render(red.clipShape(.circle))
    expectClose(rgb(circle, 3, 3), [255, 255, 255])
    let uneven = try render(red.clipShape(.rect(topLeadingRadius: 15, bottomTrailingRadius: 15)))
    expectClose(rgb(uneven, 1, 1), [255, 255, 255])
    expectClose(rgb(uneven, 39, 0), [255, 0, 0])
    expectClose(rgb(uneven, 38, 38), [255, 255, 255])
    // Bad radii: NaN and negative are square; huge is clamped (a capsule).
    expectClose(rgb(try render(red.cornerRadius(.nan)), 0, 0), [255, 0, 0])
    expectClose(rgb(try render(red.cornerRadius(-5)), 0, 0), [255, 0, 0])
    expectClose(rgb(try render(red.cornerRadius(1e300)), 20, 20), [255, 0, 0])
  }

  /// Each new style and shape, looked at: a strip of tiles.
  @Test func stylesAndShapesStrip() {
    let tiles = HStack(spacing: 6) {
      Circle().fill(.tint)
      RoundedRectangle(cornerRadius: 8).fill(Color.orange.gradient)
      Rectangle().fill(.ellipticalGradient(colors: [.yellow, .red, .purple]))
      Capsule().fill(.conicGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
      UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16).fill(.mint)
      Circle().fill(.yellow).stroke(.red, lineWidth: 3)
      Star().stroke(lineWidth: 3).fill(.linearGradient(colors: [.pink, .indigo], startPoint: .top, endPoint: .bottom))
      VStack(spacing: 2) {
        Rectangle().fill(.primary)
        Rectangle().fill(.secondary)
        Rectangle().fill(.tertiary)
        Rectangle().fill(.quaternary)
      }
      Color.teal.clipShape(.rect(cornerRadius: 12, style: .continuous)).overlay(.white.opacity(0.4), in: .circle)
    }
    .frame(height: 40)
    .padding(6)
    .background(.background)
    expectGolden(of: tiles.frame(width: 9 * 40 + 8 * 6 + 12), named: "styles-and-shapes", scale: 2)
  }

  struct Star: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
      for i in 0..<10 {
        let a = Double(i) * .pi / 5 - .pi / 2
        let radius = i.isMultiple(of: 2) ? r : r * 0.45
        let p = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
      }
      path.closeSubpath()
      return path
    }
  }
}

/// Colour literals and the `UIColor` stand-in, as SwiftUI code on iOS
/// writes them.
@Suite struct ColorLiteralTests {
  func centre<V: View>(_ view: V) throws -> [Int] {
    let image = try #require(try ImageRenderer(content: view.frame(width: 4, height: 4)).render())
    let p = (2 * 4 + 2) * 4
    return (0..<4).map { Int(image.pixels[p + $0]) }
  }

  @Test func literalsAndUIColorsMakeColours() throws {
    let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(try centre(Rectangle().fill(literal)) == [255, 128, 0, 255])
    #expect(try centre(Color(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1))) == [0, 0, 255, 255])
    #expect(try centre(Rectangle().foregroundColor(#colorLiteral(red: 0, green: 1, blue: 0, alpha: 1))) == [0, 255, 0, 255])
    #expect(try centre(Color(.systemGray6)) == [242, 242, 247, 255])
    #expect(try centre(Color(uiColor: .systemBlue)) == [0, 122, 255, 255])
    #expect(try centre(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))) == [255, 0, 0, 255])
    #expect(try centre(Color(.systemBackground).environment(\.colorScheme, .dark)) == [0, 0, 0, 255])
  }
}

/// Materials blur what is behind them and tint it.
@Suite struct MaterialTests {
  /// Stripes of red and blue, 4 points each: a material over them blurs
  /// them toward their mix, where plain white over them would not.
  struct Stripes: View {
    var body: some View {
      HStack(spacing: 0) {
        ForEach(0..<10) { i in (i.isMultiple(of: 2) ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 4) }
      }
    }
  }

  func image<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: 40, height: 20).environment(\.colorScheme, scheme))
    return try #require(try renderer.render())
  }

  @Test func aMaterialBlursAndTintsWhatIsBehind() throws {
    let plain = try image(Stripes())
    let frosted = try image(Stripes().overlay(Rectangle().fill(.regularMaterial)))
    func contrast(_ image: Bitmap) -> Int {
      let row = 10 * image.width * 4
      // The middle half: near the canvas's edges the blur reads the
      // transparent outside.
      let reds = (image.width / 4..<image.width * 3 / 4).map { Int(image.pixels[row + $0 * 4]) }
      return (reds.max() ?? 0) - (reds.min() ?? 0)
    }
    #expect(contrast(plain) == 255)
    #expect(contrast(frosted) < 40)  // blurred to (nearly) one colour
    // Lighter than the stripes' mix: the white tint is over it.
    let p = (10 * frosted.width + 20) * 4
    #expect(Int(frosted.pixels[p + 1]) > 100)
    // In dark mode the tint is dark.
    let dark = try image(Stripes().overlay(Rectangle().fill(.regularMaterial)), scheme: .dark)
    #expect(Int(dark.pixels[p + 1]) < 60)
    // Only inside the shape.
    let circle = try image(Stripes().overlay(Circle().fill(.ultraThickMaterial).frame(width: 10, height: 10)))
    #expect(circle.pixels[(10 * 40 + 1) * 4] == plain.pixels[(10 * 40 + 1) * 4])
  }

  @Test func materialsGolden() {
    let photo = ZStack {
      LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
      Circle().fill(.yellow).frame(width: 50).offset(x: -70, y: -20)
      Capsule().fill(.teal).frame(width: 140, height: 30).offset(x: 50, y: 30)
    }
    let view = HStack(spacing: 0) {
      ForEach(Array([Material.ultraThin, .thin, .regular, .thick, .ultraThick].enumerated()), id: \.offset) { _, material in
        Rectangle().fill(material)
      }
    }
    .padding(.vertical, 25)
    .background(photo)
    .frame(width: 300, height: 120)
    expectGolden(of: view, named: "materials-light", scale: 2)
    expectGolden(of: view, named: "materials-dark", scale: 2, colorScheme: .dark)
  }
}
