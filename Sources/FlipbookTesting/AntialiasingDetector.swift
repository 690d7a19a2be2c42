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
// At the canvas's edge the window of `reach` pixels is cut off, and the
// colour that would explain a pixel may lie beyond it: iOS 18 shades a
// continuous capsule's blunt end faintly along the first column for a
// dozen pixels where the next column is background (GoodSwiftUI's 32-
// and 40-pt buttons at 3×, `sizeThatFits`), beside our background. So
// within `reach` of the edge, a pixel is forgiven when one image's
// colour is explained and is itself a blend (inside a slope), even if
// the other's is not. A shape moved by a point still fails inside the
// canvas, where its fill meets the other's background.
//
// What still fails: a shape moved by a pixel (its edge pixels are flat in
// one image, not the other; its interior pixels are flat), a colour off by
// a few percent (interior pixels are flat), a missing stroke (its pixels
// are flat or extrema in one image and plain background in the other).
// `AntialiasingTests` holds the figures.

/// The constants of the rules above. The rules themselves run in C
/// (`fbp_compare` in CFlipbookPixels' Compare.c), statement for statement
/// as written here before they moved: unoptimized Swift, which a user's
/// `swift test` builds, took 36 s to classify a failing full-screen 3×
/// snapshot of photographs (fespinoza/sample-json-app's trending list);
/// C at -O0, in bands on 2 cores, takes a few seconds.
enum AntialiasingDetector {
  /// The luma span that makes a neighbourhood an edge: low enough for a
  /// faint card's edge on its own shadow (6 levels), above a shadow's or a
  /// gradient's slope.
  static let edgeContrast = 4.0

  /// How much further than the range around it a resampled pixel may lie,
  /// as a share of that range (inside decoded pictures: a thin outline in
  /// vjr2005/Challenge's avatar, drawn 52 pt wide at 3×, is one row of 133
  /// on iOS and two of 147 and 149 here; up to 34 levels apart pixel by
  /// pixel, the ink where it is). Measured on that avatar: its 4,023
  /// differing pixels all pass; the same avatar mirrored (its mean
  /// unchanged) leaves 20,246 of 24,002 failing.
  static let resamplingSharpness = 0.2

  /// How far apart, in levels a channel, two resamplings' 3 × 3 averages
  /// may be (`GoldenComparison.decoderNoise`'s 6).
  static let resampledAverageLimit = 6.0

  /// Slack, in levels of a channel, around a neighbourhood's range and
  /// between a colour and the one that explains it.
  static let coverageSlack = 2
}
