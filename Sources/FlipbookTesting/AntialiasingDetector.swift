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
// neighbourhood spans 4 levels of luma or more in each), a blend in one
// of them (inside an intensity slope: a hairline's own pixels are not,
// and a hairline 3 % darker fails) or within 3 levels a channel, is
// forgiven while
// its colour is within ΔE₀₀ `GoldenComparison.edgeDeltaE` (2.3, the
// difference a person just notices): two rasterizers' coverage of the same
// small shape's edge (a spinner's spokes at 3×, where no neighbour is flat
// on both sides), or an edge a fraction of a pixel off because the text
// above it is set in another face (a card's faint edge on its shadow),
// differs by a few levels and never more. A shape moved by a point leaves
// pixels by an edge in one image and inside a flat area in the other.
//
// Third, where a point is one pixel (1×), a differing pixel that lies
// *inside* an intensity slope in both images (its luma strictly between
// its darkest and its brightest neighbour's in each) is forgiven when each
// image's colour lies within the range, channel by channel (2 levels of
// slack), that the other image's 3 × 3 neighbourhood spans: the same
// edge, covering the pixel a different share. A moved edge leaves the
// pixel at an extreme of its neighbourhood in one image (a hairline's
// pixel is darker than all around it; a shape moved by a pixel leaves a
// pixel of background beside background, or of fill beside fill), a
// recoloured fill is flat inside, a missing stroke leaves colours outside
// the other's range: none is inside a slope in both.
//
// Where a point is two pixels or more (the 2× and 3× of iOS references),
// a point's move is `scale` pixels, and an edge may be forgiven for
// standing up to `reach` = scale − 1 pixels off (1 at 2×, 2 at 3×): a
// differing pixel is forgiven when each image's colour is *explained* by
// the other image within `reach` pixels: some pixel there has it (2
// levels a channel), or, when it is a blend (inside a slope in its own
// image), it lies within the range the pixels there span. So a rounded
// end covered a different share (the iOS 26 spinner's spokes: 27 levels,
// ΔE₀₀ 7.8, some pixels solid in one image and part-covered in the
// other) and an edge a pixel or two off (a chip or a card hugging a
// label its stand-in face sets 1.6 px narrower at 3×) pass. A move of a
// point still leaves a line of pixels whose colour the other image has
// nowhere within reach (a fill's pixel `scale` pixels from any
// background), a recoloured fill's inside matches nothing, a thin line
// recoloured is an extreme, not a blend, and matches no pixel of the
// other's, and a missing element's pixels are nowhere in the other.
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
  /// How many pixels off an edge may stand and be forgiven (see above):
  /// the image's pixels per point less one, 0 at 1×.
  var reach = 0

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

  /// Whether the pixel is a blend in either image: inside an intensity
  /// slope there (not a line's or a fill's own colour).
  func isBlend(x: Int, y: Int) -> Bool {
    isInsideSlope(x: x, y: y, in: first) || isInsideSlope(x: x, y: y, in: second)
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

  /// Whether the pixel differs only as a shared edge's coverage or place
  /// does (the third and fourth rules above).
  func isEdgeCoverage(x: Int, y: Int) -> Bool {
    guard reach > 0 else {
      return isInsideSlope(x: x, y: y, in: first) && isInsideSlope(x: x, y: y, in: second)
        && isWithinRange(x: x, y: y, of: first, spannedBy: second, radius: 1)
        && isWithinRange(x: x, y: y, of: second, spannedBy: first, radius: 1)
    }
    return isExplained(x: x, y: y, in: first, by: second) && isExplained(x: x, y: y, in: second, by: first)
  }

  /// Whether the pixel's colour in `image` is found in `other` within
  /// `reach` pixels, or, being a blend in `image`, lies within the range
  /// `other` spans there.
  private func isExplained(x: Int, y: Int, in image: UnsafeBufferPointer<UInt8>, by other: UnsafeBufferPointer<UInt8>) -> Bool {
    let center = (y * width + x) * 4
    for ny in max(y - reach, 0)...min(y + reach, height - 1) {
      for nx in max(x - reach, 0)...min(x + reach, width - 1) {
        let offset = (ny * width + nx) * 4
        if (0..<4).allSatisfy({ abs(Int(other[offset + $0]) - Int(image[center + $0])) <= Self.coverageSlack }) {
          return true
        }
      }
    }
    return isInsideSlope(x: x, y: y, in: image) && isWithinRange(x: x, y: y, of: image, spannedBy: other, radius: reach)
  }

  /// Whether, inside a picture decoded from a lossy file, the pixel
  /// differs only as another resampling filter makes it. Filters differ
  /// in phase and sharpness (a thin outline in vjr2005/Challenge's avatar,
  /// drawn 52 pt wide at 3×, is one row of 133 on iOS and two of 147 and
  /// 149 here; the darkest of a diagonal stroke 81 there and 86 here; up
  /// to 34 levels apart pixel by pixel) but keep the ink where it is. So
  /// the pixel passes when each image's colour lies within the range the
  /// other spans within `reach` pixels (one at 1×), widened by
  /// `resamplingSharpness` of that range, or when the two images' 3 × 3
  /// averages around it agree within `resampledAverageLimit` levels a
  /// channel. Measured on that avatar: its 4,023 differing pixels all
  /// pass; the same avatar mirrored (its mean unchanged) leaves 20,246 of
  /// 24,002 failing. Only for regions `DecodedRegions` forgives.
  func isResampled(x: Int, y: Int) -> Bool {
    let radius = max(reach, 1)
    if isWithinRange(x: x, y: y, of: first, spannedBy: second, radius: radius, widening: Self.resamplingSharpness),
      isWithinRange(x: x, y: y, of: second, spannedBy: first, radius: radius, widening: Self.resamplingSharpness)
    {
      return true
    }
    for channel in 0..<4 {
      var sums = (0, 0), count = 0
      for ny in max(y - 1, 0)...min(y + 1, height - 1) {
        for nx in max(x - 1, 0)...min(x + 1, width - 1) {
          let offset = (ny * width + nx) * 4 + channel
          sums.0 += Int(first[offset])
          sums.1 += Int(second[offset])
          count += 1
        }
      }
      if Double(abs(sums.0 - sums.1)) / Double(count) > Self.resampledAverageLimit { return false }
    }
    return true
  }

  /// How much further than the range around it a resampled pixel may lie,
  /// as a share of that range.
  static let resamplingSharpness = 0.2

  /// How far apart, in levels a channel, two resamplings' 3 × 3 averages
  /// may be (`GoldenComparison.decoderNoise`'s 6).
  static let resampledAverageLimit = 6.0

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
  /// (with `coverageSlack`) the pixels of `other` within `radius` of the
  /// same place span.
  private func isWithinRange(
    x: Int, y: Int, of image: UnsafeBufferPointer<UInt8>, spannedBy other: UnsafeBufferPointer<UInt8>, radius: Int,
    widening: Double = 0
  ) -> Bool {
    let center = (y * width + x) * 4
    for channel in 0..<4 {
      var low = 255, high = 0
      for ny in max(y - radius, 0)...min(y + radius, height - 1) {
        for nx in max(x - radius, 0)...min(x + radius, width - 1) {
          let value = Int(other[(ny * width + nx) * 4 + channel])
          low = min(low, value)
          high = max(high, value)
        }
      }
      let own = Int(image[center + channel])
      let slack = Self.coverageSlack + Int(Double(high - low) * widening)
      if own < low - slack || own > high + slack { return false }
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
