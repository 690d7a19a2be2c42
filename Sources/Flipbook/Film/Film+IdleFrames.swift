import Foundation

extension Film {
  /// What skipping idle frames did to this film, found by playing it twice
  /// side by side: once as `renderFrames` does (an idle graph's frame is
  /// the previous one, not resolved or drawn again), once resolving every
  /// frame. For tests: skipping must change no pixel.
  struct IdleFrameCheck {
    /// The frames the first run did not resolve.
    var skipped: [Int] = []
    /// Skipped frames whose image differs from the full run's.
    var differing: [Int] = []
  }

  /// Plays the film skipping idle frames and not, and compares the images
  /// of skipped frames: every one with `everyFrame`, else the first and
  /// last of each run of skipped frames (where a missed change would show
  /// first, and where time has run longest).
  func checkIdleFrames(everyFrame: Bool = true) throws -> IdleFrameCheck {
    let session = try RenderSession(film: self)
    let skipping = try session.makePlayer()
    let full = try session.makePlayer()
    full.graph.skipsIdleFrames = false
    func image(_ snapshot: FrameSnapshot) throws -> Bitmap { try session.render(snapshot) }
    let times = session.frameTimes
    var frames: [(snapshot: FrameSnapshot, full: FrameSnapshot, isNew: Bool)] = []
    for time in times {
      let (snapshot, isNew) = try skipping.advanceFrame(to: time)
      frames.append((snapshot, try full.advance(to: time), isNew))
    }
    var check = IdleFrameCheck()
    for (index, frame) in frames.enumerated() where !frame.isNew {
      check.skipped.append(index)
      let runStarts = index == 0 || frames[index - 1].isNew
      let runEnds = index == frames.count - 1 || frames[index + 1].isNew
      guard everyFrame || runStarts || runEnds else { continue }
      if try image(frame.snapshot).pixels != image(frame.full).pixels { check.differing.append(index) }
    }
    return check
  }
}
