// The rounding every kernel shares (private to CFlipbookPixels): floats
// 0 ... 1 to premultiplied bytes, each component clamped to its alpha, as
// the Swift loops they replaced rounded.
#pragma once
#include <math.h>
#include <stdint.h>

static inline float clamp01(float v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

static inline uint32_t component_byte(float v, float alpha) {
  float c = v < 0 ? 0 : v;
  if (c > alpha) c = alpha;
  return (uint32_t)roundf(c * 255.0f);
}

/// A premultiplied 0xAARRGGBB word: alpha clamped to 0 ... 1, each
/// component to 0 ... alpha, × 255 rounded half away from zero.
static inline uint32_t pack(float a, float r, float g, float b) {
  float alpha = clamp01(a);
  return component_byte(alpha, alpha) << 24 | component_byte(r, alpha) << 16 | component_byte(g, alpha) << 8
    | component_byte(b, alpha);
}
