// MARK: - Lossy LZW
//
// LZW pays per string, and a string ends at the first pixel the dictionary
// has not seen after it. On gradients and antialiased edges most strings
// end early because one pixel is a neighbouring palette entry away from a
// string the dictionary holds. Lossy LZW (the idea of Giflossy, later
// `gifsicle --lossy`) lets a string go on through pixels whose colour is
// within a bound of the string's: fewer, longer codes, at a bounded error.
//
// Here every dictionary string that stays within the bound on every pixel
// is followed (the `breadth` with the least summed squared error, so exact
// continuations come first), the match ends when none extends, and the
// survivor with the least error is emitted. The pixel that broke the match
// starts the next string with its exact index. A pixel written as the
// transparent index shows the canvas, so "keep" is acceptable where the
// canvas is within the bound; a transparent source pixel accepts only
// "keep". The bound is per pixel, on the Euclidean distance in sRGB: no
// error spreads to neighbours, and since it stays below the encoder's
// stale-pixel tolerance, later frames do not redraw what lossy matching
// left.
//
// The choices change the picture, so they are made before the frame is
// drawn on the encoder's model of the canvas: the encoder runs this on each
// frame as it is prepared, keeps the written indices and the stream, and
// the writer sends the stream as it is.

extension LZWEncoder {
  /// What each pixel should show, for lossy matching.
  struct LossyTarget {
    /// The source pixels (RGBA bytes, alpha 0 or 255), one word each.
    var source: UnsafeBufferPointer<UInt32>
    /// What the canvas shows under the frame, one word each (nil for a
    /// frame drawn whole).
    var shown: UnsafeBufferPointer<UInt32>?
    /// The palette's colours as pixel words (`PaletteColor.word`);
    /// transparent entries have alpha 0.
    var palette: [UInt32]
    /// The index standing for "keep", if any.
    var transparentIndex: Int?
    /// The largest squared sRGB distance a written pixel may be off by.
    var squaredBound: Int32
  }

  /// Compresses `indices` (each pixel's nearest entry) letting strings
  /// run through pixels within `target`'s bound. Returns the stream and
  /// the indices it decodes to.
  static func encodeLossy(
    _ indices: UnsafeBufferPointer<UInt8>, target: LossyTarget, minimumCodeSize: Int, breadth: Int = 8
  ) -> (stream: [UInt8], written: [UInt8]) {
    precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8 bits")
    let count = indices.count
    let clear = 1 << minimumCodeSize
    var stream = CodeStream(minimumCodeSize: minimumCodeSize, capacity: count / 4 + 16)
    var written = [UInt8](repeating: 0, count: count)

    // The dictionary as a tree: each code's prefix and last value, and its
    // children as a list (first child, next sibling), -1 for none.
    var prefix = [Int16](repeating: -1, count: 4096)
    var value = [UInt8](repeating: 0, count: 4096)
    var firstChild = [Int16](repeating: -1, count: 4096)
    var sibling = [Int16](repeating: -1, count: 4096)
    for v in 0..<clear { value[v] = UInt8(v) }

    /// The squared error of writing `v` at pixel `j` instead of its own
    /// index (which costs nothing), or nil past the bound.
    func error(_ j: Int, _ v: UInt8) -> Int32? {
      if v == indices[j] { return 0 }
      if Int(v) >= clear { return nil }
      let pixel = target.source[j]
      let shows: UInt32
      if Int(v) == target.transparentIndex {
        guard let shown = target.shown else { return pixel >> 24 == 0 ? 0 : nil }
        let behind = shown[j]
        if pixel >> 24 == 0 { return behind >> 24 == 0 ? 0 : nil }
        shows = behind
      } else {
        guard pixel >> 24 != 0, Int(v) < target.palette.count else { return nil }
        shows = target.palette[Int(v)]
      }
      guard shows >> 24 != 0 else { return nil }
      let dr = Int32(pixel & 0xFF) - Int32(shows & 0xFF)
      let dg = Int32(pixel >> 8 & 0xFF) - Int32(shows >> 8 & 0xFF)
      let db = Int32(pixel >> 16 & 0xFF) - Int32(shows >> 16 & 0xFF)
      let e = dr * dr + dg * dg + db * db
      return e <= target.squaredBound ? e : nil
    }

    var live: [(code: Int, error: Int32)] = []
    var grown: [(code: Int, error: Int32)] = []
    var i = 0
    while i < count {
      live.removeAll(keepingCapacity: true)
      live.append((Int(indices[i]), 0))
      var j = i + 1
      while j < count {
        grown.removeAll(keepingCapacity: true)
        for (node, sum) in live {
          var child = Int(firstChild[node])
          while child >= 0 {
            if let e = error(j, value[child]) { grown.append((child, sum + e)) }
            child = Int(sibling[child])
          }
        }
        if grown.isEmpty { break }
        if grown.count > breadth {
          grown.sort { $0.error != $1.error ? $0.error < $1.error : $0.code < $1.code }
          grown.removeLast(grown.count - breadth)
        }
        swap(&live, &grown)
        j += 1
      }
      let best = live.min { $0.error != $1.error ? $0.error < $1.error : $0.code < $1.code }!.code
      // Write out the string the decoder will see.
      var code = best
      var k = j - 1
      while k >= i {
        written[k] = value[code]
        code = Int(prefix[code])
        k -= 1
      }
      stream.emit(best)
      if j < count {
        if let new = stream.newCode() {
          prefix[new] = Int16(best)
          value[new] = indices[j]
          sibling[new] = firstChild[best]
          firstChild[best] = Int16(new)
          firstChild[new] = -1
        } else {
          for c in 0..<4096 { firstChild[c] = -1 }
        }
      }
      i = j
    }
    return (stream.finish(), written)
  }
}
