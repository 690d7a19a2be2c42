// The per-pixel loop of a conic gradient (Rasterizer's `ConicGradient`,
// whose essay explains the method), ported operation for operation from
// the Swift it replaced. Pixels near a colour jump are not computed here:
// their indices are listed for the caller to supersample.
#pragma STDC FP_CONTRACT OFF
#include "FlipbookPixels.h"
#include <math.h>

static double turns_of(double x, double y, double angle) {
  double t = (atan2(y, x) - angle) / (2 * M_PI);
  return t - floor(t);
}

static double location_of(double t, double span) {
  if (!(span < 1)) return t;
  if (t <= span) return t / span;
  return t < span + (1 - span) / 2 ? 1 : 0;
}

static double circular_distance(double a, double b) {
  double d = fmod(fabs(a - b), 1);
  if (isnan(d)) return INFINITY;
  return d < 1 - d ? d : 1 - d;
}

static inline uint32_t conic_byte(float v, float scaled_opacity) {
  float x = v * scaled_opacity;
  return x > 0 ? (uint32_t)((x < 255 ? x : 255) + 0.5f) : 0;
}

size_t fbp_conic_fill(uint32_t *pixels, int width, int height, int origin_x, int origin_y, const double m[6],
                      double center_x, double center_y, double angle, double span, const float *table,
                      int table_size, const double *jumps, int jump_count, float scaled_opacity,
                      int32_t *near_jumps) {
  double pixel_reach = fmax(hypot(m[0], m[1]), hypot(m[2], m[3]));
  double reach_in_turns = pixel_reach / (2 * M_PI);
  size_t flagged = 0;
  for (int py = 0; py < height; py++) {
    double dy = (double)(origin_y + py) + 0.5;
    double dx0 = (double)origin_x + 0.5;
    double row_x = m[0] * dx0 + m[2] * dy + m[4] - center_x;
    double row_y = m[1] * dx0 + m[3] * dy + m[5] - center_y;
    for (int px = 0; px < width; px++) {
      double ux = row_x + m[0] * (double)px, uy = row_y + m[1] * (double)px;
      double r = sqrt(ux * ux + uy * uy);
      double turn = turns_of(ux, uy, angle);
      double reach = r > 0 ? reach_in_turns / r : 1;
      int near_jump = r < 2 * pixel_reach;
      for (int j = 0; j < jump_count && !near_jump; j++) {
        if (circular_distance(jumps[j], turn) < reach) near_jump = 1;
      }
      size_t index = (size_t)py * width + px;
      if (near_jump) {
        near_jumps[flagged++] = (int32_t)index;
        pixels[index] = 0;
        continue;
      }
      double t = location_of(turn, span);
      double position = isfinite(t) ? fmin(fmax(t, 0), 1) * (double)table_size : 0;
      int i = (int)position;
      if (i > table_size - 1) i = table_size - 1;
      float f = (float)(position - (double)i);
      const float *a = table + 4 * i, *b = table + 4 * (i + 1);
      float c0 = a[0] + (b[0] - a[0]) * f, c1 = a[1] + (b[1] - a[1]) * f;
      float c2 = a[2] + (b[2] - a[2]) * f, c3 = a[3] + (b[3] - a[3]) * f;
      pixels[index] = conic_byte(c0, scaled_opacity) << 24 | conic_byte(c1, scaled_opacity) << 16
        | conic_byte(c2, scaled_opacity) << 8 | conic_byte(c3, scaled_opacity);
    }
  }
  return flagged;
}
