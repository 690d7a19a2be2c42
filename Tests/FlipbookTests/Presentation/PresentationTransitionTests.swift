@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Sheets, covers, alerts and dialogs come and go with UIKit's
/// transitions, even when presented without `withAnimation`.
@Suite struct PresentationTransitionTests {
  struct Screen: View {
    @Binding var sheet: Bool
    @Binding var alert: Bool

    var body: some View {
      Color.white
        .sheet(isPresented: $sheet) { Color.green.ignoresSafeArea() }
        .alert("Delete?", isPresented: $alert) { Button("Delete", role: .destructive) {} }
    }
  }

  struct State2 { var sheet = false, alert = false }

  func film(_ script: [FilmStep<State2>]) -> Film {
    Film("present", size: CGSize(width: 200, height: 300), scale: 1, state: State2(), script: script) { state in
      Screen(sheet: state.sheet, alert: state.alert)
    }
  }

  /// The height of green at the canvas's middle column, from the bottom.
  func greenRise(_ image: Bitmap) -> Int {
    (0..<image.height).reversed().prefix { y in
      let p = image.pixel(x: 100, y: y)
      return p.green > 150 && p.red < 150
    }.count
  }

  @Test func aSheetRisesAndSinks() throws {
    let film = film([.wait(0.1), .set(\.sheet, to: true), .wait(0.6), .set(\.sheet, to: false), .wait(0.6)])
    let rising = try film.image(at: 0.2)
    let shown = try film.image(at: 0.7)
    let sinking = try film.image(at: 0.8)
    let gone = try film.image(at: 1.25)
    // Large: all but the 10-pt strip at the top.
    #expect(greenRise(shown) == 290)
    #expect((1..<290).contains(greenRise(rising)), "\(greenRise(rising))")
    #expect((1..<290).contains(greenRise(sinking)))
    #expect(greenRise(gone) == 0)
    // The dimming fades in: the strip at the top darkens as the sheet rises.
    #expect(rising.pixel(x: 100, y: 5).red > shown.pixel(x: 100, y: 5).red)
    expectGolden(rising, named: "sheet-rising", tolerance: .antialiasing)
  }

  @Test func anAlertFadesIn() throws {
    let film = film([.wait(0.1), .set(\.alert, to: true), .wait(0.4)])
    let start = try film.image(at: 0.1)
    let fading = try film.image(at: 0.15)
    let shown = try film.image(at: 0.5)
    let dim = { (image: Bitmap) in Int(image.pixel(x: 5, y: 5).red) }
    #expect(dim(start) == 255)
    #expect(dim(fading) < 255 && dim(fading) > dim(shown))
    expectGolden(fading, named: "alert-fading-in", tolerance: .antialiasing)
  }
}
