import Flipbook
@testable import FlipbookTesting
import Foundation
import Testing

/// Text goldens (display lists): exact, recorded like image goldens, and
/// a mismatch names the first line that differs.
@Suite struct TextGoldenTests {
  struct Badge: View {
    var width: CGFloat = 30
    var body: some View {
      RoundedRectangle(cornerRadius: 4).fill(Color.orange).frame(width: width, height: 12)
    }
  }

  @Test func aViewsListMatchesItsGolden() {
    expectGolden(ofDisplayList: Badge(), named: "badge")
  }

  @Test(.enabled(if: GoldenRecordMode.current == .never)) func aWiderBadgeFailsNamingTheLine() {
    withKnownIssue {
      expectGolden(ofDisplayList: Badge(width: 31), named: "badge")
    } matching: { issue in
      issue.description.contains("does not match: line 1: expected «fill #FF9500FF M 6.04 0 L 23.96 0")
        && issue.description.contains("got «fill #FF9500FF M 6.04 0 L 24.96 0") && issue.description.contains("badge.actual.txt")
    }
  }

  @Test func theFirstDifferenceIsNamed() {
    #expect(GoldenTextCheck.firstDifference("a\nb\nc\n", "a\nB\nc\n") == "line 2: expected «b», got «B»")
    #expect(GoldenTextCheck.firstDifference("a\n", "a\nb\n") == "line 2: expected «», got «b»")
  }
}
