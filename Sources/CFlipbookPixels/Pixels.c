// Per-pixel colour operations on premultiplied ARGB32 pixels in place,
// the straight-alpha conversion of a finished frame, plus-darker
// compositing and the projective warp. Each is the Swift loop it replaced,
// operation for operation (see the callers in Rasterizer for the maths'
// sources), so the bytes are the same.
#pragma STDC FP_CONTRACT OFF
#include "FlipbookPixels.h"
#include "PixelMath.h"
#include <math.h>

static inline uint32_t matrix_pixel(uint32_t p, const float m[20]) {
  float a = (float)(p >> 24) / 255.0f, r = (float)((p >> 16) & 0xFF) / 255.0f;
  float g = (float)((p >> 8) & 0xFF) / 255.0f, b = (float)(p & 0xFF) / 255.0f;
  float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  if (a > 0) {
    s0 = r / a;
    s1 = g / a;
    s2 = b / a;
    s3 = a;
  }
#define ROW(k) clamp01(m[k] * s0 + m[k + 1] * s1 + m[k + 2] * s2 + m[k + 3] * s3 + m[k + 4])
  float alpha = ROW(15);
  float red = ROW(0) * alpha, green = ROW(5) * alpha, blue = ROW(10) * alpha;
#undef ROW
  return pack(alpha, red, green, blue);
}

void fbp_color_matrix(uint32_t *pixels, ptrdiff_t stride, int width, int height, const float matrix[20]) {
  uint32_t last_in = 0, last_out = matrix_pixel(0, matrix);
  for (int y = 0; y < height; y++) {
    uint32_t *row = pixels + y * stride;
    for (int x = 0; x < width; x++) {
      uint32_t p = row[x];
      if (p != last_in) {
        last_in = p;
        last_out = matrix_pixel(p, matrix);
      }
      row[x] = last_out;
    }
  }
}

void fbp_multiply(uint32_t *pixels, ptrdiff_t stride, int width, int height, const float f[4]) {
  for (int y = 0; y < height; y++) {
    uint32_t *row = pixels + y * stride;
    for (int x = 0; x < width; x++) {
      uint32_t p = row[x];
      if (p == 0) continue;
      row[x] = pack((float)(p >> 24) / 255.0f * f[0], (float)((p >> 16) & 0xFF) / 255.0f * f[1],
        (float)((p >> 8) & 0xFF) / 255.0f * f[2], (float)(p & 0xFF) / 255.0f * f[3]);
    }
  }
}

static const float luma_r = 0.2126f, luma_g = 0.7152f, luma_b = 0.0722f;

void fbp_desaturate(uint32_t *pixels, ptrdiff_t stride, int width, int height, float amount) {
  for (int y = 0; y < height; y++) {
    uint32_t *row = pixels + y * stride;
    for (int x = 0; x < width; x++) {
      uint32_t p = row[x];
      if (p == 0) continue;
      float a = (float)(p >> 24) / 255.0f, r = (float)((p >> 16) & 0xFF) / 255.0f;
      float g = (float)((p >> 8) & 0xFF) / 255.0f, b = (float)(p & 0xFF) / 255.0f;
      float l = luma_r * r + luma_g * g + luma_b * b;
      r += (l - r) * amount;
      g += (l - g) * amount;
      b += (l - b) * amount;
      row[x] = pack(a, r, g, b);
    }
  }
}

void fbp_luminance_to_alpha(uint32_t *pixels, ptrdiff_t stride, int width, int height) {
  for (int y = 0; y < height; y++) {
    uint32_t *row = pixels + y * stride;
    for (int x = 0; x < width; x++) {
      uint32_t p = row[x];
      float r = (float)((p >> 16) & 0xFF) / 255.0f, g = (float)((p >> 8) & 0xFF) / 255.0f;
      float b = (float)(p & 0xFF) / 255.0f;
      // Premultiplied components already carry alpha: their luminance is Y × a.
      row[x] = pack(luma_r * r + luma_g * g + luma_b * b, 0, 0, 0);
    }
  }
}

typedef uint64_t __attribute__((may_alias)) fbp_word64;

static void unpremultiply_pixel(uint8_t *p) {
  uint32_t a = p[3];
  if (a == 0 || a == 255) return;
  for (int c = 0; c < 3; c++) {
    uint32_t v = ((uint32_t)p[c] * 255 + a / 2) / a;
    p[c] = (uint8_t)(v > 255 ? 255 : v);
  }
}

void fbp_unpremultiply_rgba(uint8_t *rgba, size_t count) {
  // Opaque and clear pixels (most of a frame) are already straight: four
  // pixels are tested at once through two 64-bit words, few enough
  // operations that the loop stays quick unoptimized (a debug build).
  static const uint8_t alpha_bytes[8] = {0, 0, 0, 0xFF, 0, 0, 0, 0xFF};
  uint64_t mask;
  __builtin_memcpy(&mask, alpha_bytes, 8);
  size_t i = 0;
  if (((uintptr_t)rgba & 7) == 0) {
    const fbp_word64 *words = (const fbp_word64 *)rgba;
    for (; i + 4 <= count; i += 4) {
      uint64_t w0 = words[i / 2], w1 = words[i / 2 + 1];
      uint64_t both = w0 & w1 & mask, either = (w0 | w1) & mask;
      if (both == mask || either == 0) continue;
      for (size_t k = i; k < i + 4; k++) unpremultiply_pixel(rgba + 4 * k);
    }
  }
  for (; i < count; i++) unpremultiply_pixel(rgba + 4 * i);
}

void fbp_plus_darker(const uint32_t *source, ptrdiff_t source_stride, const uint32_t *mask, ptrdiff_t mask_stride,
                     uint32_t *destination, ptrdiff_t destination_stride, int width, int height) {
  static const int shifts[4] = {24, 16, 8, 0};
  for (int y = 0; y < height; y++) {
    for (int x = 0; x < width; x++) {
      int m = (int)(mask[y * mask_stride + x] >> 24);
      uint32_t s = source[y * source_stride + x];
      if (m <= 0 || (s >> 24) == 0) continue;
      uint32_t d = destination[y * destination_stride + x];
      int sa = (int)(s >> 24), da = (int)(d >> 24);
      int ra = sa + da > 255 ? 255 : sa + da;
      uint32_t out = 0;
      for (int k = 0; k < 4; k++) {
        int shift = shifts[k];
        int dc = (int)((d >> shift) & 0xFF);
        int rc;
        if (shift == 24) {
          rc = ra;
        } else {
          rc = ra - ((sa - (int)((s >> shift) & 0xFF)) + (da - dc));
          if (rc < 0) rc = 0;
        }
        int blended = dc + ((rc - dc) * m + (rc >= dc ? 127 : -127)) / 255;
        if (blended < 0) blended = 0;
        if (blended > 255) blended = 255;
        out |= (uint32_t)blended << shift;
      }
      destination[y * destination_stride + x] = out;
    }
  }
}

static inline float byte_of(float v) {
  float r = roundf(v);
  return r < 0 ? 0 : (r > 255 ? 255 : r);
}

void fbp_warp(const uint32_t *source, ptrdiff_t source_stride, int width, int height,
              uint32_t *destination, ptrdiff_t destination_stride, int x0, int y0, int x1, int y1,
              const double inv[9], const double fwd[9]) {
  for (int y = y0; y < y1; y++) {
    for (int x = x0; x < x1; x++) {
      double px = (double)x + 0.5, py = (double)y + 0.5;
      double w = px * inv[2] + py * inv[5] + inv[8];
      double ux = (px * inv[0] + py * inv[3] + inv[6]) / w;
      double uy = (px * inv[1] + py * inv[4] + inv[7]) / w;
      if (!isfinite(ux) || !isfinite(uy)) continue;
      // In front of the viewer only.
      if (!(ux * fwd[2] + uy * fwd[5] + fwd[8] > 0)) continue;
      double sx = ux - 0.5, sy = uy - 0.5;
      if (!(sx > -1 && sy > -1 && sx < (double)width && sy < (double)height)) continue;
      int ix = (int)floor(sx), iy = (int)floor(sy);
      float fx = (float)(sx - (double)ix), fy = (float)(sy - (double)iy);
      float a = 0, r = 0, g = 0, b = 0;
      const int dx[4] = {0, 1, 0, 1}, dy[4] = {0, 0, 1, 1};
      const float weights[4] = {(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy};
      for (int k = 0; k < 4; k++) {
        int qx = ix + dx[k], qy = iy + dy[k];
        float weight = weights[k];
        if (!(weight > 0) || qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
        uint32_t p = source[qy * source_stride + qx];
        a += (float)(p >> 24) * weight;
        r += (float)((p >> 16) & 0xFF) * weight;
        g += (float)((p >> 8) & 0xFF) * weight;
        b += (float)(p & 0xFF) * weight;
      }
      uint32_t alpha = (uint32_t)byte_of(a);
      uint32_t cr = (uint32_t)byte_of(r), cg = (uint32_t)byte_of(g), cb = (uint32_t)byte_of(b);
      if (cr > alpha) cr = alpha;
      if (cg > alpha) cg = alpha;
      if (cb > alpha) cb = alpha;
      destination[y * destination_stride + x] = alpha << 24 | cr << 16 | cg << 8 | cb;
    }
  }
}
