@testable import Posts
import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The seeds' text: the WWDC talk's avocado-toast rows and the play
/// button's accessibility, as published.
@Suite struct ControlsTextTests {
  func renderer<V: View>(_ view: V) -> ImageRenderer<some View> {
    let renderer = ImageRenderer(content: view.frame(width: 340).padding(10).background(Color.white))
    renderer.scale = 3
    return renderer
  }

  /// The frame of the text element whose label is `label`.
  func frame<V: View>(of label: String, in view: V) throws -> CGRect {
    try #require(renderer(view).accessibilityElements.first { $0.label == label }).frame
  }

  @Test func avocadoToastRows() throws {
    expectGolden(try #require(try renderer(AvocadoToastRow()).render()), named: "avocado-toast", tolerance: .antialiasing)
    expectGolden(
      try #require(try renderer(AvocadoToastBaselineRow()).render()), named: "avocado-toast-baseline", tolerance: .antialiasing)
    expectGolden(
      try #require(try renderer(AvocadoToastMidStarRow()).render()), named: "avocado-toast-mid-star", tolerance: .antialiasing)
  }

  @Test func theIngredientsAreCutToOneLine() throws {
    let ingredients = try frame(of: "Ingredients: Avocado, Almond Butter, Bread, Red Pepper Flakes", in: AvocadoToastRow())
    // One caption line: 12 × SF Pro's 1.193 line height, rounded to the 1/3 pt pixel grid.
    #expect(abs(ingredients.height - 12 * 2444 / 2048) < 0.34)
  }

  @Test func theCustomGuideLinesUpTheStarsAndTheTitleMiddles() throws {
    let stars = try frame(of: "⭐⭐⭐⭐⭐", in: AvocadoToastMidStarRow())
    let title = try frame(of: "Avocado Toast", in: AvocadoToastMidStarRow())
    // Both guides are d[.bottom] / 2: the middles meet (to the pixel grid).
    #expect(abs(stars.midY - title.midY) < 0.34)
  }

  @Test func lastTextBaselinesLineUp() throws {
    let view = AvocadoToastBaselineRow()
    let stars = try frame(of: "5 stars", in: view)
    let ingredients = try frame(of: "Ingredients: Avocado, Almond Butter, Bread, Red Pepper Flakes", in: view)
    // Both captions: their last baselines, 12 × 1950/2048 below their tops, meet.
    #expect(abs(stars.minY - ingredients.minY) < 0.34)
  }

  @Test func thePlayButtonSaysWhatItShows() throws {
    let button = PlayButton { }
    let elements = ImageRenderer(content: button.frame(width: 128, height: 128)).accessibilityElements
    #expect(elements.count == 1)
    #expect(elements.first?.label == "Play")
    #expect(elements.first?.traits == .isButton)
    #expect(elements.first?.actions == ["default"])
    #expect(elements.first?.frame == CGRect(x: 0, y: 0, width: 128, height: 128))
  }
}
