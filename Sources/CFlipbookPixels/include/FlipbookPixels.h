// Flipbook's per-pixel kernels: the loops over premultiplied ARGB32 pixels
// and float planes that no C library underneath does in the form SwiftUI's
// effects need (box blurs for Gaussian filters, colour matrices,
// straight-alpha conversion, projective warps, plus-darker). They are C so
// that a debug build of a user's package (`swift test`) does not run them
// through Swift's unoptimized code: clang at -O0 keeps a plain loop within a
// few times its optimized speed, where unoptimized Swift is 20–100× slower.
// The large work (resampling, compositing) goes through Cairo and pixman,
// which Debian builds optimized; these kernels run on what is left.
//
// Pixels are Cairo's: `uint32_t` 0xAARRGGBB, premultiplied, `stride` pixels
// a row. Planes are floats 0 ... 1, `width` floats a row. Every function
// checks nothing: the Swift callers own the sizes.
#pragma once
#include <stddef.h>
#include <stdint.h>

/// The bounding box of the pixels whose alpha is not 0, as x0, y0, x1, y1
/// (exclusive) in `bounds`; returns 0 (bounds untouched) when all are clear.
int fbp_ink_bounds(const uint32_t *pixels, ptrdiff_t stride, int width, int height, int bounds[4]);

/// Unpacks premultiplied pixels into float planes (each / 255); a NULL
/// plane is skipped. `invert_alpha` stores 1 − alpha in `a`.
void fbp_unpack(const uint32_t *pixels, ptrdiff_t stride, int width, int height,
                float *a, float *r, float *g, float *b, int invert_alpha);

/// Packs float planes into premultiplied pixels: alpha clamped to 0 ... 1,
/// each component to 0 ... alpha, then × 255 rounded half away from zero.
void fbp_pack(uint32_t *pixels, ptrdiff_t stride, int width, int height,
              const float *a, const float *r, const float *g, const float *b);

/// Packs one float plane into an 8-bit alpha surface (clamped, rounded).
void fbp_pack_a8(uint8_t *bytes, ptrdiff_t stride, int width, int height, const float *a);

/// Unpacks an 8-bit alpha surface into a float plane (/ 255).
void fbp_unpack_a8(const uint8_t *bytes, ptrdiff_t stride, int width, int height, float *a);

/// Blurs a plane in place by successive box blurs of the given radii,
/// each along rows then columns, with running sums; outside the plane
/// counts as 0. `line` holds max(width, height) floats of scratch.
void fbp_box_blur(float *plane, int width, int height, const int *radii, int count, float *line);

/// Premultiplied colours divided by alpha and alpha set to 1 where alpha > 0.
void fbp_make_opaque(float *a, float *r, float *g, float *b, size_t count);

/// Applies a 4×5 colour matrix (rows r, g, b, a; columns r, g, b, a, bias)
/// to each pixel's straight colour in place: unpremultiplied, transformed,
/// clamped to 0 ... 1 and premultiplied again. Runs of one colour are
/// transformed once.
void fbp_color_matrix(uint32_t *pixels, ptrdiff_t stride, int width, int height, const float matrix[20]);

/// Multiplies each premultiplied component by its factor (a, r, g, b).
void fbp_multiply(uint32_t *pixels, ptrdiff_t stride, int width, int height, const float factors[4]);

/// Moves each colour toward its Rec. 709 luminance by `amount` (0 ... 1).
void fbp_desaturate(uint32_t *pixels, ptrdiff_t stride, int width, int height, float amount);

/// Alpha becomes the Rec. 709 luminance of the premultiplied colour; the
/// colour becomes black.
void fbp_luminance_to_alpha(uint32_t *pixels, ptrdiff_t stride, int width, int height);

/// Turns premultiplied RGBA bytes (R, G, B, A in memory, 4-byte aligned)
/// into straight ones in place, rounding to nearest; opaque and clear
/// pixels are left as they are.
void fbp_unpremultiply_rgba(uint8_t *rgba, size_t count);

/// Composites `source` onto `destination` with the plus-darker blend mode,
/// by `mask`'s alpha coverage (all three the same size).
void fbp_plus_darker(const uint32_t *source, ptrdiff_t source_stride, const uint32_t *mask, ptrdiff_t mask_stride,
                     uint32_t *destination, ptrdiff_t destination_stride, int width, int height);

/// Fills destination pixels x0 ..< x1, y0 ..< y1 with `source` sampled
/// bilinearly through the projective map `inverse` (3×3, row vectors:
/// [x y 1] · M, as `ProjectionTransform`), keeping only points in front of
/// the viewer under `forward` (w > 0).
void fbp_warp(const uint32_t *source, ptrdiff_t source_stride, int source_width, int source_height,
              uint32_t *destination, ptrdiff_t destination_stride, int x0, int y0, int x1, int y1,
              const double inverse[9], const double forward[9]);

/// Averages premultiplied pixels over cells of `factor` × `factor` into
/// float planes of `columns` × `rows` (which start at 0; a NULL plane is
/// skipped): buffer pixel (x, y) falls in cell ((x + offset_x) / factor,
/// (y + offset_y) / factor). Components end as fractions of 255.
void fbp_downsample(const uint32_t *pixels, ptrdiff_t stride, int width, int height, int offset_x, int offset_y,
                    int factor, int columns, int rows, float *a, float *r, float *g, float *b);

/// Replaces each cell's alpha by the fraction of the cell inside the pixel
/// rectangle x0 ..< x1, y0 ..< y1 (in the grid's pixels) less that alpha:
/// the inverse of the alpha, where only that rectangle exists.
void fbp_invert_within(float *a, int columns, int rows, int factor, int x0, int y0, int x1, int y1);

/// Fills `width` × `height` premultiplied pixels (rows packed) with a conic
/// gradient: device pixel (origin + (x, y)) mapped to user space by `m`
/// (xx, yx, xy, yy, x0, y0), its angle around the centre from `angle`
/// (radians) in turns, through `span`, looked up in `table` (table_size + 1
/// premultiplied colours of four floats) and scaled by `scaled_opacity`
/// (opacity × 255). Pixels within a pixel's reach of a jump (in turns) or
/// of the centre are left 0 and their indices written to `near_jumps`
/// (room for every pixel); returns how many.
size_t fbp_conic_fill(uint32_t *pixels, int width, int height, int origin_x, int origin_y, const double m[6],
                      double center_x, double center_y, double angle, double span, const float *table,
                      int table_size, const double *jumps, int jump_count, float scaled_opacity,
                      int32_t *near_jumps);

/// Packs an alpha plane into premultiplied pixels of one colour (each
/// component and `opacity` 0 ... 1): alpha clamped, times `opacity`, the
/// colour premultiplied by it, rounded.
void fbp_pack_colored(uint32_t *pixels, ptrdiff_t stride, int width, int height, const float *a, float red,
                      float green, float blue, float opacity);
