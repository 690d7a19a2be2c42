// The golden comparison's per-pixel rules (see FlipbookCompare.h). Each
// function is the Swift it replaced, operation for operation and in the
// same order, with contraction off, so the doubles and the outcome are the
// same; the rules' reasons are in AntialiasingDetector.swift.
#pragma STDC FP_CONTRACT OFF
#include "FlipbookCompare.h"
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const double pi = 3.141592653589793115997963468544185161590576171875;

// A debug build compiles this at -O0, where clang still inlines what is
// marked always_inline: the helpers below run once a neighbour a rule
// looks at, millions of times in a full-screen comparison.
#define HOT static inline __attribute__((always_inline))

typedef struct {
  int width, height;
  const uint8_t *first, *second;
  /// Each image's luma, pixel by pixel, when there was room for it.
  const double *first_luma, *second_luma;
  const fbp_compare_rules *rules;
} detector;

HOT int imin(int a, int b) { return a < b ? a : b; }
HOT int imax(int a, int b) { return a > b ? a : b; }
/// The largest difference of a pixel's four channels (at byte `offset`).
HOT int channel_delta(const uint8_t *expected, const uint8_t *actual, size_t offset) {
  int delta = 0;
  for (int c = 0; c < 4; c++) delta = imax(delta, abs((int)expected[offset + (size_t)c] - (int)actual[offset + (size_t)c]));
  return delta;
}

/// The luma of a pixel composited over white (BT.601).
HOT double compute_luma(const uint8_t *image, size_t offset) {
  double alpha = (double)image[offset + 3] / 255;
  double r = (double)image[offset] * alpha + 255 * (1 - alpha);
  double g = (double)image[offset + 1] * alpha + 255 * (1 - alpha);
  double b = (double)image[offset + 2] * alpha + 255 * (1 - alpha);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

HOT size_t at(const detector *d, int x, int y) { return ((size_t)y * (size_t)d->width + (size_t)x) * 4; }

/// The luma of `image`'s pixel at byte `offset`, from its plane if made.
HOT double luma_of(const detector *d, const uint8_t *image, size_t offset) {
  const double *plane = image == d->first ? d->first_luma : d->second_luma;
  return plane ? plane[offset / 4] : compute_luma(image, offset);
}

/// Whether at least three neighbours of the pixel have exactly its colour.
static int is_flat(const detector *d, int x, int y, const uint8_t *image) {
  size_t center = at(d, x, y);
  int same = x == 0 || x == d->width - 1 || y == 0 || y == d->height - 1 ? 1 : 0;
  for (int ny = imax(y - 1, 0); ny <= imin(y + 1, d->height - 1); ny++) {
    for (int nx = imax(x - 1, 0); nx <= imin(x + 1, d->width - 1); nx++) {
      if (nx == x && ny == y) continue;
      size_t offset = at(d, nx, ny);
      if (memcmp(image + offset, image + center, 4) == 0) {
        same += 1;
        if (same >= 3) return 1;
      }
    }
  }
  return 0;
}

static int is_antialiased(const detector *d, int x, int y, const uint8_t *image, const uint8_t *other) {
  double own = luma_of(d, image, at(d, x, y));
  int equal = 0;
  double darkest = 0, brightest = 0;
  int dark_x = -1, dark_y = -1, bright_x = -1, bright_y = -1;
  if (x == 0 || x == d->width - 1 || y == 0 || y == d->height - 1) equal += 1;
  for (int ny = imax(y - 1, 0); ny <= imin(y + 1, d->height - 1); ny++) {
    for (int nx = imax(x - 1, 0); nx <= imin(x + 1, d->width - 1); nx++) {
      if (nx == x && ny == y) continue;
      double delta = luma_of(d, image, at(d, nx, ny)) - own;
      if (delta == 0) {
        equal += 1;
        if (equal > 2) return 0;
      } else if (delta < darkest) {
        darkest = delta;
        dark_x = nx;
        dark_y = ny;
      } else if (delta > brightest) {
        brightest = delta;
        bright_x = nx;
        bright_y = ny;
      }
    }
  }
  if (dark_x < 0 || bright_x < 0) return 0;
  return (is_flat(d, dark_x, dark_y, image) && is_flat(d, dark_x, dark_y, other))
         || (is_flat(d, bright_x, bright_y, image) && is_flat(d, bright_x, bright_y, other));
}

static int is_on_edge(const detector *d, int x, int y, const uint8_t *image) {
  double low = INFINITY, high = -INFINITY;
  for (int ny = imax(y - 1, 0); ny <= imin(y + 1, d->height - 1); ny++) {
    for (int nx = imax(x - 1, 0); nx <= imin(x + 1, d->width - 1); nx++) {
      double value = luma_of(d, image, at(d, nx, ny));
      low = fmin(low, value);
      high = fmax(high, value);
    }
  }
  return high - low >= d->rules->edge_contrast;
}

static int is_inside_slope(const detector *d, int x, int y, const uint8_t *image) {
  double own = luma_of(d, image, at(d, x, y));
  int darker = 0, brighter = 0;
  for (int ny = imax(y - 1, 0); ny <= imin(y + 1, d->height - 1); ny++) {
    for (int nx = imax(x - 1, 0); nx <= imin(x + 1, d->width - 1); nx++) {
      if (nx == x && ny == y) continue;
      double value = luma_of(d, image, at(d, nx, ny));
      if (value < own - 0.5) darker = 1;
      if (value > own + 0.5) brighter = 1;
    }
  }
  return darker && brighter;
}

static int is_within_range(const detector *d, int x, int y, const uint8_t *image, const uint8_t *other, int radius,
                           double widening) {
  size_t center = at(d, x, y);
  for (int channel = 0; channel < 4; channel++) {
    int low = 255, high = 0;
    for (int ny = imax(y - radius, 0); ny <= imin(y + radius, d->height - 1); ny++) {
      for (int nx = imax(x - radius, 0); nx <= imin(x + radius, d->width - 1); nx++) {
        int value = other[at(d, nx, ny) + (size_t)channel];
        low = imin(low, value);
        high = imax(high, value);
      }
    }
    int own = image[center + (size_t)channel];
    int slack = d->rules->coverage_slack + (int)((double)(high - low) * widening);
    if (own < low - slack || own > high + slack) return 0;
  }
  return 1;
}

static int is_explained(const detector *d, int x, int y, const uint8_t *image, const uint8_t *other) {
  size_t center = at(d, x, y);
  int reach = d->rules->reach, slack = d->rules->coverage_slack;
  for (int ny = imax(y - reach, 0); ny <= imin(y + reach, d->height - 1); ny++) {
    for (int nx = imax(x - reach, 0); nx <= imin(x + reach, d->width - 1); nx++) {
      size_t offset = at(d, nx, ny);
      int near = 1;
      for (int c = 0; c < 4 && near; c++) near = abs((int)other[offset + (size_t)c] - (int)image[center + (size_t)c]) <= slack;
      if (near) return 1;
    }
  }
  return is_inside_slope(d, x, y, image) && is_within_range(d, x, y, image, other, reach, 0);
}

static int is_edge_coverage(const detector *d, int x, int y) {
  if (d->rules->reach <= 0) {
    return is_inside_slope(d, x, y, d->first) && is_inside_slope(d, x, y, d->second)
           && is_within_range(d, x, y, d->first, d->second, 1, 0) && is_within_range(d, x, y, d->second, d->first, 1, 0);
  }
  int first_explained = is_explained(d, x, y, d->first, d->second);
  int second_explained = is_explained(d, x, y, d->second, d->first);
  if (first_explained && second_explained) return 1;
  if (!first_explained && !second_explained) return 0;
  /* At the canvas's edge part of the window is off the canvas, where a
     colour that would explain the pixel may lie: a blend in one image that
     the other's window explains, beside that image's unexplained colour
     (iOS's faint coverage of a continuous capsule's blunt end in the first
     column, against background here), is the same edge cut off. */
  int reach = d->rules->reach;
  int near_border = x < reach || y < reach || x >= d->width - reach || y >= d->height - reach;
  if (!near_border) return 0;
  const uint8_t *blend = first_explained ? d->first : d->second;
  return is_inside_slope(d, x, y, blend);
}

static int is_resampled(const detector *d, int x, int y) {
  int radius = imax(d->rules->reach, 1);
  double sharpness = d->rules->resampling_sharpness;
  if (is_within_range(d, x, y, d->first, d->second, radius, sharpness)
      && is_within_range(d, x, y, d->second, d->first, radius, sharpness)) {
    return 1;
  }
  for (int channel = 0; channel < 4; channel++) {
    int first = 0, second = 0, count = 0;
    for (int ny = imax(y - 1, 0); ny <= imin(y + 1, d->height - 1); ny++) {
      for (int nx = imax(x - 1, 0); nx <= imin(x + 1, d->width - 1); nx++) {
        size_t offset = at(d, nx, ny) + (size_t)channel;
        first += d->first[offset];
        second += d->second[offset];
        count += 1;
      }
    }
    if ((double)abs(first - second) / (double)count > d->rules->resampled_average_limit) return 0;
  }
  return 1;
}

/// sRGB channel values made linear, by the formula, for all 256 values
/// (filled on first use: the same doubles, without a pow a channel).
static double linear_table[256];
static int linear_table_ready;

static void fill_linear_table(void) {
  for (int c = 0; c < 256; c++) {
    double v = (double)c / 255;
    linear_table[c] = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
  }
  __atomic_store_n(&linear_table_ready, 1, __ATOMIC_RELEASE);
}

void fbp_lab(uint8_t red, uint8_t green, uint8_t blue, double lab[3]) {
  // Threads racing here each fill the table with the same values.
  if (!__atomic_load_n(&linear_table_ready, __ATOMIC_ACQUIRE)) fill_linear_table();
  double r = linear_table[red], g = linear_table[green], b = linear_table[blue];
  double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
  double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
  double t[3] = {x, y, z}, f[3];
  for (int i = 0; i < 3; i++) f[i] = t[i] > 216.0 / 24389 ? cbrt(t[i]) : (24389.0 / 27 * t[i] + 16) / 116;
  lab[0] = 116 * f[1] - 16;
  lab[1] = 500 * (f[0] - f[1]);
  lab[2] = 200 * (f[1] - f[2]);
}

HOT double hue(double b, double a) {
  if (!(a != 0 || b != 0)) return 0;
  double h = atan2(b, a) * 180 / pi;
  return h < 0 ? h + 360 : h;
}

HOT double rad(double degrees) { return degrees * pi / 180; }

double fbp_delta_e(const double p[3], const double q[3]) {
  double c1 = hypot(p[1], p[2]), c2 = hypot(q[1], q[2]);
  double mean_c = (c1 + c2) / 2;
  double mean_c7 = pow(mean_c, 7);
  double g = 0.5 * (1 - sqrt(mean_c7 / (mean_c7 + pow(25, 7))));
  double a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
  double c1p = hypot(a1, p[2]), c2p = hypot(a2, q[2]);
  double h1 = hue(p[2], a1), h2 = hue(q[2], a2);
  double delta_l = q[0] - p[0];
  double delta_c = c2p - c1p;
  double delta_h;
  if (c1p * c2p == 0) {
    delta_h = 0;
  } else if (fabs(h2 - h1) <= 180) {
    delta_h = h2 - h1;
  } else {
    delta_h = h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 + 360;
  }
  double big_delta_h = 2 * sqrt(c1p * c2p) * sin(delta_h / 2 * pi / 180);
  double mean_l = (p[0] + q[0]) / 2;
  double mean_cp = (c1p + c2p) / 2;
  double mean_h;
  if (c1p * c2p == 0) {
    mean_h = h1 + h2;
  } else if (fabs(h1 - h2) <= 180) {
    mean_h = (h1 + h2) / 2;
  } else {
    mean_h = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  double t = 1 - 0.17 * cos(rad(mean_h - 30)) + 0.24 * cos(rad(2 * mean_h)) + 0.32 * cos(rad(3 * mean_h + 6))
             - 0.20 * cos(rad(4 * mean_h - 63));
  double delta_theta = 30 * exp(-pow((mean_h - 275) / 25, 2));
  double mean_cp7 = pow(mean_cp, 7);
  double rc = 2 * sqrt(mean_cp7 / (mean_cp7 + pow(25, 7)));
  double sl = 1 + 0.015 * pow(mean_l - 50, 2) / sqrt(20 + pow(mean_l - 50, 2));
  double sc = 1 + 0.045 * mean_cp;
  double sh = 1 + 0.015 * mean_cp * t;
  double rt = -sin(rad(2 * delta_theta)) * rc;
  double l_term = delta_l / sl, c_term = delta_c / sc, h_term = big_delta_h / sh;
  return sqrt(l_term * l_term + c_term * c_term + h_term * h_term + rt * c_term * h_term);
}

/// The ΔE₀₀ between two pixels, each composited over white.
static double pixel_delta_e(const uint8_t *e, const uint8_t *a, size_t offset) {
  double labs[2][3];
  const uint8_t *images[2] = {e, a};
  for (int i = 0; i < 2; i++) {
    const uint8_t *p = images[i] + offset;
    int alpha = p[3];
    uint8_t over[3];
    for (int c = 0; c < 3; c++) over[c] = (uint8_t)(((int)p[c] * alpha + 255 * (255 - alpha) + 127) / 255);
    fbp_lab(over[0], over[1], over[2], labs[i]);
  }
  return fbp_delta_e(labs[0], labs[1]);
}

/// One band of rows, compared by one thread.
typedef struct {
  const detector *d;
  const uint8_t *decoded;
  uint8_t *classes;
  int first_row, end_row;
  fbp_compare_result result;
} band;

static void compare_band(band *b) {
  const detector *d = b->d;
  const fbp_compare_rules *rules = d->rules;
  const uint8_t *expected = d->first, *actual = d->second;
  int width = d->width;
  fbp_compare_result *result = &b->result;
  size_t row_bytes = (size_t)width * 4;
  for (int row = b->first_row; row < b->end_row; row++) {
    if (memcmp(expected + (size_t)row * row_bytes, actual + (size_t)row * row_bytes, row_bytes) == 0) continue;
    for (int x = 0; x < width; x++) {
      size_t pixel = (size_t)row * (size_t)width + (size_t)x, offset = pixel * 4;
      int delta = channel_delta(expected, actual, offset);
      if (delta <= 0) continue;
      int differs;
      int has_delta_e = 0;
      double delta_e = 0;
      if (rules->max_delta_e >= 0) {
        int alpha_delta = abs((int)expected[offset + 3] - (int)actual[offset + 3]);
        delta_e = pixel_delta_e(expected, actual, offset);
        has_delta_e = 1;
        if (delta_e > result->largest_delta_e) result->largest_delta_e = delta_e;
        differs = delta_e > rules->max_delta_e || alpha_delta > rules->max_channel_delta;
        if (differs && rules->ignores_antialiasing && delta <= rules->rounding_delta) differs = 0;
      } else {
        differs = delta > rules->max_channel_delta;
      }
      if (differs && rules->ignores_antialiasing) {
        int forgiven = is_antialiased(d, x, row, expected, actual) || is_antialiased(d, x, row, actual, expected);
        if (!forgiven) {
          if (!has_delta_e) {
            delta_e = pixel_delta_e(expected, actual, offset);
            has_delta_e = 1;
          }
          forgiven = delta_e <= rules->edge_delta_e && is_on_edge(d, x, row, expected) && is_on_edge(d, x, row, actual)
                     && (delta <= rules->edge_rounding || is_inside_slope(d, x, row, expected)
                         || is_inside_slope(d, x, row, actual));
        }
        if (!forgiven) forgiven = is_edge_coverage(d, x, row);
        if (forgiven) {
          differs = 0;
          result->antialiased += 1;
        }
      }
      if (differs && b->decoded && b->decoded[pixel] && (delta <= rules->decoder_noise || is_resampled(d, x, row))) {
        differs = 0;
        result->decoded += 1;
      }
      if (differs) {
        result->differing += 1;
        if (delta > result->worst_delta) {
          result->worst_delta = delta;
          result->worst_x = x;
          result->worst_y = row;
        }
      }
      if (delta > result->largest_delta) {
        result->largest_delta = delta;
        result->largest_x = x;
        result->largest_y = row;
      }
      if (b->classes) b->classes[pixel] = differs ? 2 : 1;
    }
  }
}

static void *compare_band_thread(void *argument) {
  compare_band(argument);
  return NULL;
}

/// A result with nothing found yet: counts 0, coordinates −1.
static void clear_result(fbp_compare_result *result) {
  memset(result, 0, sizeof *result);
  result->largest_x = result->largest_y = result->worst_x = result->worst_y = -1;
}

/// The most bands a comparison is split into, one thread each.
enum { max_bands = 16 };

void fbp_compare(const uint8_t *expected, const uint8_t *actual, int width, int height,
                 const fbp_compare_rules *rules, const uint8_t *decoded, uint8_t *classes,
                 fbp_compare_result *result) {
  clear_result(result);
  if (classes) memset(classes, 0, (size_t)width * (size_t)height);
  // The table ΔE₀₀ reads, filled before any band's thread starts.
  if (!__atomic_load_n(&linear_table_ready, __ATOMIC_ACQUIRE)) fill_linear_table();
  size_t row_bytes = (size_t)width * 4, count = (size_t)width * (size_t)height;
  int differing_rows = 0;
  for (int row = 0; row < height; row++) {
    if (memcmp(expected + (size_t)row * row_bytes, actual + (size_t)row * row_bytes, row_bytes) != 0) differing_rows++;
  }
  if (differing_rows == 0) return;
  // Each image's luma plane, for the cross-renderer rules, which read every
  // neighbour's luma many times (computed on the fly if there is no room).
  double *first_luma = NULL, *second_luma = NULL;
  if (rules->ignores_antialiasing) {
    first_luma = malloc(count * sizeof(double));
    second_luma = malloc(count * sizeof(double));
    if (first_luma && second_luma) {
      for (size_t i = 0; i < count; i++) {
        first_luma[i] = compute_luma(expected, i * 4);
        second_luma[i] = compute_luma(actual, i * 4);
      }
    } else {
      free(first_luma);
      free(second_luma);
      first_luma = second_luma = NULL;
    }
  }
  detector d = {width, height, expected, actual, first_luma, second_luma, rules};
  // Bands of rows on every core (the rules only read the images), merged
  // in order so the first pixel with the largest difference is the one a
  // single pass finds.
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  int bands = (int)(cores < 1 ? 1 : cores > max_bands ? max_bands : cores);
  if ((size_t)differing_rows * (size_t)width < 4096 || height < 2 * bands) bands = 1;
  band work[max_bands];
  pthread_t threads[max_bands];
  int started[max_bands] = {0};
  for (int i = 0; i < bands; i++) {
    work[i] = (band){&d, decoded, classes, (int)((long)height * i / bands), (int)((long)height * (i + 1) / bands), {0}};
    clear_result(&work[i].result);
  }
  for (int i = 1; i < bands; i++) started[i] = pthread_create(&threads[i], NULL, compare_band_thread, &work[i]) == 0;
  compare_band(&work[0]);
  for (int i = 1; i < bands; i++) {
    if (started[i]) {
      pthread_join(threads[i], NULL);
    } else {
      compare_band(&work[i]);
    }
  }
  for (int i = 0; i < bands; i++) {
    const fbp_compare_result *r = &work[i].result;
    result->differing += r->differing;
    result->antialiased += r->antialiased;
    result->decoded += r->decoded;
    if (r->largest_delta_e > result->largest_delta_e) result->largest_delta_e = r->largest_delta_e;
    if (r->worst_delta > result->worst_delta) {
      result->worst_delta = r->worst_delta;
      result->worst_x = r->worst_x;
      result->worst_y = r->worst_y;
    }
    if (r->largest_delta > result->largest_delta) {
      result->largest_delta = r->largest_delta;
      result->largest_x = r->largest_x;
      result->largest_y = r->largest_y;
    }
  }
  free(first_luma);
  free(second_luma);
}

uint64_t fbp_fnv1a(const uint8_t *bytes, size_t count) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < count; i++) hash = (hash ^ bytes[i]) * 0x00000100000001b3ULL;
  return hash;
}

int fbp_mark_decoded_region(const uint8_t *expected, const uint8_t *actual, int width, int x0, int y0, int x1,
                            int y1, double mean_limit, uint8_t *mask) {
  long long sums[3] = {0, 0, 0};
  for (int y = y0; y < y1; y++) {
    for (int x = x0; x < x1; x++) {
      size_t offset = ((size_t)y * (size_t)width + (size_t)x) * 4;
      for (int c = 0; c < 3; c++) sums[c] += (long long)actual[offset + (size_t)c] - (long long)expected[offset + (size_t)c];
    }
  }
  double count = (double)((long long)(x1 - x0) * (long long)(y1 - y0));
  for (int c = 0; c < 3; c++) {
    if (!(fabs((double)sums[c] / count) <= mean_limit)) return 0;
  }
  for (int y = y0; y < y1; y++) memset(mask + (size_t)y * (size_t)width + (size_t)x0, 1, (size_t)(x1 - x0));
  return 1;
}

/// A straight colour over the strip's checkerboard (white and 228 grey in
/// 8-pixel squares), written opaque at `out`.
HOT void on_checker(const uint8_t p[4], int x, int y, uint8_t *out) {
  int back = (x / 8 + y / 8) % 2 == 0 ? 255 : 228;
  int alpha = p[3];
  for (int c = 0; c < 3; c++) out[c] = (uint8_t)(((int)p[c] * alpha + back * (255 - alpha) + 127) / 255);
  out[3] = 255;
}

void fbp_difference_strip(const uint8_t *expected, int expected_width, int expected_height, const uint8_t *actual,
                          int actual_width, int actual_height, int max_channel_delta, int gap, uint8_t *strip,
                          int strip_width, const uint8_t *classes) {
  int width = imax(expected_width, actual_width), height = imax(expected_height, actual_height);
  for (int y = 0; y < height; y++) {
    uint8_t *line = strip + (size_t)y * (size_t)strip_width * 4;
    for (int x = 0; x < width; x++) {
      const uint8_t *e = x < expected_width && y < expected_height
                           ? expected + ((size_t)y * (size_t)expected_width + (size_t)x) * 4 : NULL;
      const uint8_t *a = x < actual_width && y < actual_height
                           ? actual + ((size_t)y * (size_t)actual_width + (size_t)x) * 4 : NULL;
      if (e) on_checker(e, x, y, line + (size_t)x * 4);
      if (a) on_checker(a, x, y, line + (size_t)(2 * (width + gap) + x) * 4);
      int delta = 255;
      if (e && a) {
        delta = 0;
        for (int c = 0; c < 4; c++) delta = imax(delta, abs((int)e[c] - (int)a[c]));
      }
      uint8_t *mark = line + (size_t)(width + gap + x) * 4;
      int threshold = max_channel_delta;
      if (classes && e && a) {
        uint8_t class = classes[(size_t)y * (size_t)width + (size_t)x];
        delta = class == 2 ? 2 : class;
        threshold = 1;
      }
      if (delta > threshold) {
        mark[0] = 255, mark[1] = 0, mark[2] = 0, mark[3] = 255;
      } else if (delta > 0) {
        mark[0] = 255, mark[1] = 160, mark[2] = 0, mark[3] = 255;
      } else {
        uint8_t faded[4] = {e[0], e[1], e[2], (uint8_t)(e[3] / 4)};
        on_checker(faded, x, y, mark);
      }
    }
  }
}

long fbp_forgive_resampling_specks(const uint8_t *expected, const uint8_t *actual, int width, int height,
                                   const uint8_t *decoded, uint8_t *classes, int largest_speck, double share,
                                   fbp_compare_result *result) {
  if (!decoded || !classes || largest_speck < 1 || result->differing == 0) return 0;
  size_t count = (size_t)width * (size_t)height;
  long region = 0, failing = 0;
  for (size_t i = 0; i < count; i++) {
    region += decoded[i];
    failing += classes[i] == 2;
  }
  if (region == 0 || failing == 0) return 0;
  // Each 8-connected cluster of counted pixels, found once: `seen` marks
  // them, `stack` walks one cluster, `specks` keeps the pixels of the
  // clusters that are specks (small and wholly inside a picture).
  uint8_t *seen = calloc(count, 1);
  size_t *stack = malloc((size_t)failing * sizeof(size_t));
  size_t *specks = malloc((size_t)failing * sizeof(size_t));
  long forgiven = 0;
  int ok = seen && stack && specks;
  for (size_t start = 0; ok && start < count; start++) {
    if (classes[start] != 2 || seen[start]) continue;
    long top = 0, first = forgiven, size = 0;
    int inside = 1;
    seen[start] = 1;
    stack[top++] = start;
    while (top > 0) {
      size_t pixel = stack[--top];
      size++;
      if (!decoded[pixel]) inside = 0;
      if (inside && size <= largest_speck) specks[forgiven++] = pixel;
      int x = (int)(pixel % (size_t)width), y = (int)(pixel / (size_t)width);
      for (int ny = imax(y - 1, 0); ny <= imin(y + 1, height - 1); ny++) {
        for (int nx = imax(x - 1, 0); nx <= imin(x + 1, width - 1); nx++) {
          size_t next = (size_t)ny * (size_t)width + (size_t)nx;
          if (classes[next] == 2 && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    if (!inside || size > largest_speck) forgiven = first;
  }
  // All or nothing: more specks than `share` of the pictures' pixels is a
  // picture that differs, not two filters.
  if (!ok || forgiven == 0 || (double)forgiven > share * (double)region) forgiven = 0;
  for (long i = 0; i < forgiven; i++) classes[specks[i]] = 1;
  if (forgiven > 0) {
    result->differing -= forgiven;
    result->decoded += forgiven;
    // The worst pixel still counted, the first of the largest delta.
    result->worst_delta = 0;
    result->worst_x = result->worst_y = -1;
    for (size_t i = 0; i < count && result->differing > 0; i++) {
      if (classes[i] != 2) continue;
      int delta = channel_delta(expected, actual, i * 4);
      if (delta > result->worst_delta) {
        result->worst_delta = delta;
        result->worst_x = (int)(i % (size_t)width);
        result->worst_y = (int)(i / (size_t)width);
      }
    }
  }
  free(seen);
  free(stack);
  free(specks);
  return forgiven;
}
