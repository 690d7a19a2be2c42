import Dispatch
import Foundation
@_spi(Instrumentation) import Rasterizer

/// The time each step of one pass of the pipeline took, in seconds.
@_spi(Instrumentation)
public struct PassTimings: Sendable {
  /// Evaluating bodies into nodes.
  public var resolve: Double = 0
  /// Sizing and placing (the layout pass).
  public var layout: Double = 0
  /// Lowering the placed tree to a display list.
  public var displayList: Double = 0
  /// Drawing the display list into a bitmap.
  public var render: Double = 0
  /// How many display-list items the pass made.
  public var items = 0

  /// Resolve, layout and display list together: what a frame costs before drawing.
  public var beforeDrawing: Double { resolve + layout + displayList }
}

@_spi(Instrumentation)
extension View {
  /// Runs the still pipeline on this view once (resolve, lay out at
  /// `proposal`, lower, draw at `scale`) and times each step.
  public func _timePass(proposal: ProposedViewSize, scale: CGFloat = 1) throws -> PassTimings {
    var timings = PassTimings()
    var clock = RealClock.dispatchNow.uptimeNanoseconds
    func lap() -> Double {
      let now = RealClock.dispatchNow.uptimeNanoseconds
      defer { clock = now }
      return Double(now - clock) / 1e9
    }
    let root = resolveSingle(self, ResolveInputs(environment: EnvironmentValues()))
    timings.resolve = lap()
    let size = root.sizeThatFits(proposal)
    let pass = LayoutPass(scale: scale)
    let placed = pass.place(root, in: pass.rounded(CGRect(origin: .zero, size: size)), proposal: proposal)
    timings.layout = lap()
    let list = placed.displayList
    timings.displayList = lap()
    timings.items = list.itemCount
    _ = try FrameSnapshot(displayList: list, canvasSize: size).render(
      scale: scale, environment: EnvironmentValues(), background: nil)
    timings.render = lap()
    return timings
  }
}

@_spi(Instrumentation)
extension Film {
  /// Plays the film frame by frame on this thread and sums, over its
  /// frames, the time spent bringing the graph to each frame's instant
  /// (script steps, resolve, layout, display list) and drawing it, and
  /// counts the passes (resolve, layout, display list) that ran. As
  /// films render, an idle frame is neither resolved nor drawn again
  /// unless `skippingIdleFrames` is false; `newFrames` counts the others.
  /// `converting` is the part of `drawing` spent turning canvases into
  /// straight-alpha bitmaps (`ConversionClock`).
  public func _timeFrames(skippingIdleFrames: Bool = true) throws
    -> (frames: Int, newFrames: Int, passes: Int, beforeDrawing: Double, drawing: Double, converting: Double)
  {
    let converted = ConversionClock.nanoseconds
    let player = try play()
    player.graph.skipsIdleFrames = skippingIdleFrames
    var before = 0.0, drawing = 0.0, newFrames = 0
    for time in clock.times {
      let t0 = RealClock.dispatchNow.uptimeNanoseconds
      let (snapshot, isNew) = try player.advanceFrame(to: time)
      let t1 = RealClock.dispatchNow.uptimeNanoseconds
      if isNew {
        newFrames += 1
        _ = try snapshot.render(scale: scale, environment: renderEnvironment, background: canvasColor)
      }
      let t2 = RealClock.dispatchNow.uptimeNanoseconds
      before += Double(t1 - t0) / 1e9
      drawing += Double(t2 - t1) / 1e9
    }
    // Of the drawing, the conversion to straight-alpha bitmaps.
    let converting = Double(ConversionClock.nanoseconds - converted) / 1e9
    return (frameCount, newFrames, player.graph.passCount, before, drawing, converting)
  }
}

