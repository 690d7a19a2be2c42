@testable import Posts
@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The posts' films: their semantics, and chosen frames as goldens (each
/// looked at beside the reference GIF's frame at the same instant).
/// Tolerance: ±2/255 per channel.
@Suite struct ControlsFilmTests {
  /// The value `attribute` presents at `time` on the one view whose
  /// identity passes `filter`.
  func presented<T>(
    _ film: Film, _ attribute: AnimatableAttribute, at time: Double, as: T.Type,
    where filter: (ViewIdentity) -> Bool = { _ in true }
  ) throws -> T {
    let player = try film.play()
    _ = try player.advance(to: time)
    let values = try #require(player.graph.memory).animations.presentedValues(of: attribute).filter { filter($0.key) }
    try #require(values.count == 1, "\(values.count) \(attribute) attributes")
    return try #require(values.first?.value as? T)
  }

  @Test func theToggleIsHalfwayAtTheEaseInOutMidpoint() throws {
    let film = Film.genderToggle
    // The first tap is at 1.0 s; withAnimation() is easeInOut over 0.35 s,
    // whose curve is symmetric: at 0.175 s in, every value is halfway.
    let midpoint = 1.0 + 0.35 / 2
    let inSexShape = { (identity: ViewIdentity) in identity.contains(SexShape.self) }
    #expect(try abs(presented(film, .shape, at: midpoint, as: CGFloat.self, where: inSexShape) - 0.5) < 1e-9)
    typealias RotationData = _RotationEffect.AnimatableData
    let rotation = try presented(film, .modifier(_RotationEffect.self), at: midpoint, as: RotationData.self)
    #expect(abs(Angle(radians: rotation.first).degrees - -67.5) < 1e-9)
    // The white knob: the offset inside the shape's overlay.
    let offset = try presented(
      film, .modifier(_OffsetEffect.self), at: midpoint, as: AnimatablePair<CGFloat, CGFloat>.self,
      where: { $0.components.contains(.slot(.overlay)) })
    #expect(abs(offset.first) < 1e-9)
    // Before and after: boy (an arrow at −135°), then girl (a cross at 0°).
    #expect(try presented(film, .shape, at: 0.5, as: CGFloat.self, where: inSexShape) == 1)
    #expect(try presented(film, .modifier(_RotationEffect.self), at: 0.5, as: RotationData.self).first
      == Angle(degrees: -135).radians)
    #expect(try presented(film, .shape, at: 2, as: CGFloat.self, where: inSexShape) == 0)
    #expect(try presented(film, .shape, at: 4, as: CGFloat.self, where: inSexShape) == 1)
  }

  @Test func theToggleFilmFlipsBoyGirlBoyLikeTheReference() throws {
    let film = Film.genderToggle
    #expect(film.frameCount == 103)  // as 06_toggle.gif
    // The white knob's centre (right of the label), 141 ± 10 pt at 1.6 px per point: right for
    // boy, left for girl. The reference's white pixels centre on 240 px and
    // 208 px.
    func knobX(at time: Double) throws -> Double {
      let image = try film.image(at: time)
      var sum = 0.0, count = 0.0
      for y in 0..<image.height {
        for x in 170..<image.width where (0..<3).allSatisfy({ image.pixels[(y * image.width + x) * 4 + $0] > 240 }) {
          sum += Double(x)
          count += 1
        }
      }
      return sum / count
    }
    #expect(try abs(knobX(at: 0.5) - 241.6) < 1.5)
    #expect(try abs(knobX(at: 2.0) - 209.6) < 1.5)
    #expect(try abs(knobX(at: 4.0) - 241.6) < 1.5)
  }

  @Test func theCutOutRectanglePulsesForever() throws {
    let film = Film.cutoutRectangle
    // easeOut over 0.4 s, autoreversing: 0 → 20 by 0.4 s, back by 0.8 s,
    // the way back along the same ease-out played forward (fast first).
    let curve = UnitCurve.easeOut
    for time in [0.1, 0.3, 0.5, 0.7] {
      let expected = time <= 0.4 ? 20 * curve.value(at: time / 0.4) : 20 * (1 - curve.value(at: (time - 0.4) / 0.4))
      let radius = try presented(film, .shape, at: time, as: CGFloat.self, where: { $0.contains(AnimationDemoView.self) })
      #expect(abs(radius - expected) < 1e-6)
    }
  }

  @Test func thePieSpringsPastItsTarget() throws {
    let film = Film.pieChart
    // The green wedge's width overshoots 0.7 of the turn, as in the GIF.
    let width = { (t: Double) in
      try self.presented(film, .shape, at: t, as: AnimatablePair<Double, Double>.self,
        where: { $0.components.contains(.id(AnyHashable(0))) }).second / (2 * .pi)
    }
    #expect(try width(0.65) > 0.72)
    #expect(try abs(width(2.5) - 0.7) < 0.002)
    #expect(try width(3.25) < 0.31)
  }

  @Test func theRingDeletesWedgesWithTheirTransition() throws {
    let film = Film.wwdcRing
    let player = try film.play()
    func wedges(at time: Double) throws -> Int {
      _ = try player.advance(to: time)
      return try #require(player.graph.memory).animations.presentedValues(of: .view).count
    }
    #expect(try wedges(at: 0.5) == 8)
    #expect(try wedges(at: 1.0) == 8)  // the tapped wedge is leaving …
    #expect(try wedges(at: 1.3) == 7)  // … and gone after 0.35 s
    #expect(try wedges(at: 3.9) == 5)
  }

  @Test(arguments: [
    ("gender-toggle", 1.175), ("transformation", 2.95), ("cutout-rectangle", 0.2), ("pie-chart", 0.6),
    ("chart", 1.0), ("play-pause", 1.15), ("wwdc-ring", 1.0),
  ])
  func filmFrames(name: String, time: Double) throws {
    var film = try #require(Film.posts(named: name))
    if name == "wwdc-ring" { film.scale = 1 }
    expectGolden(try film.image(at: time), named: "\(name)-\(time)", tolerance: .antialiasing)
  }

  /// Every built-in film skips its idle frames (the toggle's rests between
  /// taps, the segment films' waits) and shows on them exactly what
  /// resolving and drawing them would: compared at the first and last
  /// frame of each idle run.
  @Test(arguments: Film.posts.filter { !$0.isStill }.map(\.name))
  func idleFramesAreTheFramesResolvingWouldDraw(name: String) throws {
    let film = try #require(Film.posts(named: name))
    let check = try film.checkIdleFrames(everyFrame: false)
    #expect(check.differing.isEmpty, "frames \(check.differing) differ when skipped")
    if name == "gender-toggle" {
      // Taps at 1.0 and 2.6 s, each animating 0.35 s: everything else rests.
      #expect(check.skipped.count >= 60, "\(check.skipped.count) of \(film.frameCount) frames skipped")
    }
  }
}
