@testable import Posts
import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The gender toggle's display list as a text golden (read beside its
/// image golden): the track, the knob with its shadow, the symbol's
/// strokes, in drawing order.
@Suite struct DisplayListGoldenTests {
  @Test(arguments: [Gender.girl, .boy])
  func genderToggle(gender: Gender) {
    let view = GenderToggle(gender: .constant(gender)).padding(20).background(ControlsGoldenTests.row)
      .environment(\.colorScheme, .dark)
    expectGolden(ofDisplayList: view, named: "gender-toggle-\(gender)")
  }

  /// The film's list mid-switch: the knob between its ends, the colours
  /// between pink and blue.
  @Test func genderToggleMidSwitch() {
    expectGolden(ofDisplayList: Film.genderToggle, at: 1.2, named: "gender-toggle-film@1.2s")
  }
}
