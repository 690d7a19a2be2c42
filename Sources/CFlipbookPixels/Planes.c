// Float planes of premultiplied pixels, and the box blur that three passes
// of make a Gaussian (see the Swift side, `GaussianBlur`, for the sizes).
// Ported from the Swift loops they replace, operation for operation, so
// their results are the same floats. Contraction into fused multiply-adds
// is off for the same reason.
#pragma STDC FP_CONTRACT OFF
#include "FlipbookPixels.h"
#include "PixelMath.h"
#include <math.h>

int fbp_ink_bounds(const uint32_t *pixels, ptrdiff_t stride, int width, int height, int bounds[4]) {
  int x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (int y = 0; y < height; y++) {
    const uint32_t *row = pixels + y * stride;
    int first = -1, last = -1;
    for (int x = 0; x < width; x++) {
      if (row[x] >> 24) { first = x; break; }
    }
    if (first < 0) continue;
    for (int x = width - 1; x >= first; x--) {
      if (row[x] >> 24) { last = x; break; }
    }
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
    if (y < y0) y0 = y;
    y1 = y;
  }
  if (x1 < 0) return 0;
  bounds[0] = x0;
  bounds[1] = y0;
  bounds[2] = x1 + 1;
  bounds[3] = y1 + 1;
  return 1;
}

void fbp_unpack(const uint32_t *pixels, ptrdiff_t stride, int width, int height,
                float *a, float *r, float *g, float *b, int invert_alpha) {
  for (int y = 0; y < height; y++) {
    const uint32_t *row = pixels + y * stride;
    size_t i = (size_t)y * width;
    for (int x = 0; x < width; x++, i++) {
      uint32_t p = row[x];
      if (a) {
        float alpha = (float)(p >> 24) / 255.0f;
        a[i] = invert_alpha ? 1.0f - alpha : alpha;
      }
      if (r) r[i] = (float)((p >> 16) & 0xFF) / 255.0f;
      if (g) g[i] = (float)((p >> 8) & 0xFF) / 255.0f;
      if (b) b[i] = (float)(p & 0xFF) / 255.0f;
    }
  }
}

void fbp_pack(uint32_t *pixels, ptrdiff_t stride, int width, int height,
              const float *a, const float *r, const float *g, const float *b) {
  for (int y = 0; y < height; y++) {
    uint32_t *row = pixels + y * stride;
    size_t i = (size_t)y * width;
    for (int x = 0; x < width; x++, i++) row[x] = pack(a[i], r[i], g[i], b[i]);
  }
}

void fbp_pack_a8(uint8_t *bytes, ptrdiff_t stride, int width, int height, const float *a) {
  for (int y = 0; y < height; y++) {
    uint8_t *row = bytes + y * stride;
    const float *plane = a + (size_t)y * width;
    for (int x = 0; x < width; x++) row[x] = (uint8_t)roundf(clamp01(plane[x]) * 255.0f);
  }
}

void fbp_unpack_a8(const uint8_t *bytes, ptrdiff_t stride, int width, int height, float *a) {
  for (int y = 0; y < height; y++) {
    const uint8_t *row = bytes + y * stride;
    float *plane = a + (size_t)y * width;
    for (int x = 0; x < width; x++) plane[x] = (float)row[x] / 255.0f;
  }
}

// One box blur of `radius` along rows (`horizontal`) or columns.
static void box_pass(float *plane, int width, int height, int radius, int horizontal, float *line) {
  if (radius <= 0) return;
  int lines = horizontal ? height : width, length = horizontal ? width : height;
  ptrdiff_t line_step = horizontal ? width : 1, step = horizontal ? 1 : width;
  float scale = 1.0f / (float)(2 * radius + 1);
  for (int l = 0; l < lines; l++) {
    float *base = plane + l * line_step;
    for (int i = 0; i < length; i++) line[i] = base[i * step];
    float sum = 0;
    int lead = radius < length ? radius : length;
    for (int i = 0; i < lead; i++) sum += line[i];
    for (int i = 0; i < length; i++) {
      if (i + radius < length) sum += line[i + radius];
      if (i - radius - 1 >= 0) sum -= line[i - radius - 1];
      base[i * step] = sum * scale;
    }
  }
}

void fbp_box_blur(float *plane, int width, int height, const int *radii, int count, float *line) {
  for (int k = 0; k < count; k++) {
    box_pass(plane, width, height, radii[k], 1, line);
    box_pass(plane, width, height, radii[k], 0, line);
  }
}

void fbp_make_opaque(float *a, float *r, float *g, float *b, size_t count) {
  for (size_t i = 0; i < count; i++) {
    float alpha = a[i];
    if (alpha > 0) {
      r[i] /= alpha;
      g[i] /= alpha;
      b[i] /= alpha;
      a[i] = 1;
    }
  }
}

void fbp_downsample(const uint32_t *pixels, ptrdiff_t stride, int width, int height, int offset_x, int offset_y,
                    int factor, int columns, int rows, float *a, float *r, float *g, float *b) {
  float scale = 1.0f / (255.0f * (float)factor * (float)factor);
  for (int y = 0; y < height; y++) {
    int cy = (y + offset_y) / factor;
    if (cy < 0 || cy >= rows) continue;
    const uint32_t *row = pixels + y * stride;
    size_t cell_row = (size_t)cy * columns;
    for (int x = 0; x < width; x++) {
      uint32_t p = row[x];
      if (p == 0) continue;
      int cx = (x + offset_x) / factor;
      if (cx < 0 || cx >= columns) continue;
      size_t i = cell_row + cx;
      if (a) a[i] += (float)(p >> 24);
      if (r) r[i] += (float)((p >> 16) & 0xFF);
      if (g) g[i] += (float)((p >> 8) & 0xFF);
      if (b) b[i] += (float)(p & 0xFF);
    }
  }
  size_t count = (size_t)columns * rows;
  for (size_t i = 0; i < count; i++) {
    if (a) a[i] *= scale;
    if (r) r[i] *= scale;
    if (g) g[i] *= scale;
    if (b) b[i] *= scale;
  }
}

void fbp_invert_within(float *a, int columns, int rows, int factor, int x0, int y0, int x1, int y1) {
  float area = (float)factor * (float)factor;
  for (int cy = 0; cy < rows; cy++) {
    int top = cy * factor, bottom = top + factor;
    int h = (bottom < y1 ? bottom : y1) - (top > y0 ? top : y0);
    for (int cx = 0; cx < columns; cx++) {
      int left = cx * factor, right = left + factor;
      int w = (right < x1 ? right : x1) - (left > x0 ? left : x0);
      float inside = (w > 0 && h > 0) ? (float)(w * h) / area : 0;
      size_t i = (size_t)cy * columns + cx;
      a[i] = inside - a[i];
    }
  }
}

void fbp_pack_colored(uint32_t *pixels, ptrdiff_t stride, int width, int height, const float *a, float red,
                      float green, float blue, float opacity) {
  for (int y = 0; y < height; y++) {
    uint32_t *row = pixels + y * stride;
    const float *plane = a + (size_t)y * width;
    for (int x = 0; x < width; x++) {
      float v = plane[x];
      float alpha = (v < 0 ? 0 : (v > 1 ? 1 : v)) * opacity;
      row[x] = (uint32_t)roundf(alpha * 255.0f) << 24 | (uint32_t)roundf(alpha * red * 255.0f) << 16
        | (uint32_t)roundf(alpha * green * 255.0f) << 8 | (uint32_t)roundf(alpha * blue * 255.0f);
    }
  }
}
