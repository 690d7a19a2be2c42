@_spi(Instrumentation) @testable import Flipbook
import Foundation
import Testing

private final class Switches: ObservableObject {
  @Published var on = false
}

/// The view graph's passes: layout traits as data, the size cache, typed
/// queries of the placed tree, animatable effect values, taps.
@Suite struct GraphTests {
  /// A spacer keeps its stack's axis however it is wrapped: here it is
  /// 0 tall, so the row is as tall as the square (SwiftUI: 10, not 200).
  @Test func aWrappedSpacerIsStillASpacer() throws {
    let graph = ViewGraph(still: HStack {
      Color.red.frame(width: 10, height: 10)
      Spacer().padding(1)
    }, environment: EnvironmentValues(), proposal: ProposedViewSize(width: 200, height: 200), scale: 1)
    try graph.update(at: 0)
    #expect(graph.canvasSize == CGSize(width: 200, height: 10))
  }

  /// Every node computes its size once per distinct proposal, placing
  /// reuses the proposals sizing made, and subtrees without alignment
  /// guides answer guide queries without sizing: leaves of a fixed size are
  /// sized once each however deep they sit, flexible ones a handful of
  /// times (75 computations for the 8-deep nest's 9 leaves, where sizing
  /// without the cache computed 848,106).
  @Test func layoutComputesEachSizeOncePerProposal() throws {
    func nested(_ depth: Int, leaf: @escaping () -> AnyView) -> AnyView {
      if depth == 0 { return leaf() }
      return depth % 2 == 0
        ? AnyView(HStack { nested(depth - 1, leaf: leaf); leaf() })
        : AnyView(VStack { nested(depth - 1, leaf: leaf); leaf() })
    }
    func leafMeasures(_ depth: Int, leaf: @escaping () -> AnyView) throws -> Int {
      let statistics = LayoutStatistics()
      try statistics.gather {
        _ = try nested(depth, leaf: leaf).frame(width: 300, height: 300)._timePass(proposal: .unspecified)
      }
      return statistics.leafMeasures
    }
    #expect(try leafMeasures(8) { AnyView(Rectangle().frame(width: 10, height: 10)) } == 9)
    let flexible = try leafMeasures(8) { AnyView(Rectangle()) }
    #expect(flexible <= 9 * 10, "\(flexible) leaf size computations for 9 flexible leaves")
    // Linear in depth: twice as deep, about twice the work, not its square.
    let four = try leafMeasures(4) { AnyView(Rectangle()) }
    #expect(Double(flexible) / 9 <= 2.5 * Double(four) / 5, "\(four) for 5 leaves at depth 4")
  }

  /// Probes ask only what ordering needs: a stack's lone child is offered
  /// the whole length once (nothing to sort it against, no lower priority
  /// to reserve for); siblings are probed at 0 and ∞ to order them. And a
  /// wide nest stays linear: 100 leaves in five levels of stacks of
  /// alternating axes, each node computing at most nine sizes (three
  /// lengths per axis: 0, ∞ and its share).
  @Test func stacksProbeOnlyWhatOrderingNeeds() throws {
    func counted(_ view: some View) throws -> LayoutStatistics {
      let statistics = LayoutStatistics()
      try statistics.gather { _ = try view._timePass(proposal: .unspecified) }
      return statistics
    }
    #expect(try counted(HStack { Rectangle() }.frame(width: 100, height: 100)).leafMeasures == 1)
    #expect(try counted(HStack { Rectangle(); Rectangle() }.frame(width: 100, height: 100)).leafMeasures == 6)
    let hundred = VStack(spacing: 1) {
      ForEach(0..<4, id: \.self) { _ in
        HStack(spacing: 1) {
          ForEach(0..<5, id: \.self) { _ in
            VStack(spacing: 1) {
              ForEach(0..<5, id: \.self) { _ in HStack(spacing: 1) { Rectangle().frame(minWidth: 1, minHeight: 1) } }
            }
          }
        }
      }
    }.frame(width: 400, height: 400)
    let statistics = try counted(hundred)
    #expect(statistics.mostMeasuresOfOneNode <= 9)
    #expect(statistics.leafMeasures <= 9 * 100, "\(statistics.leafMeasures) leaf sizes for 100 leaves")
  }

  /// Views are found by the type written in the code.
  @Test func placedFramesByViewType() throws {
    struct Knob: View {
      var body: some View { Circle().frame(width: 20, height: 20) }
    }
    let rig = try Rig { HStack(spacing: 10) { Knob(); Knob() } }
    #expect(try rig.frames(of: Knob.self, at: 0) == [
      CGRect(x: 25, y: 40, width: 20, height: 20), CGRect(x: 55, y: 40, width: 20, height: 20),
    ])
    #expect(try rig.frames(of: Circle.self, at: 0).count == 2)
  }

  /// A stroke's width animates like any animatable value: 2 → 20 over 1 s
  /// linearly is 11 at 0.5 s.
  @Test func strokeWidthAnimates() throws {
    let model = Switches()
    let rig = try Rig { Circle().stroke(Color.black, lineWidth: model.on ? 20 : 2).frame(width: 60, height: 60) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.on = true }
    let style = try #require(try rig.presented(.strokeStyle, at: 0.5, as: StrokeStyle.AnimatableData.self).first)
    #expect(abs(style.first - 11) < 1e-9)
    // And the pixels follow: at 0.5 s the ring is 11 pt wide, not 20.
    let image = try rig.image(at: 0.5)
    let row = (0..<image.width).map { image.rgb($0, 50)[0] < 128 }
    let inked = row.prefix(50).filter { $0 }.count
    #expect(abs(inked - 11) <= 1, "\(inked) px of ring at 0.5 s")
  }

  /// Shadow and blur radii animate too (their effects' animatable data).
  @Test func shadowAndBlurRadiiAnimate() throws {
    let model = Switches()
    let rig = try Rig {
      Color.black.frame(width: 20, height: 20)
        .shadow(radius: model.on ? 10 : 0)
        .blur(radius: model.on ? 4 : 0)
    }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.on = true }
    let shadow = try #require(try rig.presented(
      .modifier(_ShadowEffect.self), at: 0.25, as: _ShadowEffect.AnimatableData.self).first)
    #expect(abs(shadow.second.first - 2.5) < 1e-9)
    let blur = try #require(try rig.presented(.modifier(_BlurEffect.self), at: 0.75, as: CGFloat.self).first)
    #expect(abs(blur - 3) < 1e-9)
  }

  /// A user modifier that is `Animatable` animates its data, as SwiftUI's
  /// `AnimatableModifier`.
  @Test func animatableUserModifiersAnimate() throws {
    struct Lift: AnimatableModifier {
      var height: CGFloat
      var animatableData: CGFloat {
        get { height }
        set { height = newValue }
      }
      func body(content: Content) -> some View { content.offset(y: -height) }
    }
    let model = Switches()
    let rig = try Rig { Color.red.frame(width: 10, height: 10).modifier(Lift(height: model.on ? 40 : 0)) }
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.on = true }
    #expect(try rig.presented(.modifier(Lift.self), at: 0.25, as: CGFloat.self) == [10])
    let image = try rig.image(at: 0.25)
    #expect(abs((image.centroid(of: 0)?.y ?? 0) - 40) < 0.01)
  }

  /// A double-tap handler answers a film's double tap only; a single tap
  /// passes through it to the handler behind.
  @Test func tapCountsSelectTheirHandler() throws {
    var taps: [String] = []
    let rig = try Rig {
      ZStack {
        Color.blue.onTapGesture { taps.append("single behind") }
        Color.red.frame(width: 40, height: 40).onTapGesture(count: 2) { taps.append("double") }
      }
    }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), count: 2, time: 0)
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), count: 1, time: 0)
    #expect(taps == ["double", "single behind"])
  }

  /// `allowsHitTesting(false)` and `hidden()` let taps through to the view behind.
  @Test func disabledAndHiddenViewsTakeNoTaps() throws {
    var taps: [String] = []
    let rig = try Rig {
      ZStack {
        Color.blue.onTapGesture { taps.append("behind") }
        Color.red.frame(width: 40, height: 40).onTapGesture { taps.append("disabled") }.allowsHitTesting(false)
        Color.green.frame(width: 10, height: 10).onTapGesture { taps.append("hidden") }.hidden()
      }
    }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
    #expect(taps == ["behind"])
  }

  /// `contentShape` makes a transparent area tappable.
  @Test func contentShapeDefinesTheTapArea() throws {
    var taps = 0
    let rig = try Rig {
      Color.clear.frame(width: 40, height: 40).contentShape(Rectangle()).onTapGesture { taps += 1 }
    }
    try rig.graph.tap(at: CGPoint(x: 50, y: 50), time: 0)
    #expect(taps == 1)
    let bare = try Rig { Circle().fill(Color.red).frame(width: 40, height: 40).onTapGesture { taps += 1 } }
    #expect(throws: FlipbookError.self) { try bare.graph.tap(at: CGPoint(x: 31, y: 31), time: 0) }
  }

  /// A repeated `ForEach` ID draws each repetition as its own view.
  @Test func repeatedForEachIDsEachGetAView() throws {
    struct Cell: View {
      var body: some View { Color.red.frame(width: 10, height: 10) }
    }
    let rig = try Rig { HStack(spacing: 0) { ForEach([1, 1, 2], id: \.self) { _ in Cell() } } }
    let frames = try rig.frames(of: Cell.self, at: 0)
    #expect(frames.map(\.minX) == [35, 45, 55])
  }

  /// Overlays with several views layer them as a ZStack, as SwiftUI's
  /// `overlay(alignment:content:)` does.
  @Test func overlayContentIsLayered() throws {
    struct Dot: View {
      var body: some View { Circle().frame(width: 10, height: 10) }
    }
    let rig = try Rig { Color.gray.frame(width: 40, height: 40).overlay(alignment: .topLeading) { Dot(); Dot() } }
    #expect(try rig.frames(of: Dot.self, at: 0) == Array(repeating: CGRect(x: 30, y: 30, width: 10, height: 10), count: 2))
  }
}
