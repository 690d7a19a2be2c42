// The golden comparison's per-pixel loops (FlipbookTesting's
// GoldenComparison, AntialiasingDetector, DecodedRegions, ColorDifference
// and DifferenceStrip): C, so that `swift test` in a debug build compares a
// failing full-screen 3× snapshot in seconds where unoptimized Swift took
// tens of seconds. The rules and their reasons are written once, in
// AntialiasingDetector.swift and GoldenComparison.swift; these functions
// follow them operation for operation, so the outcome is the same.
//
// Images are straight RGBA bytes (R, G, B, A in memory), `width` pixels a
// row, rows packed. Every function checks nothing: the Swift callers own
// the sizes.
#pragma once
#include <stddef.h>
#include <stdint.h>

/// The tolerance of one comparison and the cross-renderer rules' constants
/// (each named as in the Swift that sets it).
typedef struct {
  /// `GoldenTolerance.maxChannelDelta`.
  int max_channel_delta;
  /// `GoldenTolerance.maxDeltaE`, or a negative number to compare channels.
  double max_delta_e;
  /// `GoldenTolerance.ignoresAntialiasing`: apply the cross-renderer rules.
  int ignores_antialiasing;
  /// `GoldenTolerance.crossRenderer.maxChannelDelta`: across renderers,
  /// channels within it match even under a ΔE₀₀ tolerance.
  int rounding_delta;
  /// `AntialiasingDetector.reach`: how many pixels off an edge may stand.
  int reach;
  /// `GoldenComparison.edgeDeltaE`, `.edgeRounding`, `.decoderNoise`.
  double edge_delta_e;
  int edge_rounding;
  int decoder_noise;
  /// `AntialiasingDetector.edgeContrast`, `.coverageSlack`,
  /// `.resamplingSharpness`, `.resampledAverageLimit`.
  double edge_contrast;
  int coverage_slack;
  double resampling_sharpness;
  double resampled_average_limit;
} fbp_compare_rules;

/// What a comparison found (`GoldenComparison`'s counts); coordinates are
/// −1 where there is none.
typedef struct {
  long differing;
  int largest_delta, largest_x, largest_y;
  int worst_delta, worst_x, worst_y;
  double largest_delta_e;
  long antialiased;
  long decoded;
} fbp_compare_result;

/// Compares two images of one size under `rules`. `decoded` (NULL for
/// none) marks, one byte a pixel, where a decoded picture's noise may be
/// forgiven. `classes` (NULL for none) receives one byte a pixel: 0 equal,
/// 1 different but within the tolerance or forgiven, 2 different.
void fbp_compare(const uint8_t *expected, const uint8_t *actual, int width, int height,
                 const fbp_compare_rules *rules, const uint8_t *decoded, uint8_t *classes,
                 fbp_compare_result *result);

/// After `fbp_compare`: forgives the pixels it counted (class 2) that
/// form specks inside decoded pictures, where two resampling filters
/// disagree (see `DecodedRegions`): each 8-connected cluster of counted
/// pixels of at most `largest_speck` pixels lying wholly where `decoded`
/// is set. All or nothing: when the specks outnumber `share` of the
/// decoded pixels, none is forgiven. Forgiven pixels become class 1 and
/// move from `result`'s differing count to its decoded count (the worst
/// pixel is found again). Returns how many were forgiven.
long fbp_forgive_resampling_specks(const uint8_t *expected, const uint8_t *actual, int width, int height,
                                   const uint8_t *decoded, uint8_t *classes, int largest_speck, double share,
                                   fbp_compare_result *result);
/// Whether the region x0 ..< x1, y0 ..< y1 of two images differs, on
/// average, by at most `mean_limit` levels in each of red, green and blue
/// (actual − expected, signed); if so, marks it in `mask` (one byte a
/// pixel) with 1. The region must lie inside the images and not be empty.
int fbp_mark_decoded_region(const uint8_t *expected, const uint8_t *actual, int width, int x0, int y0, int x1,
                            int y1, double mean_limit, uint8_t *mask);

/// CIELAB (D65) of an sRGB colour, into `lab` (L, a, b).
void fbp_lab(uint8_t red, uint8_t green, uint8_t blue, double lab[3]);

/// The CIEDE2000 difference between two CIELAB colours.
double fbp_delta_e(const double p[3], const double q[3]);

/// Draws the failure strip's three panels into `strip` (RGBA, `strip_width`
/// pixels a row, at least 3 × max width + 2 × `gap` wide and max height
/// tall, already white): the expected image, the difference panel and the
/// actual image, each over a light checkerboard (see DifferenceStrip).
/// With `classes` (NULL for none; `fbp_compare`'s, one byte a pixel of the
/// larger size), the difference panel marks 2 red, 1 orange, 0 faded.
void fbp_difference_strip(const uint8_t *expected, int expected_width, int expected_height, const uint8_t *actual,
                          int actual_width, int actual_height, int max_channel_delta, int gap, uint8_t *strip,
                          int strip_width, const uint8_t *classes);

/// The 64-bit FNV-1a hash of `count` bytes (Rasterizer's content keys for
/// decoded images: a debug build hashes a photograph's pixels in
/// milliseconds).
uint64_t fbp_fnv1a(const uint8_t *bytes, size_t count);
