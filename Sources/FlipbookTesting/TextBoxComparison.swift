import FlipbookCore
import Foundation

// # Text compared by its boxes
//
// A reference recorded on iOS sets text in SF Pro; Flipbook sets it in
// Inter. The glyphs differ in every pixel, though the label is the same
// string in the same place. With the glyph-box option, a snapshot compares
// text runs by where they are instead of by their pixels:
//
// - the pixels of each of the rendered image's text boxes (the runs' frames
//   from its display list, grown by half a point for overhangs) are left
//   out of the pixel comparison;
// - in each box, the *ink* of the two images (pixels far from the box's
//   most common colour: more than 64/255 in a channel) must have the same
//   bounding box: left, top and bottom edges within a point, the right edge
//   within a point or 4 % of the width (SF's bold runs about 4 % wider than
//   Inter's). A box with ink in one image and none in the other fails.
// - the ink must be laid out alike along the run: its amount per column,
//   in 24 bins from the ink's left edge to its right, correlated between
//   the two images at 0.8 or more (a typeface's glyphs of one string put
//   their stems and gaps in the same places; another string's don't).
//
// So a label in another typeface at the same place passes (`TextBoxTests`:
// the same string 1 % wider with every glyph pixel moved, likeness 0.95);
// a moved label, a missing one, or another string fails ("Hello, there"
// against "Hello, world": likeness 0.77). It cannot read: a one-letter
// change of similar shape can pass. Everything that is not text is
// compared pixel by pixel under the tolerance.

/// The outcome of comparing two images with text by boxes.
public struct TextBoxComparison: Sendable {
  /// The pixel comparison outside the text boxes.
  public var pixels: GoldenComparison
  /// The text boxes whose ink disagrees, described.
  public var textFailures: [String]
  /// How many text boxes were compared by their ink.
  public var textBoxes: Int

  /// Whether the images match.
  public var passes: Bool { pixels.passes && textFailures.isEmpty }

  /// A one-line account.
  public var summary: String {
    var parts: [String] = []
    if !pixels.passes { parts.append(pixels.summary) }
    parts += textFailures
    return parts.isEmpty ? "matches (\(textBoxes) text boxes by their ink)" : parts.joined(separator: "; ")
  }

  /// Compares `actual` with `expected`, the text in `boxes` (points, root
  /// space, as `DisplayList.textBoxes` lists them) by its ink, the rest
  /// under `tolerance`; `scale` is the images' pixels per point.
  public init(expected: Bitmap, actual: Bitmap, textBoxes boxes: [CGRect], scale: CGFloat, tolerance: GoldenTolerance) {
    textBoxes = 0
    textFailures = []
    guard expected.width == actual.width, expected.height == actual.height else {
      pixels = GoldenComparison(expected: expected, actual: actual, tolerance: tolerance)
      return
    }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let width = actual.width, height = actual.height
    // The boxes in pixels, grown by half a point and clamped to the image.
    let regions: [(x0: Int, y0: Int, x1: Int, y1: Int)] = boxes.compactMap { box in
      let grown = box.insetBy(dx: -0.5, dy: -0.5)
      let x0 = max(0, Int((grown.minX * scale).rounded(.down))), y0 = max(0, Int((grown.minY * scale).rounded(.down)))
      let x1 = min(width, Int((grown.maxX * scale).rounded(.up))), y1 = min(height, Int((grown.maxY * scale).rounded(.up)))
      return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }
    // The reference with the boxes' pixels taken from the render: they
    // then never count in the pixel comparison.
    var masked = expected.pixels
    for region in regions {
      for y in region.y0..<region.y1 {
        let start = (y * width + region.x0) * 4, end = (y * width + region.x1) * 4
        masked.replaceSubrange(start..<end, with: actual.pixels[start..<end])
      }
    }
    let maskedExpected = (try? Bitmap(width: width, height: height, scale: expected.scale, pixels: masked)) ?? expected
    pixels = GoldenComparison(expected: maskedExpected, actual: actual, tolerance: tolerance)
    for (box, region) in zip(boxes, regions) {
      textBoxes += 1
      let reference = Self.ink(in: expected, region), rendered = Self.ink(in: actual, region)
      switch (reference, rendered) {
      case (nil, nil): continue
      case (nil, _?), (_?, nil):
        textFailures.append("text at \(Self.describe(box)) has ink in \(reference == nil ? "the render" : "the reference") only")
      case (let r?, let a?):
        let point = scale + 1
        let rightSlack = max(point, CGFloat(a.x1 - a.x0) * 0.04)
        if abs(r.x0 - a.x0) > Int(point) || abs(r.y0 - a.y0) > Int(point) || abs(r.y1 - a.y1) > Int(point)
          || CGFloat(abs(r.x1 - a.x1)) > rightSlack
        {
          textFailures.append(
            "text at \(Self.describe(box)): reference ink \(r.x0)…\(r.x1) × \(r.y0)…\(r.y1) px, "
              + "rendered \(a.x0)…\(a.x1) × \(a.y0)…\(a.y1) px")
        } else {
          let likeness = Self.correlation(Self.profile(expected, r, region), Self.profile(actual, a, region))
          lowestLikeness = min(lowestLikeness, likeness)
          if likeness < Self.minimumLikeness {
            textFailures.append(
              "text at \(Self.describe(box)): its ink is laid out unlike the reference's (likeness "
                + "\(String(format: "%.2f", likeness)), below \(Self.minimumLikeness)): another string?")
          }
        }
      }
    }
  }

  private static func describe(_ box: CGRect) -> String {
    func f(_ v: CGFloat) -> String { String(format: "%.1f", Double(v)) }
    return "(\(f(box.minX)), \(f(box.minY)), \(f(box.width)) × \(f(box.height)) pt)"
  }

  /// The lowest likeness of ink layouts among the boxes compared (1 when
  /// none was).
  public var lowestLikeness = 1.0

  /// How alike two runs' ink must be laid out (see `profile`).
  static let minimumLikeness = 0.8

  /// The run's ink along its width: the ink pixels of each column of `ink`
  /// (a box within `region`), summed into 24 bins from its left edge to its
  /// right, so two typefaces' widths of one string line up while another
  /// string's letters (stems, gaps, spaces) fall elsewhere.
  static func profile(
    _ bitmap: Bitmap, _ ink: (x0: Int, y0: Int, x1: Int, y1: Int), _ region: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) -> [Double] {
    let bins = 24
    var profile = [Double](repeating: 0, count: bins)
    let width = bitmap.width
    let background = Self.background(of: bitmap, region)
    let span = Double(max(ink.x1 - ink.x0, 1))
    for x in ink.x0..<ink.x1 {
      var count = 0.0
      for y in ink.y0..<ink.y1 {
        let o = (y * width + x) * 4
        let delta = (0..<4).map { abs(Int(bitmap.pixels[o + $0]) - background[$0]) }.max()!
        count += Double(delta) / 255
      }
      profile[min(bins - 1, Int(Double(x - ink.x0) / span * Double(bins)))] += count
    }
    return profile
  }

  /// Pearson's correlation of two profiles (1: alike).
  static func correlation(_ a: [Double], _ b: [Double]) -> Double {
    let n = Double(a.count)
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

  /// The most common colour in `region`, as channels.
  static func background(of bitmap: Bitmap, _ region: (x0: Int, y0: Int, x1: Int, y1: Int)) -> [Int] {
    var counts: [UInt32: Int] = [:]
    for y in region.y0..<region.y1 {
      for x in region.x0..<region.x1 {
        let o = (y * bitmap.width + x) * 4
        let key = UInt32(bitmap.pixels[o]) << 24 | UInt32(bitmap.pixels[o + 1]) << 16 | UInt32(bitmap.pixels[o + 2]) << 8
          | UInt32(bitmap.pixels[o + 3])
        counts[key, default: 0] += 1
      }
    }
    let key = counts.max { $0.value < $1.value }?.key ?? 0
    return [Int(key >> 24), Int(key >> 16 & 0xFF), Int(key >> 8 & 0xFF), Int(key & 0xFF)]
  }

  /// The bounding box of the pixels in `region` far from its most common
  /// colour (nil: none).
  static func ink(in bitmap: Bitmap, _ region: (x0: Int, y0: Int, x1: Int, y1: Int)) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    let width = bitmap.width
    var counts: [UInt32: Int] = [:]
    func color(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
      let o = (y * width + x) * 4
      return (bitmap.pixels[o], bitmap.pixels[o + 1], bitmap.pixels[o + 2], bitmap.pixels[o + 3])
    }
    for y in region.y0..<region.y1 {
      for x in region.x0..<region.x1 {
        let c = color(x, y)
        counts[UInt32(c.0) << 24 | UInt32(c.1) << 16 | UInt32(c.2) << 8 | UInt32(c.3), default: 0] += 1
      }
    }
    guard let background = counts.max(by: { $0.value < $1.value })?.key else { return nil }
    let b = (Int(background >> 24), Int(background >> 16 & 0xFF), Int(background >> 8 & 0xFF), Int(background & 0xFF))
    var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
    for y in region.y0..<region.y1 {
      for x in region.x0..<region.x1 {
        let c = color(x, y)
        let delta = max(abs(Int(c.0) - b.0), abs(Int(c.1) - b.1), abs(Int(c.2) - b.2), abs(Int(c.3) - b.3))
        guard delta > 64 else { continue }
        if let current = box {
          box = (min(current.x0, x), min(current.y0, y), max(current.x1, x + 1), max(current.y1, y + 1))
        } else {
          box = (x, y, x + 1, y + 1)
        }
      }
    }
    return box
  }
}
