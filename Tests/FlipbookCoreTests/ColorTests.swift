import Foundation
import Testing

@testable import FlipbookCore

@Suite struct ColorTests {
  func rgba(_ color: Color, _ scheme: ColorScheme = .light) -> [UInt8] {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    let c = color.resolve(in: environment).rgba8
    return [c.red, c.green, c.blue, c.alpha]
  }

  @Test func componentsAndWhite() {
    #expect(rgba(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)) == [255, 128, 0, 128])
    #expect(rgba(Color(white: 0.2)) == [51, 51, 51, 255])
    #expect(rgba(.clear) == [0, 0, 0, 0])
    #expect(rgba(.black) == [0, 0, 0, 255] && rgba(.white) == [255, 255, 255, 255])
  }

  @Test(arguments: [
    (0.0, [255, 0, 0]), (1.0 / 3, [0, 255, 0]), (2.0 / 3, [0, 0, 255]), (1.0 / 6, [255, 255, 0]), (1, [255, 0, 0]),
  ] as [(Double, [UInt8])])
  func hueSaturationBrightness(hue: Double, expected: [UInt8]) {
    #expect(Array(rgba(Color(hue: hue, saturation: 1, brightness: 1)).prefix(3)) == expected)
  }

  @Test func hsbGreyAndHalfBrightness() {
    #expect(rgba(Color(hue: 0.3, saturation: 0, brightness: 0.5)) == [128, 128, 128, 255])
    #expect(rgba(Color(hue: 0.5, saturation: 0.5, brightness: 0.8)) == [102, 204, 204, 255])
  }

  @Test func opacityMultiplies() {
    #expect(rgba(Color.red.opacity(0.5).opacity(0.5))[3] == 64)
    #expect(rgba(Color.secondary)[3] == 153)
  }

  /// Apple's published iOS values, light then dark.
  @Test(arguments: [
    (Color.red, [255, 59, 48], [255, 69, 58]), (.orange, [255, 149, 0], [255, 159, 10]),
    (.yellow, [255, 204, 0], [255, 214, 10]), (.green, [52, 199, 89], [48, 209, 88]),
    (.mint, [0, 199, 190], [99, 230, 226]), (.teal, [48, 176, 199], [64, 200, 224]),
    (.cyan, [50, 173, 230], [100, 210, 255]), (.blue, [0, 122, 255], [10, 132, 255]),
    (.indigo, [88, 86, 214], [94, 92, 230]), (.purple, [175, 82, 222], [191, 90, 242]),
    (.pink, [255, 45, 85], [255, 55, 95]), (.brown, [162, 132, 94], [172, 142, 104]),
    (.gray, [142, 142, 147], [142, 142, 147]), (.primary, [0, 0, 0], [255, 255, 255]),
    (.secondary, [60, 60, 67], [235, 235, 245]),
  ] as [(Color, [UInt8], [UInt8])])
  func systemColoursFollowTheScheme(color: Color, light: [UInt8], dark: [UInt8]) {
    #expect(Array(rgba(color, .light).prefix(3)) == light)
    #expect(Array(rgba(color, .dark).prefix(3)) == dark)
  }

  @Test func hexStrings() {
    #expect(Color(hex: "#f9bbc4").map { rgba($0) } == [249, 187, 196, 255])
    #expect(Color(hex: "4DB6E2").map { rgba($0) } == [77, 182, 226, 255])
    #expect(Color(hex: "#fbc").map { rgba($0) } == [255, 187, 204, 255])
    #expect(Color(hex: "#33383f80").map { rgba($0) } == [51, 56, 63, 128])
    #expect(rgba(Color(hex: 0x33383F)) == [51, 56, 63, 255])
    for bad in ["", "#", "#12345", "#ggg", "0x123456", "#1234567890"] {
      #expect(Color(hex: bad) == nil, "\(bad)")
    }
  }

  @Test func colourSpacesConvertToSRGB() {
    #expect(rgba(Color(.sRGBLinear, white: 0.2159)) == [128, 128, 128, 255])
    // Display P3's red lies outside sRGB: extended range, clamped when drawn.
    let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
    #expect(p3Red.red > 1.09 && p3Red.green < 0)
    // Non-finite components never reach a pixel.
    #expect(rgba(Color(red: .nan, green: 1, blue: .infinity)) == [0, 255, 0, 255])
  }

  @Test func gradientColorsAreEvenlySpaced() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    let stops = Gradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: .nan),
      .init(color: .green, location: -1)]).resolvedStops(in: EnvironmentValues())
    #expect(stops.map(\.location) == [0, 0.8])
  }

  /// The Xcode asset-catalog format, with a dark appearance and each way of
  /// writing components.
  @Test func assetCatalogColorSets() throws {
    let json = """
      {"colors":[
        {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.769","green":"0.733","red":"0.976"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xE2","green":"182","red":"77"}},"idiom":"universal"}
      ],"info":{"author":"xcode","version":1}}
      """
    let set = try #require(try AssetCatalog.colorSet(fromContentsJSON: Data(json.utf8)))
    let light = set.light.rgba8
    let dark = set.dark.rgba8
    #expect([light.red, light.green, light.blue] == [249, 187, 196])
    #expect([dark.red, dark.green, dark.blue] == [77, 182, 226])
  }

  @Test func namedColoursResolveFromTheEnvironmentCatalog() throws {
    var environment = EnvironmentValues()
    environment.assetCatalog = AssetCatalog(colors: [
      "Pink": .init(light: Color.Resolved(red: 0.976, green: 0.733, blue: 0.769), dark: nil)
    ])
    #expect(Color("Pink").resolve(in: environment).rgba8.red == 249)
    #expect(Color("Missing").resolve(in: environment).opacity == 0)
  }

  @Test func catalogFolderIsRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-catalog-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Blue.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"colors":[{"color":{"components":{"red":"0.302","green":"0.714","blue":"0.886","alpha":"1"}},"idiom":"universal"}]}"#.utf8)
      .write(to: set.appendingPathComponent("Contents.json"))
    let catalog = AssetCatalog(contentsOf: folder)
    #expect(catalog.colors["Blue"]?.light.rgba8.green == 182)
  }
}

/// What fuzzing the colour-set reader found (Scripts/fuzz FuzzColorCatalog):
/// a display-p3 component of 8 × 10³³, finite as a Float, overflowed when
/// linearized and resolved to infinities.
@Suite struct ExtendedRangeColorTests {
  @Test func hugeComponentsAreClampedSoResolvedColoursStayFinite() {
    let resolved = Color.Resolved(colorSpace: .displayP3, red: 0, green: 8.2e33, blue: 0.25, opacity: 0.5)
    #expect([resolved.red, resolved.green, resolved.blue, resolved.opacity].allSatisfy { $0.isFinite })
    #expect(Color.Resolved(colorSpace: .sRGB, red: 1e30, green: -1e30, blue: 2).red == Color.Resolved.componentLimit)
    // Extended values within the limit are kept.
    #expect(Color.Resolved(colorSpace: .sRGB, red: 1.5, green: -0.25, blue: 2).green == -0.25)
  }

  @Test func theFuzzersCatalogReadsAsFiniteColours() throws {
    let json = """
      {"colors":[{"color":{"color-space":"display-p3","components":{"alpha":"0.500","blue":"0.250",\
      "green":"000000000000000000000000000000000000000000000000000819855292164868955 2","red":"0.000"}}}]}
      """.replacingOccurrences(of: " 2\"", with: "2\"")
    let set = try #require(try AssetCatalog.colorSet(fromContentsJSON: Data(json.utf8)))
    #expect([set.light.red, set.light.green, set.light.blue, set.light.opacity].allSatisfy { $0.isFinite })
  }
}
