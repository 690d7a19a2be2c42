@testable import Flipbook
import Foundation
import Testing

/// Older and deprecated forms real code still writes draw as their
/// current forms do (#43).
@Suite struct OlderAPIFormTests {
  func image<V: View>(_ view: V) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: 240))
    renderer.scale = 2
    return try #require(try renderer.render())
  }

  @Test func groupBoxWithALabelArgument() throws {
    let old = try image(GroupBox(label: Text("Settings")) { Text("Wi-Fi") })
    let new = try image(GroupBox { Text("Wi-Fi") } label: { Text("Settings") })
    #expect(old.pixels == new.pixels)
    #expect(old.height > 40)
  }

  @Test func navigationLinksWithIsActiveAndTags() throws {
    struct Screen: View {
      @State private var isActive = false
      @State private var selection: Int?
      var body: some View {
        NavigationStack {
          List {
            NavigationLink(isActive: $isActive) { Text("Detail") } label: { Text("Open") }
            NavigationLink(destination: Text("Two"), tag: 2, selection: $selection) { Text("Second") }
            NavigationLink(tag: 3, selection: $selection) { Text("Three") } label: { Text("Third") }
            NavigationLink("Fourth", destination: Text("Four"), isActive: $isActive)
            NavigationLink("Fifth", isActive: $isActive) { Text("Five") }
          }
        }
      }
    }
    struct Current: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink { Text("Detail") } label: { Text("Open") }
            NavigationLink(destination: Text("Two")) { Text("Second") }
            NavigationLink { Text("Three") } label: { Text("Third") }
            NavigationLink("Fourth", destination: Text("Four"))
            NavigationLink("Fifth") { Text("Five") }
          }
        }
      }
    }
    let renderer = { (view: AnyView) in
      let r = ImageRenderer(content: view.frame(width: 320, height: 400))
      return try #require(try r.render())
    }
    let old = try renderer(AnyView(Screen()))
    #expect(old.pixels == (try renderer(AnyView(Current()))).pixels)
    // Five rows drawn, not a blank screen.
    #expect(Set(stride(from: 0, to: old.pixels.count, by: 4).map { old.pixels[$0] }).count > 2)
  }
}

/// Custom progress view styles, as SwiftUI's `ProgressViewStyle`.
@Suite struct ProgressViewStyleTests {
  /// A battery-like gauge drawn from `fractionCompleted`.
  struct GaugeStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      let fraction = configuration.fractionCompleted ?? 0
      return ZStack(alignment: .leading) {
        Rectangle().fill(Color.black).frame(width: 100, height: 10)
        Rectangle().fill(Color.red).frame(width: 100 * fraction, height: 10)
      }
    }
  }

  /// A style that only pads the style around it (`ProgressView(configuration)`).
  struct PaddedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ProgressView(configuration).padding(10).background(Color.yellow)
    }
  }

  func render<V: View>(_ view: V) throws -> Bitmap {
    try #require(try ImageRenderer(content: view).render())
  }

  @Test func aCustomStyleDrawsFromTheFractionCompleted() throws {
    let image = try render(ProgressView(value: 0.3).progressViewStyle(GaugeStyle()))
    #expect(image.width == 100 && image.height == 10)
    #expect(image.pixel(x: 29, y: 5) == Bitmap.Pixel(255, 59, 48))   // systemRed, light
    #expect(image.pixel(x: 31, y: 5) == Bitmap.Pixel(0, 0, 0))
  }

  @Test func progressViewOfTheConfigurationDrawsTheStyleAround() throws {
    // Padded inside the gauge: the gauge draws, padded, on yellow.
    let image = try render(ProgressView(value: 0.5).progressViewStyle(PaddedStyle()).progressViewStyle(GaugeStyle()))
    #expect(image.width == 120 && image.height == 30)
    #expect(image.pixel(x: 2, y: 2) == Bitmap.Pixel(255, 204, 0))    // systemYellow
    #expect(image.pixel(x: 20, y: 15) == Bitmap.Pixel(255, 59, 48))
    #expect(image.pixel(x: 100, y: 15) == Bitmap.Pixel(0, 0, 0))
  }

  @Test func labelsReachTheStyle() throws {
    struct Labelled: ProgressViewStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label; configuration.currentValueLabel }
      }
    }
    let withLabels = try render(
      ProgressView(value: 0.5) { Text("Upload") } currentValueLabel: { Text("50%") }.progressViewStyle(Labelled()))
    let without = try render(ProgressView(value: 0.5) { Text("Upload") }.progressViewStyle(Labelled()))
    #expect(withLabels.height > without.height && without.height > 10)
  }

  /// A built-in style set inside replaces a custom one set around.
  @Test func aBuiltInStyleInsideWins() throws {
    let linear = try render(ProgressView(value: 0.5).frame(width: 100).progressViewStyle(.linear))
    let inside = try render(ProgressView(value: 0.5).frame(width: 100).progressViewStyle(.linear).progressViewStyle(GaugeStyle()))
    #expect(linear.pixels == inside.pixels)
  }
}
