import FlipbookCore
@testable import FlipbookTesting
import Foundation
import Rasterizer
import Testing

/// The golden-image machinery itself: it must catch one moved pixel.
@Suite struct GoldenSupportTests {
  func dot(at x: Int) throws -> Bitmap {
    try Bitmap.render(size: CGSize(width: 20, height: 10)) {
      $0.fill(Path(CGRect(x: CGFloat(x), y: 4, width: 1, height: 1)), with: .color(.black))
    }
  }

  @Test func oneMovedPixelIsCaught() throws {
    let comparison = GoldenComparison(expected: try dot(at: 5), actual: try dot(at: 6), tolerance: .antialiasing)
    #expect(comparison.differingPixels == 2)
    #expect(comparison.largestDelta == 255)
    #expect(!comparison.passes)
    #expect(comparison.summary.contains("2 pixels differ"))
    let lenient = GoldenTolerance(maxChannelDelta: 0, maxDifferingPixels: 2)
    #expect(GoldenComparison(expected: try dot(at: 5), actual: try dot(at: 6), tolerance: lenient).passes)
  }

  @Test func smallDeltasWithinTolerancePass() throws {
    var shifted = try dot(at: 5)
    shifted.pixels[0] = 2
    shifted.pixels[3] = 1
    #expect(GoldenComparison(expected: try dot(at: 5), actual: shifted, tolerance: .antialiasing).passes)
    #expect(!GoldenComparison(expected: try dot(at: 5), actual: shifted, tolerance: .exact).passes)
  }

  @Test func sizeMismatchFails() throws {
    let small = try Bitmap(width: 3, height: 3)
    let comparison = GoldenComparison(expected: small, actual: try dot(at: 1), tolerance: .antialiasing)
    #expect(comparison.sizeMismatch != nil)
    #expect(!comparison.passes)
  }

  @Test func stripShowsExpectedDifferenceActual() throws {
    let strip = try DifferenceStrip.make(expected: try dot(at: 5), actual: try dot(at: 6), tolerance: .antialiasing)
    #expect(strip.width == 20 * 3 + DifferenceStrip.gap * 2 && strip.height == 10)
    let middle = 20 + DifferenceStrip.gap
    #expect(strip.pixel(x: middle + 5, y: 4) == Bitmap.Pixel(255, 0, 0))
    #expect(strip.pixel(x: middle + 6, y: 4) == Bitmap.Pixel(255, 0, 0))
    #expect(strip.pixel(x: 5, y: 4) == Bitmap.Pixel(0, 0, 0))
    #expect(strip.pixel(x: 2 * middle + 6, y: 4) == Bitmap.Pixel(0, 0, 0))
  }

  /// Under a cross-renderer tolerance the strip marks what the comparison
  /// counted, not every pixel off by more than the channel tolerance: a
  /// difference it forgives (5 levels inside a decoded picture) is orange,
  /// one it counts (the moved dot) red.
  @Test func theStripMarksWhatACrossRendererComparisonCounted() throws {
    var actual = try dot(at: 6)
    actual.pixels[(2 * 20 + 3) * 4] = 5
    let comparison = GoldenComparison(
      expected: try dot(at: 5), actual: actual, tolerance: .crossRenderer,
      decodedRegions: [InkProfile.Box(x0: 0, y0: 0, x1: 4, y1: 3)])
    #expect(comparison.decoderPixels == 1 && comparison.differingPixels == 2)
    let classes = try #require(comparison.classes)
    #expect(classes[4 * 20 + 5] == 2 && classes[4 * 20 + 6] == 2 && classes[2 * 20 + 3] == 1 && classes[0] == 0)
    let strip = try DifferenceStrip.make(
      expected: try dot(at: 5), actual: actual, tolerance: .crossRenderer, classes: comparison.classes)
    let middle = 20 + DifferenceStrip.gap
    #expect(strip.pixel(x: middle + 6, y: 4) == Bitmap.Pixel(255, 0, 0))
    #expect(strip.pixel(x: middle + 3, y: 2) == Bitmap.Pixel(255, 160, 0))
    #expect(strip.pixel(x: middle + 3, y: 3) != Bitmap.Pixel(255, 160, 0))
    // Without a cross-renderer tolerance there are no classes to draw.
    #expect(GoldenComparison(expected: try dot(at: 5), actual: actual, tolerance: .antialiasing).classes == nil)
  }

  @Test func goldensLiveBesideTheTestFile() {
    let place = GoldenPlace(testFile: "/repo/Tests/XTests/ShapeTests.swift", name: "circle@3x")
    #expect(place.golden.path == "/repo/Tests/XTests/__Snapshots__/ShapeTests/circle@3x.png")
  }
}

/// End to end: a render with one moved pixel fails against its golden and
/// leaves the difference strip on disk. Skipped while re-recording, which
/// would overwrite the golden with the moved pixel.
@Suite(.enabled(if: GoldenRecordMode.current == .never)) struct GoldenFailureTests {
  @Test func movedPixelFailsAndWritesTheStrip() throws {
    let moved = try Bitmap.render(size: CGSize(width: 20, height: 10)) {
      $0.fill(Path(CGRect(x: 6, y: 4, width: 1, height: 1)), with: .color(.black))
    }
    withKnownIssue {
      expectGolden(moved, named: "dot-at-5", tolerance: .antialiasing)
    } matching: { issue in
      issue.description.contains("2 pixels differ") && issue.description.contains("dot-at-5.difference.png")
    }
    let strip = GoldenPlace(testFile: #filePath, name: "dot-at-5").failures.appendingPathComponent("dot-at-5.difference.png")
    #expect(FileManager.default.fileExists(atPath: strip.path))
  }

  @Test func theSameRenderPasses() throws {
    let same = try Bitmap.render(size: CGSize(width: 20, height: 10)) {
      $0.fill(Path(CGRect(x: 5, y: 4, width: 1, height: 1)), with: .color(.black))
    }
    expectGolden(same, named: "dot-at-5", tolerance: .exact)
  }

  @Test func aMissingGoldenFails() throws {
    try withKnownIssue {
      expectGolden(try Bitmap(width: 2, height: 2), named: "never-recorded", tolerance: .exact)
    } matching: { $0.description.contains("is missing") }
  }
}
