/// A frame ready to write: a rectangle of palette indices.
struct GIFFrame {
  var left: Int
  var top: Int
  var width: Int
  var height: Int
  var indices: [UInt8]
  /// Local palette (nil in global-palette mode).
  var palette: [PaletteColor]?
  var transparentIndex: Int?
  /// GIF disposal: 1 leave in place, 2 restore to background.
  var disposal: Int
  /// Delay in centiseconds (set when the next frame's time is known).
  var delay: Int = 0
  /// Per pixel, a second index that decodes to the same picture (the
  /// palette entry of the colour the canvas shows where the pixel is
  /// transparent, the transparent index where its colour is already shown),
  /// or the pixel's own index; nil when no pixel has a choice. The writer
  /// picks whichever compresses better (`LZWEncoder`).
  var alternatives: [UInt8]? = nil
  /// The frame's LZW stream and code size when the encoder compressed it
  /// already (lossy matching chooses the indices as it compresses); the
  /// writer sends it as it is.
  var compressed: (codeSize: Int, stream: [UInt8])? = nil
}

extension GIFFrame {
  /// The largest index the frame is written with, alternatives aside.
  var largestIndex: Int { max(Int(indices.max() ?? 0), transparentIndex ?? 0) }

  /// The LZW code size the frame is written with: its local table's bits,
  /// or the bits its largest index needs when it draws from the global
  /// table (at least 2, GIF's smallest).
  var codeSize: Int {
    max(2, GIFWriter.tableBits(palette.map(\.count) ?? largestIndex + 1))
  }

  /// Compresses the frame with lossy LZW matching (`LZWEncoder.encodeLossy`):
  /// `source` and `shown` are the frame rectangle's source pixels and what
  /// the canvas shows there, `palette` the table its indices refer to. The
  /// indices become the ones written. Where the exact compression (with its
  /// keep-or-colour choices and run-wise pictures, which lossy matching
  /// does not make) is no longer, the frame keeps its exact indices and
  /// that stream: on flat frames lossy matching gains nothing and loses
  /// those choices (the play/pause film took 15 % more bytes at 8).
  mutating func matchLossily(source: [UInt8], shown: [UInt8]?, palette: [PaletteColor], bound: Int) {
    let exact = GIFWriter.compression(of: self)
    let size = codeSize
    let result = source.withUnsafeBytes { rawSource in
      let words = rawSource.bindMemory(to: UInt32.self)
      return indices.withUnsafeBufferPointer { indices in
        func encode(_ shown: UnsafeBufferPointer<UInt32>?) -> (stream: [UInt8], written: [UInt8]) {
          let target = LZWEncoder.LossyTarget(
            source: words, shown: shown, palette: palette.map(\.word), transparentIndex: transparentIndex,
            squaredBound: Int32(bound * bound))
          return LZWEncoder.encodeLossy(indices, target: target, minimumCodeSize: size)
        }
        guard let shown else { return encode(nil) }
        return shown.withUnsafeBytes { encode($0.bindMemory(to: UInt32.self)) }
      }
    }
    guard result.stream.count < exact.stream.count else {
      compressed = exact
      return
    }
    indices = result.written
    alternatives = nil
    compressed = (size, result.stream)
  }

  /// Renumbers the frame's global-palette indices: entry `i` becomes
  /// `order[i]` (entries past `order` keep their number).
  mutating func renumber(_ order: [UInt8]) {
    Self.renumbering(order).withUnsafeBufferPointer { table in
      func apply(_ values: UnsafeMutableBufferPointer<UInt8>) {
        for i in values.indices { values[i] = table[Int(values[i])] }
      }
      indices.withUnsafeMutableBufferPointer { apply($0) }
      alternatives?.withUnsafeMutableBufferPointer { apply($0) }
      transparentIndex = transparentIndex.map { Int(table[$0 & 255]) }
    }
  }

  /// `order` as a full byte table: entry `i` becomes `table[i]`, entries
  /// past `order` keep their number, so every index is in range and
  /// needs no check.
  static func renumbering(_ order: [UInt8]) -> [UInt8] {
    var table = (0...255).map { UInt8($0) }
    for (old, new) in order.enumerated().prefix(256) { table[old] = new }
    return table
  }

  /// Forgets the alternatives at or above `limit` (a smaller code size
  /// cannot write them; `indices` always can).
  mutating func dropAlternatives(from limit: Int) {
    guard var alternatives, limit <= 255 else { return }
    var kept = false
    for i in alternatives.indices {
      if alternatives[i] >= limit {
        alternatives[i] = indices[i]
      } else if alternatives[i] != indices[i] {
        kept = true
      }
    }
    self.alternatives = kept ? alternatives : nil
  }

  /// Turns pixels whose palette colour is exactly what the canvas already
  /// shows into the transparent index, and records each such choice in
  /// `alternatives`: a pixel made transparent may be drawn in its colour,
  /// and a transparent pixel whose shown colour is a palette entry may be
  /// drawn in that entry. The decoded picture is the same either way. Needs
  /// a transparent palette entry.
  mutating func keepPixelsAlreadyShown(_ shown: [UInt8], palette: [PaletteColor]) {
    guard let transparent = transparentIndex ?? palette.firstIndex(where: { $0.a == 0 }) else { return }
    // Opaque entries as pixel words; 0 for the rest, which no opaque pixel
    // equals.
    var words = [UInt32](repeating: 0, count: 256)
    // The shown colour's entry: a small open-addressing table over words.
    var keys = [UInt32](repeating: 0, count: 1024)
    var entries = [UInt8](repeating: 0, count: 1024)
    func slot(_ word: UInt32) -> Int { Int((word &* 2_654_435_761) >> 22) }
    for (i, color) in palette.enumerated().prefix(256) where color.a == 255 {
      let word = color.word
      words[i] = word
      var s = slot(word)
      while keys[s] != 0, keys[s] != word { s = (s + 1) & 1023 }
      if keys[s] == 0 { (keys[s], entries[s]) = (word, UInt8(i)) }  // the lowest index wins
    }
    var alternatives = indices
    var choices = 0
    var madeTransparent = false
    let t = UInt8(transparent)
    shown.withUnsafeBytes { raw in
      let shown = raw.bindMemory(to: UInt32.self)
      indices.withUnsafeMutableBufferPointer { indices in
        alternatives.withUnsafeMutableBufferPointer { alternatives in
          var lastShown: UInt32 = 0, lastEntry = -1
          for i in 0..<indices.count {
            let behind = shown[i]
            guard behind >> 24 == 0xFF else { continue }
            let index = indices[i]
            if index == t {
              if behind != lastShown {
                lastShown = behind
                var s = slot(behind)
                while keys[s] != 0, keys[s] != behind { s = (s + 1) & 1023 }
                lastEntry = keys[s] == behind ? Int(entries[s]) : -1
              }
              if lastEntry >= 0 {
                alternatives[i] = UInt8(lastEntry)
                choices += 1
              }
            } else if words[Int(index)] == behind {
              indices[i] = t
              madeTransparent = true
              choices += 1
            }
          }
        }
      }
    }
    if madeTransparent { transparentIndex = transparent }
    self.alternatives = choices > 0 ? alternatives : nil
  }

  /// The frame cropped to the bounding box of its non-transparent pixels
  /// (libimagequant keeps many changed pixels as "transparent: the canvas is
  /// good enough"), or nil when every pixel is transparent.
  func croppedToDrawnPixels() -> GIFFrame? {
    guard let transparent = transparentIndex.map(UInt8.init) else { return self }
    let (width, height) = (self.width, self.height)
    // Rows from the top and bottom until one draws, then each row's first
    // and last drawn pixel, narrowing the columns as they are found.
    let box: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = indices.withUnsafeBufferPointer { p in
      func draws(_ y: Int) -> Bool {
        let row = y * width
        for x in 0..<width where p[row + x] != transparent { return true }
        return false
      }
      guard let minY = (0..<height).first(where: draws) else { return nil }
      let maxY = (minY..<height).last(where: draws)!
      var minX = width, maxX = -1
      for y in minY...maxY {
        let row = y * width
        var x = 0
        while x < minX, p[row + x] == transparent { x += 1 }
        minX = min(minX, x)
        var last = width - 1
        while last > maxX, p[row + last] == transparent { last -= 1 }
        maxX = max(maxX, last)
      }
      return (minX, minY, maxX, maxY)
    }
    guard let box else { return nil }
    if box.minX == 0, box.minY == 0, box.maxX == width - 1, box.maxY == height - 1 { return self }
    var cropped = self
    cropped.left = left + box.minX
    cropped.top = top + box.minY
    cropped.width = box.maxX - box.minX + 1
    cropped.height = box.maxY - box.minY + 1
    func crop(_ all: [UInt8]) -> [UInt8] {
      var out = [UInt8]()
      out.reserveCapacity(cropped.width * cropped.height)
      for y in box.minY...box.maxY { out += all[(y * width + box.minX)...(y * width + box.maxX)] }
      return out
    }
    cropped.indices = crop(indices)
    cropped.alternatives = alternatives.map(crop)
    return cropped
  }
}
