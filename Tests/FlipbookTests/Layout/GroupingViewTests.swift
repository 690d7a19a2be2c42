@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `GroupBox`, `DisclosureGroup` and `ContentUnavailableView`.
@Suite struct GroupingViewTests {
  struct Inside: View {
    var body: some View { Text("Inside") }
  }

  @Test func aDisclosureGroupOpensOnATapAndFollowsItsBinding() throws {
    let rig = try Rig(width: 300, height: 200) {
      DisclosureGroup("More") { Inside() }.padding(.horizontal)
    }
    #expect(try rig.frames(of: Inside.self, at: 0).isEmpty)
    // The label row is centred vertically in the 200 pt canvas.
    try rig.graph.tap(at: CGPoint(x: 150, y: 100), time: 0)
    #expect(try rig.frames(of: Inside.self, at: 1).count == 1)
    let bound = try Rig(width: 300, height: 200) {
      DisclosureGroup("More", isExpanded: .constant(true)) { Inside() }
    }
    #expect(try bound.frames(of: Inside.self, at: 0).count == 1)
  }

  @Test func aGroupBoxInsetsItsContent() throws {
    let rig = try Rig(width: 300, height: 200) { GroupBox { Inside() } }
    let box = try #require(rig.frames(of: GroupBox<EmptyView, Inside>.self, at: 0).first)
    let inside = try #require(rig.frames(of: Inside.self, at: 0).first)
    #expect(inside.minX - box.minX == 16 && inside.minY - box.minY == 16)
    #expect(box.width == 300)
  }

  @Test func theLooks() {
    let view = VStack(spacing: 16) {
      GroupBox("Today") { Text("Three walks, 9,204 steps") }
      DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Hidden until opened") }
      ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        .frame(height: 220)
    }
    .padding(16)
    .frame(width: 390)
    expectGolden(of: view, named: "grouping-views", scale: 2)
  }
}
