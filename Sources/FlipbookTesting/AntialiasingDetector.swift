import FlipbookCore
import Foundation

// # Differences that are only antialiasing
//
// A reference recorded by another renderer (Core Graphics on the iOS
// simulator) draws the same shapes, but its edges are shaded differently:
// every pixel along a curve or a slanted line may be a few levels off. A
// tolerance wide enough for those pixels would also pass a moved line or a
// changed colour. So the cross-renderer tolerance does not widen: it
// classifies. A differing pixel is forgiven only when, in one of the two
// images, it is an antialiased pixel of an edge that the other image has
// too. This is the detector pixelmatch and odiff use, after V. Vyšniauskas,
// "Anti-aliased pixel and intensity slope detector" (2009):
//
// 1. In its 3 × 3 neighbourhood the pixel has at most two neighbours of its
//    own brightness (more, and it is inside a flat area or along a line of
//    its own colour: a real pixel of a shape).
// 2. It lies on an intensity slope: it has both a darker and a brighter
//    neighbour (a 1-px line is darker or brighter than all around it, so
//    a moved hairline is never forgiven).
// 3. The darkest or the brightest of those neighbours sits in a flat patch
//    (three or more neighbours of exactly its colour) in *both* images:
//    the two sides of the edge are solid in each, so the edge is shared and
//    only its shading differs.
//
// Brightness is the luma of the pixel composited over white (BT.601).
// Second, a differing pixel by an edge in both images (its 3 × 3
// neighbourhood spans 4 levels of luma or more in each) is forgiven while
// its colour is within ΔE₀₀ `GoldenComparison.edgeDeltaE` (2.3, the
// difference a person just notices): two rasterizers' coverage of the same
// small shape's edge (a spinner's spokes at 3×, where no neighbour is flat
// on both sides), or an edge a fraction of a pixel off because the text
// above it is set in another face (a card's faint edge on its shadow),
// differs by a few levels and never more. A shape moved by a point leaves
// pixels by an edge in one image and inside a flat area in the other.
//
// Third, a differing pixel that lies *inside* an intensity slope in both
// images (its luma strictly between its darkest and its brightest
// neighbour's in each; in one of them is enough where a point is two
// pixels or more, below) is forgiven when each image's colour lies within
// the range, channel by channel (2 levels of slack), that the other
// image's 3 × 3 neighbourhood spans: the same edge, covering the pixel a
// different share. This is what two rasterizers do to a small shape's
// rounded end, where no neighbour is flat and coverage differs by tens of
// levels (the activity indicator's spokes at 3×: 27 levels, ΔE₀₀ 7.8,
// against the iOS 26 simulator; a chip's border; a badge's corner). A
// moved edge leaves the pixel at an extreme of its neighbourhood in one
// image (a hairline's pixel is darker than all around it; a shape moved
// by a pixel leaves a pixel of background beside background, or of fill
// beside fill), a recoloured fill is flat inside, a missing stroke leaves
// colours outside the other's range: none is inside a slope in both.
// Where a point is two pixels or more (2× and 3× references), a slope in
// one image is enough: a spoke's edge half a pixel off leaves its pixel
// solid in one image and part-covered in the other (12 such pixels, ΔE₀₀
// up to 5.5, in the iOS 26 spinner). A move of a point is then two pixels
// or more, and leaves pixels whose colour the other image's neighbourhood
// does not hold (a fill's pixel two pixels from any background); a move
// of one pixel at 1× would pass, so at 1× both images need the slope.
//
// What still fails: a shape moved by a pixel (its edge pixels are flat in
// one image, not the other; its interior pixels are flat), a colour off by
// a few percent (interior pixels are flat), a missing stroke (its pixels
// are flat or extrema in one image and plain background in the other).
// `AntialiasingTests` holds the figures.

/// Tells antialiased edge pixels from real differences (see above).
struct AntialiasingDetector {
  let width: Int
  let height: Int
  let first: UnsafeBufferPointer<UInt8>
  let second: UnsafeBufferPointer<UInt8>
  /// Whether a slope in one image forgives an edge's coverage (a point is
  /// two pixels or more; see above).
  var slopeInOneSuffices = false

  /// Whether the pixel at (x, y) differs only as antialiasing does: an
  /// antialiased pixel of a shared edge in either image.
  func isAntialiasing(x: Int, y: Int) -> Bool {
    isAntialiased(x: x, y: y, in: first, other: second) || isAntialiased(x: x, y: y, in: second, other: first)
  }

  private func luma(_ image: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Double {
    let alpha = Double(image[offset + 3]) / 255
    func over(_ channel: UInt8) -> Double { Double(channel) * alpha + 255 * (1 - alpha) }
    return 0.299 * over(image[offset]) + 0.587 * over(image[offset + 1]) + 0.114 * over(image[offset + 2])
  }

  private func isAntialiased(x: Int, y: Int, in image: UnsafeBufferPointer<UInt8>, other: UnsafeBufferPointer<UInt8>) -> Bool {
    let center = (y * width + x) * 4
    let own = luma(image, center)
    var equal = 0
    var darkest = 0.0, brightest = 0.0
    var darkestAt: (Int, Int)?, brightestAt: (Int, Int)?
    // Pixels on the image's border count their missing neighbours as
    // equal, as pixelmatch does (an edge along the border is not forgiven).
    if x == 0 || x == width - 1 || y == 0 || y == height - 1 { equal += 1 }
    for ny in max(y - 1, 0)...min(y + 1, height - 1) {
      for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
        let delta = luma(image, (ny * width + nx) * 4) - own
        if delta == 0 {
          equal += 1
          if equal > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > brightest {
          brightest = delta
          brightestAt = (nx, ny)
        }
      }
    }
    guard let dark = darkestAt, let bright = brightestAt else { return false }
    return (isFlat(dark, in: image) && isFlat(dark, in: other)) || (isFlat(bright, in: image) && isFlat(bright, in: other))
  }

  /// Whether the pixel lies by an edge in both images: its 3 × 3
  /// neighbourhood spans at least `edgeContrast` levels of luma in each. A
  /// recoloured shape's inside is flat, a gradient's neighbourhood spans a
  /// level or two: neither is by an edge.
  func isOnEdgeInBoth(x: Int, y: Int) -> Bool {
    isOnEdge(x: x, y: y, in: first) && isOnEdge(x: x, y: y, in: second)
  }

  /// The luma span that makes a neighbourhood an edge: low enough for a
  /// faint card's edge on its own shadow (6 levels), above a shadow's or a
  /// gradient's slope.
  static let edgeContrast = 4.0

  private func isOnEdge(x: Int, y: Int, in image: UnsafeBufferPointer<UInt8>) -> Bool {
    var low = Double.infinity, high = -Double.infinity
    for ny in max(y - 1, 0)...min(y + 1, height - 1) {
      for nx in max(x - 1, 0)...min(x + 1, width - 1) {
        let value = luma(image, (ny * width + nx) * 4)
        low = min(low, value)
        high = max(high, value)
      }
    }
    return high - low >= Self.edgeContrast
  }

  /// Whether the pixel differs only in the share of a shared edge that
  /// covers it (the third rule above): inside a slope in both images (or
  /// one, with `slopeInOneSuffices`), and each image's colour within the
  /// other's neighbourhood's range.
  func isEdgeCoverage(x: Int, y: Int) -> Bool {
    let slopes = slopeInOneSuffices
      ? isInsideSlope(x: x, y: y, in: first) || isInsideSlope(x: x, y: y, in: second)
      : isInsideSlope(x: x, y: y, in: first) && isInsideSlope(x: x, y: y, in: second)
    return slopes
      && isWithinRange(x: x, y: y, of: first, spannedBy: second)
      && isWithinRange(x: x, y: y, of: second, spannedBy: first)
  }

  /// Slack, in levels of a channel, around a neighbourhood's range.
  static let coverageSlack = 2

  /// Whether the pixel's luma lies strictly between its darkest and its
  /// brightest neighbour's (by more than half a level each way).
  private func isInsideSlope(x: Int, y: Int, in image: UnsafeBufferPointer<UInt8>) -> Bool {
    let own = luma(image, (y * width + x) * 4)
    var darker = false, brighter = false
    for ny in max(y - 1, 0)...min(y + 1, height - 1) {
      for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
        let value = luma(image, (ny * width + nx) * 4)
        if value < own - 0.5 { darker = true }
        if value > own + 0.5 { brighter = true }
      }
    }
    return darker && brighter
  }

  /// Whether every channel of the pixel in `image` lies within the range
  /// (with `coverageSlack`) the 3 × 3 neighbourhood of the same place in
  /// `other` spans.
  private func isWithinRange(
    x: Int, y: Int, of image: UnsafeBufferPointer<UInt8>, spannedBy other: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let center = (y * width + x) * 4
    for channel in 0..<4 {
      var low = 255, high = 0
      for ny in max(y - 1, 0)...min(y + 1, height - 1) {
        for nx in max(x - 1, 0)...min(x + 1, width - 1) {
          let value = Int(other[(ny * width + nx) * 4 + channel])
          low = min(low, value)
          high = max(high, value)
        }
      }
      let own = Int(image[center + channel])
      if own < low - Self.coverageSlack || own > high + Self.coverageSlack { return false }
    }
    return true
  }

  /// Whether at least three neighbours of the pixel have exactly its colour.
  private func isFlat(_ point: (Int, Int), in image: UnsafeBufferPointer<UInt8>) -> Bool {
    let (x, y) = point
    let center = (y * width + x) * 4
    var same = x == 0 || x == width - 1 || y == 0 || y == height - 1 ? 1 : 0
    for ny in max(y - 1, 0)...min(y + 1, height - 1) {
      for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
        let offset = (ny * width + nx) * 4
        if image[offset] == image[center], image[offset + 1] == image[center + 1], image[offset + 2] == image[center + 2],
          image[offset + 3] == image[center + 3]
        {
          same += 1
          if same >= 3 { return true }
        }
      }
    }
    return false
  }
}
