@testable import Flipbook
import Foundation
import Testing

/// Default stack spacing from the children's spacing preferences
/// (`ViewSpacing`): 8 points between views, none beside a spacer, none
/// between containers whose facing edges are spacers, and padding and
/// fixed frames clearing the preferences of their edges.
@Suite struct SpacingTests {
  let layout = LayoutTests()

  /// A row as the segment-control post builds its items: content between
  /// spacers, in a column between spacers.
  struct SpacedRow: View {
    var body: some View {
      VStack {
        Spacer(minLength: 0)
        HStack {
          Spacer(minLength: 0)
          Probe().frame(width: 10, height: 10)
          Spacer(minLength: 0)
        }
        Spacer(minLength: 0)
      }
    }
  }

  @Test func theDistanceIsTheSumOfFacingPreferencesElseEight() {
    var a = ViewSpacing()
    let b = ViewSpacing()
    #expect(a.distance(to: b, along: .horizontal) == 8)
    a[.trailing] = 3
    #expect(a.distance(to: b, along: .horizontal) == 8)
    var c = ViewSpacing()
    c[.leading] = 4
    #expect(a.distance(to: c, along: .horizontal) == 7)
    #expect(a.distance(to: c, along: .vertical) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    var d = ViewSpacing()
    d[.leading] = 1
    d.formUnion(c)
    #expect(d[.leading] == 4)
    #expect(d.union(.zero, edges: .vertical)[.top] == 0)
    #expect(d.union(.zero, edges: .vertical)[.trailing] == nil)
  }

  /// 200 offered to two rows: they touch, each 100 wide.
  @Test func rowsWhoseEdgesAreSpacersTouch() {
    let (_, leaves) = layout.frames(HStack { SpacedRow(); SpacedRow() }, proposal: ProposedViewSize(width: 200, height: 20))
    #expect(leaves.map(\.midX) == [50, 150])
  }

  /// The same rows padded: padding clears the edge's preference, so the
  /// default 8 is back (two 96-wide rows, each padded 2 on each side).
  @Test func paddingClearsThePreferenceOfItsEdges() {
    let view = HStack { SpacedRow().padding(.horizontal, 2); SpacedRow().padding(.horizontal, 2) }
    let (_, leaves) = layout.frames(view, proposal: ProposedViewSize(width: 208, height: 20))
    #expect(leaves.map(\.midX) == [50, 158])
    // Vertical padding leaves the horizontal edges' preferences alone.
    let vertical = HStack { SpacedRow().padding(.vertical, 2); SpacedRow().padding(.vertical, 2) }
    #expect(layout.frames(vertical, proposal: ProposedViewSize(width: 200, height: 24)).leaves.map(\.midX) == [50, 150])
    // A fixed width clears them too.
    let fixed = HStack { SpacedRow().frame(width: 40); SpacedRow().frame(width: 40) }
    #expect(layout.frames(fixed, proposal: ProposedViewSize(width: 200, height: 20)).leaves.map(\.midX) == [20, 68])
  }

  /// A spacer touches its neighbours; its minimum length is the gap.
  @Test func aSpacerTouchesItsNeighbours() {
    let view = HStack {
      Probe().frame(width: 10, height: 10)
      Spacer(minLength: 5)
      Probe().frame(width: 10, height: 10)
    }
    let (size, leaves) = layout.frames(view.fixedSize(), proposal: ProposedViewSize(width: 100, height: 10))
    #expect(size.width == 25)
    #expect(leaves.map(\.minX) == [0, 15])
  }
}
