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

  /// A change during a timing-curve animation doesn't replace it: the
  /// running animation finishes and the new one adds its move
  /// (`CustomAnimation.shouldMerge` defaults to false, and "both animations
  /// run together and the system combines their results"). Two opposite
  /// linear moves cancel while both run: the view holds still, then
  /// returns, with no jump at the change.
  @Test func aSecondChangeAddsItsMoveToTheRunningOne() throws {
    let model = Model()
    let rig = try Rig { Inserting(show: model.show) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.5).first).minY - 45) < 1e-9)
    try rig.change(at: 0.5, animation: .linear(duration: 1)) { model.show = false }
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.5).first).minY - 45) < 1e-9)
    // 40 + 10 · 1 − 10 · ½: held at 45 while both run.
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 1).first).minY - 45) < 1e-9)
    // Then the second alone: 40 + 10 − 10 · ¾.
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 1.25).first).minY - 42.5) < 1e-9)
    #expect(try rig.frames(of: Blue.self, at: 1.5).first?.minY == 40)
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

/// Matched geometry (issue #17, item 5).
@Suite struct MatchedGeometryTests {
  struct Box: View {
    var body: some View { Color(red: 0, green: 0, blue: 1) }
  }

  struct Hero: View {
    let expanded: Bool
    @Namespace private var namespace
    var body: some View {
      ZStack(alignment: .topLeading) {
        if expanded {
          Box().matchedGeometryEffect(id: "box", in: namespace).frame(width: 60, height: 60).position(x: 60, y: 60)
        } else {
          Box().matchedGeometryEffect(id: "box", in: namespace).frame(width: 20, height: 20).position(x: 20, y: 20)
        }
      }
    }
  }

  final class Model: ObservableObject {
    @Published var expanded = false
  }

  /// The view inserted with the removed one's id flies from the removed
  /// one's frame (10, 10, 20 × 20) to its own (30, 30, 60 × 60): halfway
  /// at 0.5 s of a linear second, (20, 20, 40 × 40).
  @Test func anInsertedViewAnimatesFromTheRemovedOnesFrame() throws {
    let model = Model()
    let rig = try Rig { Hero(expanded: model.expanded) }
    #expect(try rig.frames(of: Box.self, at: 0) == [CGRect(x: 10, y: 10, width: 20, height: 20)])
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.expanded = true }
    let frames = try rig.frames(of: Box.self, at: 0.5)
    #expect(frames.contains(CGRect(x: 20, y: 20, width: 40, height: 40)), "\(frames)")
    #expect(try rig.frames(of: Box.self, at: 1.1) == [CGRect(x: 30, y: 30, width: 60, height: 60)])
  }

  /// The removed view flies too: to the new one's frame, so that halfway
  /// both show at (20, 20, 40 × 40), as SwiftUI moves both views of a swap.
  @Test func theRemovedViewFliesToTheInsertedOnesFrame() throws {
    let model = Model()
    let rig = try Rig { Hero(expanded: model.expanded) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.expanded = true }
    #expect(try rig.frames(of: Box.self, at: 0.5) == [CGRect(x: 20, y: 20, width: 40, height: 40), CGRect(x: 20, y: 20, width: 40, height: 40)])
    #expect(try rig.frames(of: Box.self, at: 0.25) == [CGRect(x: 15, y: 15, width: 30, height: 30), CGRect(x: 15, y: 15, width: 30, height: 30)])
  }

  /// Without an animation the inserted view is at its own frame at once.
  @Test func anUnanimatedSwapJumps() throws {
    let model = Model()
    let rig = try Rig { Hero(expanded: model.expanded) }
    try rig.change(at: 0, animation: nil) { model.expanded = true }
    #expect(try rig.frames(of: Box.self, at: 0.01) == [CGRect(x: 30, y: 30, width: 60, height: 60)])
  }

  struct Follower: View {
    let properties: MatchedGeometryProperties
    @Namespace private var namespace
    var body: some View {
      VStack(spacing: 0) {
        Color.gray.frame(width: 40, height: 40).matchedGeometryEffect(id: 1, in: namespace)
        Box()
          .matchedGeometryEffect(id: 1, in: namespace, properties: properties, anchor: .topLeading, isSource: false)
          .frame(width: 10, height: 10)
      }
    }
  }

  /// A view that isn't the source takes the source's frame (offered its
  /// size), or only its size or position (top-leading corners meeting).
  @Test func aNonSourceViewTakesTheSourcesGeometry() throws {
    // The stack is 40 × 50 centred in 100 × 100: the source at (30, 25).
    let frame = try Rig { Follower(properties: .frame) }.frames(of: Box.self, at: 0)
    #expect(frame == [CGRect(x: 30, y: 25, width: 40, height: 40)])
    let position = try Rig { Follower(properties: .position) }.frames(of: Box.self, at: 0)
    #expect(position == [CGRect(x: 30, y: 25, width: 10, height: 10)])
    let size = try Rig { Follower(properties: .size) }.frames(of: Box.self, at: 0)
    // Its own top-leading corner (45, 65 in the stack's 10 × 10 slot) with
    // the source's size.
    #expect(size == [CGRect(x: 45, y: 65, width: 40, height: 40)])
  }
}
