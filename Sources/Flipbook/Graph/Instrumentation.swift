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
nonisolated extension View {
  /// Runs the still pipeline on this view once (resolve, lay out at
  /// `proposal`, lower, draw at `scale`) and times each step.
  public func _timePass(proposal: ProposedViewSize, scale: CGFloat = 1) throws -> PassTimings {
    try RenderSession(still: self, proposedSize: proposal, scale: scale).timePass()
  }
}

extension RenderSession {
  /// One still pass, timed step by step: the graph's update split into
  /// resolve, layout and lowering (`ViewGraph.passTimings`), then drawing.
  func timePass() throws -> PassTimings {
    let player = try makePlayer()
    player.graph.recordsPassTimings = true
    let snapshot = try player.advance(to: 0)
    var timings = player.graph.lastPassTimings
    timings.items = snapshot.displayList.itemCount
    let start = RealClock.dispatchNow.uptimeNanoseconds
    _ = try render(snapshot)
    timings.render = Double(RealClock.dispatchNow.uptimeNanoseconds - start) / 1e9
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
    let session = try RenderSession(film: self)
    let player = try session.makePlayer()
    player.graph.skipsIdleFrames = skippingIdleFrames
    var before = 0.0, drawing = 0.0, newFrames = 0
    for time in session.frameTimes {
      let t0 = RealClock.dispatchNow.uptimeNanoseconds
      let (snapshot, isNew) = try player.advanceFrame(to: time)
      let t1 = RealClock.dispatchNow.uptimeNanoseconds
      if isNew {
        newFrames += 1
        _ = try session.render(snapshot)
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

