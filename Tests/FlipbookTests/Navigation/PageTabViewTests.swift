@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `TabView` in the page style: one page fills the view, dots at the
/// bottom, a change of selection slides the pages.
@Suite struct PageTabViewTests {
  struct Onboarding: View {
    @Binding var page: Int
    let background: PageIndexViewStyle.BackgroundDisplayMode

    var body: some View {
      TabView(selection: $page) {
        ForEach(0..<3, id: \.self) { index in
          ZStack {
            [Color.indigo, Color.teal, Color.orange][index]
            Text("Page \(index + 1)").font(.title.bold()).foregroundStyle(.white)
          }
          .tag(index)
        }
      }
      .tabViewStyle(.page)
      .indexViewStyle(.page(backgroundDisplayMode: background))
    }
  }

  @Test func thePageStyleShowsTheSelectedPageWithDots() throws {
    var page = 1
    let binding = Binding(get: { page }, set: { page = $0 })
    let view = Onboarding(page: binding, background: .automatic).frame(width: 240, height: 160)
    expectGolden(of: view, named: "page-tab-view", scale: 2)
    expectGolden(of: Onboarding(page: .constant(0), background: .always).frame(width: 240, height: 160),
      named: "page-tab-view-dots-background", scale: 2)
    let rig = try Rig(width: 240, height: 160) { Onboarding(page: binding, background: .automatic) }
    let image = try rig.image(at: 0)
    // The middle page (teal) fills the view; no tab bar.
    #expect(image.pixel(x: 10, y: 10) == Bitmap.Pixel(48, 176, 199))
    #expect(image.pixel(x: 230, y: 150) == Bitmap.Pixel(48, 176, 199))
    // Three dots centred at the bottom, 16 pt apart, the middle one white.
    let dotY = 160 - 8 - 13
    #expect(image.pixel(x: 120, y: dotY) == Bitmap.Pixel(255, 255, 255))
    let side = image.pixel(x: 104, y: dotY)
    #expect(side != Bitmap.Pixel(255, 255, 255) && side != Bitmap.Pixel(48, 176, 199), "a 30 % white dot")
  }

  @Test func aSelectionChangeInAnAnimationSlides() throws {
    final class Model: ObservableObject, @unchecked Sendable { @Published var page = 0 }
    let model = Model()
    let rig = try Rig(width: 200, height: 100) {
      Onboarding(page: Binding(get: { model.page }, set: { model.page = $0 }), background: .never)
    }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.page = 1 }
    let middle = try rig.image(at: 0.5)
    // Halfway: the first page's right half at the left, the second's left half at the right.
    #expect(middle.pixel(x: 50, y: 20) == Bitmap.Pixel(88, 86, 214))
    #expect(middle.pixel(x: 150, y: 20) == Bitmap.Pixel(48, 176, 199))
    #expect(try rig.image(at: 1).pixel(x: 50, y: 20) == Bitmap.Pixel(48, 176, 199))
  }

  @Test func aSinglePageHasNoDotsUnlessAlways() throws {
    func dots(_ mode: PageTabViewStyle.IndexDisplayMode) throws -> Bool {
      let rig = try Rig(width: 100, height: 100) {
        TabView { Color.black }.tabViewStyle(.page(indexDisplayMode: mode))
      }
      return try rig.image(at: 0).pixel(x: 50, y: 100 - 8 - 13) == Bitmap.Pixel(255, 255, 255)
    }
    #expect(try !dots(.automatic))
    #expect(try dots(.always))
    #expect(try !dots(.never))
  }
}
