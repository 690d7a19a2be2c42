@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Presentations show over the whole screen, whichever view asked
/// (ScreenLayers.swift): not inside the asking view's frame, not clipped by
/// its container, not moved by its effects; a large sheet pushes the screen
/// back.
@Suite struct ScreenLevelPresentationTests {
  /// An iPhone 15's screen: 390 × 844 pt, the status bar 47 pt, the home
  /// indicator 34.
  static let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  final class Model {
    var shown = false
    var inner = false
    var binding: Binding<Bool> { Binding(get: { self.shown }, set: { self.shown = $0 }) }
    var innerBinding: Binding<Bool> { Binding(get: { self.inner }, set: { self.inner = $0 }) }
  }

  struct Settings: View {
    var body: some View { Text("Settings") }
  }

  /// The screen: a sheet attached to a small text in a navigation
  /// stack, presented from a toolbar button.
  struct Home: View {
    @State private var show = false
    var body: some View {
      NavigationStack {
        Text("Home")
          .toolbar { Button { show = true } label: { SettingsLabel() } }
          .sheet(isPresented: $show) { Settings().presentationBackground(Color.green) }
      }
    }
  }

  struct SettingsLabel: View {
    var body: some View { Text("Settings") }
  }

  func isGreen(_ pixel: [Int]) -> Bool { pixel[1] > 150 && pixel[0] < 150 && pixel[2] < 150 }

  @Test func aSheetFromAToolbarButtonCoversTheScreen() throws {
    let rig = try Rig(width: 390, height: 844, safeAreaInsets: Self.insets) { Home() }
    let button = try #require(rig.frames(of: SettingsLabel.self, at: 0).first)
    // In the navigation bar's trailing corner, under the status bar.
    #expect(button.minY > 47 && button.maxY < 47 + 44 && button.maxX > 300, "\(button)")
    try rig.graph.tap(at: CGPoint(x: button.midX, y: button.midY), time: 0.1)
    // Mid-animation: the card rises across the whole width (not the
    // text's), its bottom edge under the home indicator.
    let rising = try rig.image(at: 0.15)
    #expect(isGreen(rising.rgb(1, 843)) && isGreen(rising.rgb(388, 843)))
    #expect(!isGreen(rising.rgb(195, 200)))
    // Shown: the card from 10 pt under the status bar to the bottom; its
    // content centred in it above the home indicator.
    let shown = try rig.image(at: 1)
    #expect(isGreen(shown.rgb(195, 60)) && !isGreen(shown.rgb(195, 54)))
    let content = try #require(rig.frames(of: Settings.self, at: 1).first)
    #expect(abs(content.midX - 195) <= 0.5)
    #expect(abs(content.midY - (57 + 810) / 2) <= 0.5, "\(content)")
    // The screen behind is pushed back: black shows at its corners.
    #expect(shown.rgb(0, 2) == [0, 0, 0])
    #expect(shown.rgb(389, 2) == [0, 0, 0])
    expectGolden(rising, named: "toolbar-sheet-rising", tolerance: .antialiasing)
  }

  @Test func aSheetFromAClippedOffsetViewIsNeitherClippedNorMoved() throws {
    let model = Model()
    model.shown = true
    let rig = try Rig(width: 200, height: 300) {
      ScrollView {
        Color.red.frame(width: 40, height: 40)
          .sheet(isPresented: model.binding) {
            Settings().presentationDetents([.medium]).presentationBackground(Color.green)
          }
          .offset(x: 30)
          .scaleEffect(0.5)
      }
      .frame(width: 60, height: 60)
      .clipped()
    }
    let image = try rig.image(at: 0)
    // A medium sheet: the lower half of the whole canvas, full width.
    #expect(isGreen(image.rgb(1, 298)) && isGreen(image.rgb(198, 298)))
    #expect(isGreen(image.rgb(100, 160)) && !isGreen(image.rgb(100, 140)))
    // A medium sheet doesn't push the screen back: its corner is dimmed
    // white, not black.
    #expect(image.rgb(0, 0) == [204, 204, 204])
  }

  @Test func aSheetPresentedFromASheetIsAboveIt() throws {
    let model = Model()
    model.shown = true
    model.inner = true
    let rig = try Rig(width: 200, height: 300) {
      Color.white.sheet(isPresented: model.binding) {
        Color.clear
          .sheet(isPresented: model.innerBinding) {
            Settings().presentationDetents([.medium]).presentationBackground(Color.green)
          }
          .presentationBackground(Color.blue)
      }
    }
    let image = try rig.image(at: 0)
    #expect(isGreen(image.rgb(100, 290)))
    // Above the inner card: the outer one, blue, dimmed by the inner's dimming.
    let outer = image.rgb(100, 100)
    #expect(outer[2] > 150 && outer[0] < 60, "\(outer)")
  }

  @Test func anAlertFromADeepSmallViewDimsTheWholeScreen() throws {
    let model = Model()
    model.shown = true
    let rig = try Rig(width: 300, height: 400, safeAreaInsets: Self.insets) {
      VStack {
        Spacer()
        HStack {
          Color.clear.frame(width: 20, height: 20)
            .alert("Delete?", isPresented: model.binding) { Button("Delete", role: .destructive) {} }
          Spacer()
        }
      }
    }
    let image = try rig.image(at: 1)
    // Dimmed everywhere, under the status bar and the home indicator too.
    #expect(image.rgb(2, 2) == [204, 204, 204])
    #expect(image.rgb(297, 397) == [204, 204, 204])
    // The box in the middle of the screen's safe area, not of the small view.
    #expect(image.rgb(150, 47 + (400 - 47 - 34) / 2) != [204, 204, 204])
  }

  @Test func aFullScreenCoverRunsUnderTheBarsAndKeepsItsContentInside() throws {
    let model = Model()
    model.shown = true
    let rig = try Rig(width: 300, height: 400, safeAreaInsets: Self.insets) {
      Color.red.frame(width: 10, height: 10)
        .fullScreenCover(isPresented: model.binding) { Settings() }
    }
    let image = try rig.image(at: 1)
    #expect(image.rgb(2, 2) == [255, 255, 255])
    #expect(image.rgb(297, 398) == [255, 255, 255])
    let content = try #require(rig.frames(of: Settings.self, at: 1).first)
    #expect(abs(content.midY - (47 + 366) / 2) <= 0.5, "\(content)")
  }
}
