@testable import Posts
import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The seed views rendered at scale 3, each golden looked at beside the
/// posts' images in `shared/reference/`. Tolerance: ±2/255 per channel.
@Suite struct ControlsGoldenTests {
  /// The reference GIF's row colour.
  static let row = Color(hex: 0x33383F)

  func render<V: View>(_ view: V, scheme: ColorScheme = .dark) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.environment(\.colorScheme, scheme))
    renderer.scale = 3
    return try #require(try renderer.render())
  }

  @Test func namedColoursComeFromTheAssetCatalog() {
    var environment = EnvironmentValues()
    #expect(Color("Pink").resolve(in: environment).description == "#F9BBC4FF")
    environment.colorScheme = .dark
    #expect(Color("Blue").resolve(in: environment).description == "#4DB6E2FF")
  }

  @Test(arguments: [Gender.girl, .boy])
  func genderToggle(gender: Gender) throws {
    // Padding 20 leaves room for the symbol, which overhangs the 50 × 30 track.
    let view = GenderToggle(gender: .constant(gender)).padding(20).background(Self.row)
    let bitmap = try render(view)
    #expect(bitmap.width == 270 && bitmap.height == 210)
    expectGolden(bitmap, named: "gender-toggle-\(gender)", tolerance: .antialiasing)
  }

  @Test(arguments: [0, 20] as [CGFloat])
  func cutOutRectangle(radius: CGFloat) throws {
    // The post's demo view on the GIF's background (57, 57, 57).
    let view = CoutOutRectangle(cornerRadius: radius).fill(Color.green).frame(width: 180, height: 80)
      .padding(10).background(Color(hex: 0x393939))
    expectGolden(try render(view), named: "cutout-rectangle-\(Int(radius))", tolerance: .antialiasing)
  }

  @Test func pieOfThreeWedges() throws {
    // The colours measured from 07_piechart.gif, on its dark background.
    let view = ZStack {
      WedgeShape(angleOffset: 0, wedgeWidth: 2 * .pi / 3).fill(Color(hex: 0x4FA862))
      WedgeShape(angleOffset: 2 * .pi / 3, wedgeWidth: 2 * .pi / 3).fill(Color(hex: 0xC55B4C))
      WedgeShape(angleOffset: 4 * .pi / 3, wedgeWidth: 2 * .pi / 3).fill(Color(hex: 0xC5AE33))
    }
    .frame(width: 250, height: 190)
    .padding(5)
    .background(Color(hex: 0x393939))
    expectGolden(try render(view), named: "pie-chart", tolerance: .antialiasing)
  }

  @Test func demoChartWithItsTwoGradients() throws {
    // A wave like 07_chart.gif's: values are y / height, so larger is lower.
    let values = AnimatableVector(with: (0..<60).map { 0.45 + 0.35 * sin(Double($0) * 0.9) * Double($0) / 60 })
    let view = DemoChart(vector: values).frame(width: 300, height: 150).padding(8).background(Color(hex: 0x393939))
    expectGolden(try render(view), named: "demo-chart", tolerance: .antialiasing)
  }

  @Test(arguments: [0, 1] as [CGFloat])
  func playPauseShape(shift: CGFloat) throws {
    var shape = PlayPauseShape(isPlaying: false)
    shape.shift = shift
    let view = shape.frame(width: 128, height: 128).padding(32).background(Color.white)
    expectGolden(try render(view, scheme: .light), named: "play-pause-\(Int(shift))", tolerance: .antialiasing)
  }

  @Test func wwdcRing() throws {
    let view = ZStack {
      GradientView()
      RingView().environmentObject(Ring.sample()).padding(55)
    }
    .frame(width: 300, height: 300)
    .background(Color.white)
    expectGolden(try render(view, scheme: .light), named: "wwdc-ring", tolerance: .antialiasing)
  }
}
