import Flipbook
@testable import FlipbookTesting
import Foundation
import Testing
import XCTest

/// FlipbookTesting as a user's tests meet it: views, films and previews
/// against goldens, tolerances, record modes.
@Suite struct GoldenTestingTests {
  /// A 40 × 20 pt card with a dot 1 pt from where `dotX` says.
  struct Card: View {
    var dotX: CGFloat = 10
    var body: some View {
      ZStack(alignment: .topLeading) {
        RoundedRectangle(cornerRadius: 4).fill(Color.orange)
        Circle().fill(Color.black).frame(width: 6, height: 6).offset(x: dotX, y: 7)
      }
      .frame(width: 40, height: 20)
    }
  }

  @Test func aViewMatchesItsGolden() {
    expectGolden(of: Card(), named: "card", scale: 2)
    expectGolden(of: Card(), named: "card-dark-fixed", layout: .fixed(width: 60, height: 30), scale: 1, colorScheme: .dark)
  }

  @Test(.enabled(if: GoldenRecordMode.current == .never)) func aViewMovedOnePixelFailsWithAStrip() {
    // Half a point at 2× is one pixel.
    withKnownIssue {
      expectGolden(of: Card(dotX: 10.5), named: "card", scale: 2)
    } matching: { issue in
      issue.description.contains("does not match") && issue.description.contains("card.difference.png")
    }
  }

  @Test func aFilmMomentAndContactStrip() throws {
    let film = Film("slide", size: CGSize(width: 30, height: 10), scale: 1, fps: 10, state: false, script: [
      .set(\.self, to: true, animation: .linear(duration: 1)), .wait(1),
    ]) { $on in
      Rectangle().fill(Color.blue).frame(width: 10, height: 10).offset(x: on ? 10 : -10)
    }
    expectGolden(of: film, at: 0.5)
    expectGolden(of: film, frames: 3)
    let strip = try ContactStrip.make(of: film, frames: 3)
    #expect((strip.width, strip.height) == (3 * 30 + 2 * ContactStrip.gap, 10))
  }

  @Test func aRenderThatThrowsFailsWithWhy() {
    let still = Film("still", size: CGSize(width: 4, height: 4), script: []) { Color.red }
    withKnownIssue {
      expectGolden(of: still, at: 99)
    } matching: { issue in
      issue.description.contains("the film cannot be rendered at 99.0 s") && issue.description.contains("outside the film")
    }
  }

  @Test func ciNeverRecords() {
    #expect(GoldenRecordMode.mode(environment: ["CI": "true", "FLIPBOOK_RECORD": "1"], scoped: .all) == .never)
    #expect(GoldenRecordMode.mode(environment: ["CI": "false", "FLIPBOOK_RECORD": "missing"], scoped: nil) == .missing)
    #expect(GoldenRecordMode.mode(environment: ["FLIPBOOK_RECORD": "failed"], scoped: .missing) == .missing)
    #expect(GoldenRecordMode.mode(environment: [:], scoped: nil) == .never)
  }

  @Test(.goldenRecording(.failed)) func theTraitSetsTheMode() {
    #expect(GoldenRecordMode.current == (GoldenRecordMode.isCI ? .never : .failed))
  }

  /// Sharma, Wu and Dalal's test pairs (2005), to their four decimals.
  @Test(arguments: [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
  ])
  func ciede2000(_ p: (Double, Double, Double), _ q: (Double, Double, Double), _ expected: Double) {
    let deltaE = ColorDifference.deltaE(.init(l: p.0, a: p.1, b: p.2), .init(l: q.0, a: q.1, b: q.2))
    #expect(abs(deltaE - expected) < 0.0001)
  }

  @Test func perceptualToleranceLetsInvisibleShiftsPass() throws {
    let grey = try Bitmap(width: 4, height: 4, fill: .init(128, 128, 128))
    let near = try Bitmap(width: 4, height: 4, fill: .init(129, 128, 127))  // ΔE ≈ 0.5
    let red = try Bitmap(width: 4, height: 4, fill: .init(200, 40, 40))
    let perceptual = GoldenTolerance.perceptual(perceptualPrecision: 0.98)
    #expect(!GoldenComparison(expected: grey, actual: near, tolerance: .exact).passes)
    #expect(GoldenComparison(expected: grey, actual: near, tolerance: perceptual).passes)
    #expect(!GoldenComparison(expected: grey, actual: red, tolerance: perceptual).passes)
    var oneRed = grey
    oneRed.pixels.replaceSubrange(0..<4, with: [200, 40, 40, 255])
    #expect(!GoldenComparison(expected: grey, actual: oneRed, tolerance: perceptual).passes)
    // precision 0.9 lets one pixel in 16 differ.
    #expect(GoldenComparison(expected: grey, actual: oneRed, tolerance: .perceptual(precision: 0.9, perceptualPrecision: 0.98)).passes)
  }

  @Test func goldenNamesStayInTheirFolder() {
    #expect(GoldenPlace.fileName("a/b:c") == "a-b-c")
    #expect(GoldenPlace.fileName("../up") == "_.-up")
    #expect(GoldenPlace.fileName("") == "_")
  }

  @Test func badPreviewsGetClearErrors() {
    var preview = Preview("nan") { Color.red }
    preview.traits.layout = .fixed(width: .nan, height: 10)
    #expect {
      try preview.render()
    } throws: { error in
      "\(error)" == "preview 'nan' cannot be rendered: a fixed layout needs a finite positive width and height, not nan × 10.0"
    }
    preview.traits.layout = .fixed(width: 0, height: 10)
    #expect(throws: FlipbookError.invalidPreview(name: "nan", problem: .fixedSize(width: 0, height: 10))) {
      try preview.render()
    }
    preview.traits.layout = .device
    preview.traits.device = "Nokia 3310"
    #expect {
      try preview.render()
    } throws: { error in
      "\(error)".contains("unknown device 'Nokia 3310'")
    }
  }
}

/// The same assertions from XCTest.
final class GoldenXCTests: XCTestCase {
  func testAViewMatchesItsGoldenInXCTest() {
    expectGolden(of: GoldenTestingTests.Card(), named: "card", scale: 2)
  }
}
