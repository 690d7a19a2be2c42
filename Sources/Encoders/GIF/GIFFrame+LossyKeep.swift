extension GIFFrame {
  /// Under lossy encoding, turns into the transparent index ("keep") every
  /// opaque pixel whose shown colour is within `bound` (Euclidean distance
  /// in sRGB) of its source colour: `source` and `shown` are the frame
  /// rectangle's source pixels and what the canvas shows there.
  ///
  /// Lossy matching writes pixels up to `bound` from their colour, so the
  /// canvas rarely shows a palette colour exactly; without this, the next
  /// frame would find those pixels "changed" (`keepPixelsAlreadyShown`
  /// keeps only exact matches) and write them again, and the lossy GIF
  /// would grow: the chart film took 627 KB at `--lossy 8` against 579 KB
  /// lossless. A kept pixel shows a colour within the bound, the contract
  /// `GIFEncoder.Options.lossy` states, and stays below the encoder's
  /// stale-pixel tolerance, so it is never left far from its source.
  /// Needs a transparent entry; does nothing without one.
  mutating func keepPixelsWithinBound(source: [UInt8], shown: [UInt8], palette: [PaletteColor], bound: Int) {
    guard bound > 0, let transparent = transparentIndex ?? palette.firstIndex(where: { $0.a == 0 }),
      source.count == indices.count * 4, shown.count == source.count
    else { return }
    let t = UInt8(transparent)
    let squaredBound = bound * bound
    var kept = false
    var alternatives = self.alternatives
    source.withUnsafeBufferPointer { source in
      shown.withUnsafeBufferPointer { shown in
        indices.withUnsafeMutableBufferPointer { indices in
          for i in 0..<indices.count where indices[i] != t {
            let p = i * 4
            guard source[p + 3] == 255, shown[p + 3] == 255 else { continue }
            let r = Int(source[p]) - Int(shown[p])
            let g = Int(source[p + 1]) - Int(shown[p + 1])
            let b = Int(source[p + 2]) - Int(shown[p + 2])
            if r * r + g * g + b * b <= squaredBound {
              indices[i] = t
              // No choice here: drawing it would change the picture.
              alternatives?[i] = t
              kept = true
            }
          }
        }
      }
    }
    guard kept else { return }
    transparentIndex = transparent
    self.alternatives = alternatives
  }
}
