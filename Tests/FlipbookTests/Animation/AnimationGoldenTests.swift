@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// One chosen frame of each kind of animation of issue #17, as goldens that
/// were looked at: a user `GeometryEffect` (a skewed offset), a 3D flip at
/// 45°, matched geometry mid-flight, a `TimelineView` clock, a phase
/// animator. Scale 2; tolerance ±2/255 per channel (antialiasing).
@Suite struct AnimationGoldenTests {
  /// Slides a view by `offset` and leans it into the move: the skew grows
  /// over the first fifth of the move, holds, and eases off over the last
  /// fifth (`progress` 0 … 1), a user effect as blog posts write them.
  struct SkewedOffset: GeometryEffect {
    var offset: CGFloat
    var progress: CGFloat
    let rightwards: Bool

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
      get { AnimatablePair(offset, progress) }
      set {
        offset = newValue.first
        progress = newValue.second
      }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
      let lean = min(progress, 1 - progress, 0.2) * 2.5 * (rightwards ? -1 : 1)
      return ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: lean, d: 1, tx: offset, ty: 0))
    }
  }

  struct Card: View {
    let title: String
    var color = Color.blue
    var size = CGSize(width: 80, height: 50)
    var body: some View {
      RoundedRectangle(cornerRadius: 10)
        .fill(color.gradient)
        .overlay(Text(title).font(.headline).foregroundStyle(.white))
        .frame(width: size.width, height: size.height)
    }
  }

  /// Halfway along a linear move of 120 points to the right, the card has
  /// moved 60 and leans back by its full skew (0.5: its top edge 25 points
  /// left of its bottom's).
  @Test func skewedOffsetMidMove() {
    let film = Film("skewed-offset", size: CGSize(width: 240, height: 80), scale: 2, background: .white, fps: 10,
                    state: false, script: [.wait(0.1), .set(\.self, to: true, animation: .linear(duration: 1)), .wait(1)]) {
      $moved in
      Card(title: "Skew")
        .modifier(SkewedOffset(offset: moved ? 120 : 0, progress: moved ? 1 : 0, rightwards: true))
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 20)
    }
    expectGolden(of: film, at: 0.6)
  }

  /// A 100 × 60 card flipping about its vertical axis, at 45° of a linear
  /// 0° → 90° turn, with SwiftUI's default perspective (1, the camera 100
  /// points away): the edge turned towards the viewer 1.55 times taller
  /// (93 points), the far one 0.74 times (44 points).
  @Test func threeDFlipAt45Degrees() {
    let film = Film("flip-3d", size: CGSize(width: 160, height: 100), scale: 2, background: .white, fps: 10,
                    state: 0.0, script: [.wait(0.1), .set(\.self, to: 90, animation: .linear(duration: 1)), .wait(1)]) {
      $angle in
      Card(title: "Flip", color: .orange, size: CGSize(width: 100, height: 60))
        .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
    }
    expectGolden(of: film, at: 0.6)
  }

  struct Hero: View {
    let expanded: Bool
    @Namespace private var namespace
    var body: some View {
      VStack {
        if expanded {
          RoundedRectangle(cornerRadius: 16).fill(.purple)
            .matchedGeometryEffect(id: "hero", in: namespace)
            .frame(width: 140, height: 90)
          Spacer()
        } else {
          Spacer()
          HStack {
            Circle().fill(.purple)
              .matchedGeometryEffect(id: "hero", in: namespace)
              .frame(width: 36, height: 36)
            Text("Tap to expand").font(.subheadline)
            Spacer()
          }
        }
      }
      .padding(12)
    }
  }

  /// Matched geometry halfway through a linear second: the rounded
  /// rectangle inserted with the circle's id flies from the circle's frame
  /// (bottom-left, 36 × 36) to its own (top, 140 × 90) fading in, while the
  /// removed circle flies the same way fading out: both halfway in size and
  /// place. The label fades where it was.
  @Test func matchedGeometryMidFlight() {
    let film = Film("matched-geometry", size: CGSize(width: 180, height: 160), scale: 2, background: .white, fps: 10,
                    state: false, script: [.wait(0.1), .set(\.self, to: true, animation: .linear(duration: 1)), .wait(1)]) {
      $expanded in
      Hero(expanded: expanded)
    }
    expectGolden(of: film, at: 0.6)
  }

  /// An analog clock read from `TimelineView`'s context date: the film's
  /// start date (fixed, so renders repeat) plus film time. Hands are set
  /// from the seconds since 1970 in UTC, not the machine's time zone.
  struct Clock: View {
    var body: some View {
      TimelineView(.periodic(from: .distantPast, by: 1)) { context in
        let seconds = context.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 43_200)
        Canvas { graphics, size in
          let centre = CGPoint(x: size.width / 2, y: size.height / 2)
          let radius = min(size.width, size.height) / 2 - 4
          graphics.stroke(Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)),
                          with: .color(.primary), lineWidth: 3)
          for tick in 0..<12 {
            let angle = Double(tick) / 12 * 2 * .pi
            var mark = Path()
            mark.move(to: CGPoint(x: centre.x + sin(angle) * radius * 0.85, y: centre.y - cos(angle) * radius * 0.85))
            mark.addLine(to: CGPoint(x: centre.x + sin(angle) * radius * 0.97, y: centre.y - cos(angle) * radius * 0.97))
            graphics.stroke(mark, with: .color(.secondary), lineWidth: 2)
          }
          func hand(_ turns: Double, length: CGFloat, width: CGFloat, color: Color) {
            var path = Path()
            path.move(to: centre)
            path.addLine(to: CGPoint(x: centre.x + sin(turns * 2 * .pi) * length, y: centre.y - cos(turns * 2 * .pi) * length))
            graphics.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
          }
          hand(seconds / 43_200, length: radius * 0.5, width: 5, color: .primary)
          hand(seconds.truncatingRemainder(dividingBy: 3600) / 3600, length: radius * 0.75, width: 3, color: .primary)
          hand(seconds.truncatingRemainder(dividingBy: 60) / 60, length: radius * 0.85, width: 1.5, color: .red)
        }
        .overlay(alignment: .bottom) {
          Text(context.date, format: .dateTime.hour().minute().second())
            .font(.caption.monospacedDigit())
            .padding(.bottom, 24)
        }
      }
      .frame(width: 140, height: 140)
    }
  }

  /// The clock 7 seconds into the film: the second hand 7 ticks on from
  /// the start date's.
  @Test func timelineClock() {
    let film = Film("timeline-clock", size: CGSize(width: 160, height: 160), scale: 2, background: .white, fps: 2,
                    script: [.wait(10)]) {
      Clock()
    }
    expectGolden(of: film, at: 7)
  }

  /// A heart beating through three phases (rest, grow and tint, overshoot
  /// back), each moving with its own spring; the chosen frame is in the
  /// second phase's move.
  @Test func phaseAnimatorFrame() {
    enum Beat: CaseIterable { case rest, grow, settle }
    let film = Film("phase-animator", size: CGSize(width: 120, height: 120), scale: 2, background: .white, fps: 10,
                    script: [.wait(3)]) {
      Circle()
        .frame(width: 50, height: 50)
        .phaseAnimator(Beat.allCases) { content, beat in
          content
            .scaleEffect(beat == .grow ? 1.6 : beat == .settle ? 0.85 : 1)
            .foregroundStyle(beat == .grow ? Color.pink : Color.red)
            .offset(y: beat == .grow ? -10 : 0)
        } animation: { beat in
          beat == .grow ? .spring(duration: 0.4, bounce: 0.4) : .easeInOut(duration: 0.3)
        }
    }
    expectGolden(of: film, at: 0.5)
  }
}
