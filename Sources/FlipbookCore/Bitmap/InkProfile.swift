import Foundation

/// Where a region's *ink* is: the pixels far from its most common colour
/// (more than 64/255 in a channel), and how that ink is laid out along the
/// region's width. The glyph-box comparison of snapshot tests (FlipbookTesting's
/// `TextBoxComparison`) judges text runs by these, and the text benchmark
/// (`Scripts/bench --text`) measures Flipbook's stand-in fonts against iOS's
/// with the same definitions.
public enum InkProfile {
  /// A rectangle of pixels, half-open: `x0..<x1`, `y0..<y1`.
  public struct Box: Equatable, Sendable {
    public var x0, y0, x1, y1: Int
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
      self.x0 = x0
      self.y0 = y0
      self.x1 = x1
      self.y1 = y1
    }
    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
  }

  /// How far from the background a channel must be for a pixel to be ink.
  public static let threshold = 64
  /// The lowest threshold a faint region is judged at.
  public static let faintThreshold = 12

  /// The threshold for a region whose ink reaches `peak` (its farthest
  /// pixel from the background, in either image compared): `threshold`,
  /// or half the peak when that is lower, so faint text (tertiary and
  /// placeholder greys, 40–60 levels from their background) still has ink
  /// to compare; a region flat within `faintThreshold` has none.
  public static func threshold(forPeak peak: Int) -> Int { min(threshold, max(faintThreshold, peak / 2)) }

  /// The farthest any pixel of `region` is from `background`.
  public static func peak(in bitmap: Bitmap, _ region: Box, background: [Int]) -> Int {
    var farthest = 0
    for y in region.y0..<region.y1 {
      for x in region.x0..<region.x1 { farthest = max(farthest, distance(bitmap, x, y, from: background)) }
    }
    return farthest
  }

  /// The most common colour in `region`, as channels (RGBA).
  public static func background(of bitmap: Bitmap, _ region: Box) -> [Int] {
    mostCommonColor(in: bitmap, region) { _, _ in true }
  }

  /// The most common colour among the pixels of `region` that `counts`
  /// (ties to the lower colour), as channels (RGBA); transparent black when
  /// none counts.
  package static func mostCommonColor(in bitmap: Bitmap, _ region: Box, where counts: (Int, Int) -> Bool) -> [Int] {
    var tally: [UInt32: Int] = [:]
    for y in region.y0..<region.y1 {
      for x in region.x0..<region.x1 where counts(x, y) {
        let o = (y * bitmap.width + x) * 4
        let key = UInt32(bitmap.pixels[o]) << 24 | UInt32(bitmap.pixels[o + 1]) << 16 | UInt32(bitmap.pixels[o + 2]) << 8
          | UInt32(bitmap.pixels[o + 3])
        tally[key, default: 0] += 1
      }
    }
    let key = tally.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 0
    return [Int(key >> 24), Int(key >> 16 & 0xFF), Int(key >> 8 & 0xFF), Int(key & 0xFF)]
  }

  /// How far the pixel at (x, y) is from `background`: its largest channel
  /// difference, 0…255.
  public static func distance(_ bitmap: Bitmap, _ x: Int, _ y: Int, from background: [Int]) -> Int {
    let o = (y * bitmap.width + x) * 4
    return max(
      abs(Int(bitmap.pixels[o]) - background[0]), abs(Int(bitmap.pixels[o + 1]) - background[1]),
      abs(Int(bitmap.pixels[o + 2]) - background[2]), abs(Int(bitmap.pixels[o + 3]) - background[3]))
  }

  /// The bounding box of the ink in `region` (nil: none): pixels farther
  /// than `threshold` from `background` (the region's, when already found).
  public static func box(in bitmap: Bitmap, _ region: Box, background: [Int]? = nil) -> Box? {
    box(in: bitmap, region, background: background, threshold: threshold)
  }

  /// The bounding box of the ink in `region` at `threshold` (see above).
  public static func box(in bitmap: Bitmap, _ region: Box, background: [Int]?, threshold: Int) -> Box? {
    guard region.width > 0, region.height > 0 else { return nil }
    let background = background ?? Self.background(of: bitmap, region)
    var found: Box?
    for y in region.y0..<region.y1 {
      for x in region.x0..<region.x1 where distance(bitmap, x, y, from: background) > threshold {
        if var f = found {
          f.x0 = min(f.x0, x)
          f.y0 = min(f.y0, y)
          f.x1 = max(f.x1, x + 1)
          f.y1 = max(f.y1, y + 1)
          found = f
        } else {
          found = Box(x0: x, y0: y, x1: x + 1, y1: y + 1)
        }
      }
    }
    return found
  }

  /// The ink along a run's width: each column's ink (its distance from the
  /// region's background, summed over the ink's rows) gathered into `bins`
  /// bins from the ink's left edge to its right, so two typefaces' widths
  /// of one string line up while another string's letters (stems, gaps,
  /// spaces) fall elsewhere. A column is shared between the two bins whose
  /// centres it lies between, in proportion to its distance from each
  /// (soft binning): with hard bin edges a stem that falls on an edge in
  /// one typeface and beside it in the other moves its whole ink from one
  /// bin to the next, and ScanNow's "Version" in SF Pro and Inter, the
  /// same ink box, correlated at 0.61; soft, at 0.96.
  public static func profile(_ bitmap: Bitmap, ink: Box, region: Box, bins: Int = 24, background: [Int]? = nil) -> [Double] {
    let bins = max(bins, 1)
    var profile = [Double](repeating: 0, count: bins)
    let background = background ?? Self.background(of: bitmap, region)
    let span = Double(max(ink.width, 1))
    for x in ink.x0..<ink.x1 {
      var count = 0.0
      for y in ink.y0..<ink.y1 { count += Double(distance(bitmap, x, y, from: background)) / 255 }
      // The column's centre in bin units, measured from the first bin's centre.
      let position = (Double(x - ink.x0) + 0.5) / span * Double(bins) - 0.5
      let lower = Int(position.rounded(.down)), share = position - Double(lower)
      profile[min(max(lower, 0), bins - 1)] += count * (1 - share)
      profile[min(max(lower + 1, 0), bins - 1)] += count * share
    }
    return profile
  }

  /// How many bins a run of `characters` characters is profiled in: two a
  /// character, at most 24. Measured on the iOS references (`Scripts/bench
  /// --text`): with 24 bins whatever the length, a short word's profile
  /// follows each typeface's own stems and the same string in SF Pro and
  /// Inter correlates as little as 0.46 ("What's" in the headline style);
  /// with two a character (soft-binned, `profile`) every run of four or
  /// more characters correlates at 0.79 or more, the same letters reversed
  /// at 0.74 or less (0.51 at the 95th percentile).
  public static func bins(characters: Int) -> Int { min(24, max(2, 2 * characters)) }

  /// Pearson's correlation of two profiles (1: alike; 0 when one is flat
  /// and the other not).
  public static func correlation(_ a: [Double], _ b: [Double]) -> Double {
    let n = Double(min(a.count, b.count))
    guard n > 0 else { return 1 }
    let ma = a.reduce(0, +) / n, mb = b.reduce(0, +) / n
    var sab = 0.0, saa = 0.0, sbb = 0.0
    for (x, y) in zip(a, b) {
      sab += (x - ma) * (y - mb)
      saa += (x - ma) * (x - ma)
      sbb += (y - mb) * (y - mb)
    }
    guard saa > 0, sbb > 0 else { return saa == sbb ? 1 : 0 }
    return sab / (saa * sbb).squareRoot()
  }

  /// The colour of the ink's most covered pixels: the most common colour
  /// among the pixels within 8/255 of the farthest from the background
  /// (the glyphs' solid cores, where antialiasing mixes nothing in), as
  /// channels (RGBA).
  public static func coreColor(_ bitmap: Bitmap, ink: Box, region: Box, background: [Int]? = nil) -> [Int] {
    let background = background ?? Self.background(of: bitmap, region)
    var farthest = 0
    for y in ink.y0..<ink.y1 {
      for x in ink.x0..<ink.x1 { farthest = max(farthest, distance(bitmap, x, y, from: background)) }
    }
    return mostCommonColor(in: bitmap, ink) { x, y in distance(bitmap, x, y, from: background) >= farthest - 8 }
  }
}
