import Foundation

extension Film {
  /// What skipping idle frames did to this film, found by playing it twice
  /// side by side: once as `renderFrames` does (an idle graph's frame is
  /// the previous one, not resolved or drawn again), once resolving every
  /// frame. For tests: skipping must change no pixel.
  struct IdleFrameCheck {
    /// The frames the first run did not resolve (the graph was idle).
    var skipped: [Int] = []
    /// The frames it resolved but did not draw again: their display list
    /// equalled the previous frame's.
    var unchanged: [Int] = []
    /// Frames not drawn again whose image (the last one drawn) differs
    /// from the full run's.
    var differing: [Int] = []
  }

  /// Plays the film as `renderFrames` does and resolving every frame, and
  /// compares the images of frames the first did not draw again (what it
  /// shows there: the last frame it drew) with the full run's: every one
  /// with `everyFrame`, else the first and last of each run of them (where
  /// a missed change would show first, and where time has run longest).
  func checkIdleFrames(everyFrame: Bool = true) throws -> IdleFrameCheck {
    let session = try RenderSession(film: self)
    let skipping = try session.makePlayer()
    let full = try session.makePlayer()
    full.graph.skipsIdleFrames = false
    func image(_ snapshot: FrameSnapshot) throws -> Bitmap { try session.render(snapshot) }
    let times = session.frameTimes
    var frames: [(shown: FrameSnapshot, full: FrameSnapshot, isNew: Bool, wasIdle: Bool)] = []
    var shown: FrameSnapshot?
    for time in times {
      let (snapshot, isNew) = try skipping.advanceFrame(to: time)
      if isNew || shown == nil { shown = snapshot }
      frames.append((shown!, try full.advance(to: time), isNew, skipping.lastFrameWasIdle))
    }
    var check = IdleFrameCheck()
    for (index, frame) in frames.enumerated() where !frame.isNew {
      if frame.wasIdle { check.skipped.append(index) } else { check.unchanged.append(index) }
      let runStarts = index == 0 || frames[index - 1].isNew
      let runEnds = index == frames.count - 1 || frames[index + 1].isNew
      guard everyFrame || runStarts || runEnds else { continue }
      if try image(frame.shown).pixels != image(frame.full).pixels { check.differing.append(index) }
    }
    return check
  }
}
