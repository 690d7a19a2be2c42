import Dispatch
import Foundation
import Synchronization

// MARK: - Compressing held frames ahead of the palette's order
//
// The writer holds an animation's frames until it can order the global
// palette for them (`GIFPaletteOrder`), then compresses them all: on the
// bench's chart film that compression took 130 ms of wall time after the
// encoder's frame loop, while the loop itself (190 ms, one frame after
// another) left the second core idle. So each held frame is compressed at
// once on a worker, in the palette's first order, while the encoder goes
// on with the next; once the order is known, a frame compressed ahead is
// renumbered code by code (`LZWEncoder.renumbered`), which gives the very
// bytes compressing it afresh would give when its code size and its
// choices under that size are the same in both orders, and is compressed
// afresh otherwise (a frame the order moves to a smaller code size: the
// point of ordering, and small). Frames the worker has not reached when
// the order is known are compressed then, on every core, as before.
//
// A frame that needs fewer entries than its code size holds may well be
// given a smaller size by the order; it is not compressed ahead, since
// compressing it twice would cost `render --all`, where both cores are
// busy drawing other films, about 0.3 s of CPU (7 %). Measured on the
// bench frames (medians of 9 interleaved runs, before → after): chart
// 0.57 → 0.50 s (all 166 frames ahead), pie chart 0.36 → 0.33 s (31 of
// 133 ahead; all of them gave 0.31 s), `render --all`'s CPU within 2 %.

/// Held frames compressed one after another on a worker, as they come.
final class CompressionAhead: Sendable {
  private let queue = DispatchQueue(label: "Flipbook.GIFWriter.compressionAhead", qos: .userInitiated)
  private struct Store {
    var results: [Int: (codeSize: Int, stream: [UInt8])] = [:]
    var stopped = false
  }
  private let store = Mutex(Store())

  /// Compresses `frame` (held frame number `index`) exactly, as
  /// `GIFWriter.compression(of:)` does, unless stopped first.
  func submit(_ frame: GIFFrame, index: Int) {
    queue.async { [self] in
      guard !store.withLock({ $0.stopped }) else { return }
      var exact = frame
      exact.compressed = nil
      let compressed = GIFWriter.compression(of: exact)
      store.withLock { $0.results[index] = compressed }
    }
  }

  /// Stops: frames not begun are dropped, the one being compressed ends.
  func stop() { store.withLock { $0.stopped = true } }

  /// Stops, waits for the frame being compressed, and returns every
  /// frame's compression done so far, by held index.
  func finish() -> [Int: (codeSize: Int, stream: [UInt8])] {
    stop()
    queue.sync {}
    return store.withLock { $0.results }
  }
}

extension GIFWriter {
  /// `final`'s compression made from `early`, the compression of
  /// `original` (the frame as held, before `order` renumbered it into
  /// `final`); nil when it must be compressed afresh: its code size
  /// differs, or some choice crosses the size's limit (see the essay).
  static func compression(
    of final: GIFFrame, from early: (codeSize: Int, stream: [UInt8]), original: GIFFrame, order: [UInt8]?
  ) -> (codeSize: Int, stream: [UInt8])? {
    guard original.palette == nil, let order else { return early }
    let codeSize = final.codeSize
    guard codeSize == early.codeSize else { return nil }
    let literals = GIFFrame.renumbering(order)
    if let alternatives = original.alternatives {
      // Each choice must fit under the size in both orders, or in neither.
      let limit = 1 << codeSize
      var seen = [Bool](repeating: false, count: 256)
      for value in alternatives where !seen[Int(value)] {
        seen[Int(value)] = true
        guard (Int(value) < limit) == (Int(literals[Int(value)]) < limit) else { return nil }
      }
    }
    return LZWEncoder.renumbered(early.stream, minimumCodeSize: codeSize, literals: literals).map { (codeSize, $0) }
  }
}
