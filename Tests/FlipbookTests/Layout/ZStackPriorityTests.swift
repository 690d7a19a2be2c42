@testable import Flipbook
import Foundation
import Testing

/// ZStack with layout priorities, as SwiftUI lays it out: the children of
/// the highest priority size the stack; the others are offered that size.
@Suite struct ZStackPriorityTests {
  struct Fill: View {
    var body: some View { Color.blue }
  }

  struct Track: View {
    var body: some View { Capsule().fill(Color.gray) }
  }

  struct Sized: View {
    var body: some View { Color.red.frame(width: 60, height: 30) }
  }

  @Test func thePrioritisedChildSizesTheStack() throws {
    let rig = try Rig(width: 200, height: 200) {
      ZStack {
        Fill()
        Sized().layoutPriority(1)
      }
    }
    #expect(try rig.frames(of: Fill.self, at: 0) == [CGRect(x: 70, y: 85, width: 60, height: 30)])
    #expect(try rig.frames(of: Sized.self, at: 0) == [CGRect(x: 70, y: 85, width: 60, height: 30)])
  }

  @Test func withoutPrioritiesEveryChildIsOfferedTheProposal() throws {
    let rig = try Rig(width: 200, height: 200) {
      ZStack {
        Fill()
        Sized()
      }
    }
    #expect(try rig.frames(of: Fill.self, at: 0) == [CGRect(x: 0, y: 0, width: 200, height: 200)])
  }

  /// A toggle-like knob: a capsule track sized by a prioritised label.
  @Test func aTrackFollowsItsPrioritisedLabel() throws {
    let rig = try Rig(width: 300, height: 100) {
      ZStack(alignment: .leading) {
        Track()
        Sized().padding(4).layoutPriority(1)
      }
    }
    let track = try rig.frames(of: Track.self, at: 0)
    #expect(track == [CGRect(x: 116, y: 31, width: 68, height: 38)], "\(track)")
  }
}
