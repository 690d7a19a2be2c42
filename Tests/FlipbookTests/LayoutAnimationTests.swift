@testable import Flipbook
import Foundation
import Testing

/// Layout animation (issue #17, item 2): when an animated update moves or
/// resizes a view, its placed frame follows the animation from where it was
/// on screen. Expected frames come from the layout rules and the curves.
@Suite struct LayoutAnimationTests {
  struct Blue: View {
    var body: some View { Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20) }
  }

  struct Inserting: View {
    let show: Bool
    var body: some View {
      VStack(spacing: 0) {
        if show { Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20) }
        Blue()
      }
    }
  }

  final class Model: ObservableObject {
    @Published var show = false
    @Published var bottom = false
  }

  /// A 20-point view inserted above Blue in a centred stack moves Blue
  /// from y 40 to y 50; under a 1 s ease-in-out, whose midpoint is 0.5, it
  /// sits at 45 at 0.5 s.
  @Test func aSiblingPushedByAnAnimatedInsertionMovesAlongTheCurve() throws {
    let model = Model()
    let rig = try Rig { Inserting(show: model.show) }
    #expect(try rig.frames(of: Blue.self, at: 0).first?.minY == 40)
    try rig.change(at: 0, animation: .easeInOut(duration: 1)) { model.show = true }
    #expect(try rig.frames(of: Blue.self, at: 0).first?.minY == 40)
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.5).first).minY - 45) < 1e-9)
    let quarter = UnitCurve.easeInOut.value(at: 0.25)
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.25).first).minY - (40 + 10 * quarter)) < 1e-9)
    #expect(try rig.frames(of: Blue.self, at: 1.2).first?.minY == 50)
  }

  /// Without an animation the sibling jumps.
  @Test func anUnanimatedInsertionMovesTheSiblingAtOnce() throws {
    let model = Model()
    let rig = try Rig { Inserting(show: model.show) }
    try rig.change(at: 0, animation: nil) { model.show = true }
    #expect(try rig.frames(of: Blue.self, at: 0.01).first?.minY == 50)
  }

  /// A change during the animation retargets from where the view is on
  /// screen, without a jump.
  @Test func aSecondChangeRetargetsFromTheShownFrame() throws {
    let model = Model()
    let rig = try Rig { Inserting(show: model.show) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.5).first).minY - 45) < 1e-9)
    try rig.change(at: 0.5, animation: .linear(duration: 1)) { model.show = false }
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.5).first).minY - 45) < 1e-9)
    // Back towards 40 from 45, over a second.
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 1).first).minY - 42.5) < 1e-9)
  }

  /// An animated alignment change moves the children of a stack along the
  /// animation.
  @Test func anAlignmentChangeAnimates() throws {
    let model = Model()
    let rig = try Rig {
      HStack(alignment: model.bottom ? .bottom : .top, spacing: 0) {
        Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 40)
        Blue()
      }
    }
    #expect(try rig.frames(of: Blue.self, at: 0).first?.minY == 30)
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.bottom = true }
    // Top (y 30) to bottom (y 50) of the 40-point tall stack: 40 halfway.
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.5).first).minY - 40) < 1e-9)
    #expect(try rig.frames(of: Blue.self, at: 1).first?.minY == 50)
  }
}
