#pragma once
// libpng reports errors by longjmp, which Swift code cannot survive. These
// static inline helpers hold the setjmp guard on the C side and report
// failure as a return value plus libpng's message; Swift never sees a jump.
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// A growable memory buffer libpng writes into.
typedef struct {
  unsigned char *data;
  size_t size;
  size_t capacity;
  int failed;
} flipbook_png_buffer;

/// Error state carried through libpng's error callback.
typedef struct {
  jmp_buf jump;
  char message[256];
} flipbook_png_error;

static void flipbook_png_on_error(png_structp png, png_const_charp message) {
  flipbook_png_error *error = (flipbook_png_error *)png_get_error_ptr(png);
  strncpy(error->message, message ? message : "unknown libpng error", sizeof error->message - 1);
  error->message[sizeof error->message - 1] = 0;
  longjmp(error->jump, 1);
}

static void flipbook_png_on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void flipbook_png_write_data(png_structp png, png_bytep bytes, png_size_t length) {
  flipbook_png_buffer *buffer = (flipbook_png_buffer *)png_get_io_ptr(png);
  if (buffer->failed) return;
  if (buffer->size + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->size + length) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
    if (!grown) {
      buffer->failed = 1;
      png_error(png, "out of memory");
      return;
    }
    buffer->data = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->data + buffer->size, bytes, length);
  buffer->size += length;
}

static void flipbook_png_flush(png_structp png) { (void)png; }

/// Encodes `height` rows of `row_bytes` bytes into `out` (caller frees
/// out->data). `palette`/`trans` may be NULL. `pixels_per_meter` 0 omits
/// pHYs; `strategy` is a zlib strategy (Z_RLE …) or -1 for libpng's
/// default; `srgb` non-zero writes an sRGB chunk (perceptual intent; no
/// gAMA/cHRM fallbacks, which every current decoder does without).
/// Returns 0 on success, else -1 with `message` set.
static inline int flipbook_png_encode(
    const unsigned char *pixels, unsigned width, unsigned height, size_t row_bytes,
    int color_type, int bit_depth, const png_color *palette, int palette_count,
    const unsigned char *trans, int trans_count, int compression_level, int strategy, int filters,
    unsigned pixels_per_meter, int srgb, flipbook_png_buffer *out, char *message, size_t message_size) {
  flipbook_png_error error;
  error.message[0] = 0;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, flipbook_png_on_error,
                                            flipbook_png_on_warning);
  if (!png) {
    strncpy(message, "png_create_write_struct failed", message_size - 1);
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  png_bytep *volatile rows = NULL;
  if (!info || setjmp(error.jump)) {
    strncpy(message, info ? error.message : "png_create_info_struct failed", message_size - 1);
    message[message_size - 1] = 0;
    free(rows);
    png_destroy_write_struct(&png, info ? &info : NULL);
    return -1;
  }
  png_set_write_fn(png, out, flipbook_png_write_data, flipbook_png_flush);
  png_set_compression_level(png, compression_level);
  if (strategy >= 0) png_set_compression_strategy(png, strategy);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_set_IHDR(png, info, width, height, bit_depth, color_type, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  if (palette && palette_count > 0) png_set_PLTE(png, info, palette, palette_count);
  if (trans && trans_count > 0) png_set_tRNS(png, info, trans, trans_count, NULL);
  if (srgb) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  if (pixels_per_meter) png_set_pHYs(png, info, pixels_per_meter, pixels_per_meter, PNG_RESOLUTION_METER);
  rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
  if (!rows) png_error(png, "out of memory");
  for (unsigned y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * row_bytes);
  png_write_info(png, info);
  png_write_image(png, rows);
  png_write_end(png, info);
  free(rows);
  rows = NULL;
  png_destroy_write_struct(&png, &info);
  return 0;
}

/// Memory source for decoding.
typedef struct {
  const unsigned char *data;
  size_t size;
  size_t offset;
} flipbook_png_source;

static void flipbook_png_read_data(png_structp png, png_bytep bytes, png_size_t length) {
  flipbook_png_source *source = (flipbook_png_source *)png_get_io_ptr(png);
  if (source->offset + length > source->size) {
    png_error(png, "unexpected end of PNG data");
    return;
  }
  memcpy(bytes, source->data + source->offset, length);
  source->offset += length;
}

/// The most one libpng allocation may take while decoding. libpng's own
/// allocations are its structs, zlib's window, the palette and two row
/// buffers; nothing else is needed once the chunks below are skipped, so an
/// allocation past this budget means a chunk lied about its length.
typedef struct {
  size_t limit;
} flipbook_png_allocation_budget;

static png_voidp flipbook_png_malloc(png_structp png, png_alloc_size_t size) {
  flipbook_png_allocation_budget *budget = (flipbook_png_allocation_budget *)png_get_mem_ptr(png);
  if (budget && size > budget->limit) return NULL;  // libpng reports "out of memory"
  return malloc(size);
}

static void flipbook_png_free(png_structp png, png_voidp pointer) {
  (void)png;
  free(pointer);
}

/// Decodes any PNG (gray, gray+alpha, RGB, RGBA, palette; 1–16 bits;
/// interlaced or not) into `pixels`, a caller-owned buffer of `capacity`
/// bytes (RGBA, 8 bits a channel, straight alpha), so the image is held
/// once, not copied. With `pixels` NULL it only reads the header: the size
/// to allocate. Images of more than `max_pixels` are refused. Returns 0, or
/// -1 with `message` set.
///
/// Only IHDR, PLTE, tRNS, IDAT, IEND and pHYs are read; every other chunk
/// (text, ICC profiles, suggested palettes …) is skipped unread, and no
/// libpng allocation may exceed a budget of the row buffers plus 1 MiB.
/// Found by fuzzing: a 65-byte PNG whose sPLT chunk claimed 1.77 GB made
/// libpng 1.6.39 allocate that much, because its "chunk data is too large"
/// check is only a warning for ancillary chunks.
static inline int flipbook_png_decode(
    const unsigned char *data, size_t size, size_t max_pixels, unsigned char *pixels, size_t capacity,
    unsigned *width_out, unsigned *height_out, unsigned *pixels_per_meter_out,
    char *message, size_t message_size) {
  flipbook_png_error error;
  error.message[0] = 0;
  if (size < 8 || png_sig_cmp(data, 0, 8)) {
    strncpy(message, "not a PNG file (bad signature)", message_size - 1);
    return -1;
  }
  flipbook_png_allocation_budget budget = {1u << 20};
  png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &error, flipbook_png_on_error,
                                             flipbook_png_on_warning, &budget, flipbook_png_malloc,
                                             flipbook_png_free);
  if (!png) {
    strncpy(message, "png_create_read_struct failed", message_size - 1);
    return -1;
  }
  // A negative count: every chunk but IHDR, PLTE, tRNS, IDAT and IEND is
  // skipped; then pHYs (the image's scale) is read as usual again.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  static const png_byte wanted[] = {'p', 'H', 'Y', 's', '\0'};
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, wanted, 1);
  png_infop info = png_create_info_struct(png);
  png_bytep *volatile rows = NULL;
  if (!info || setjmp(error.jump)) {
    strncpy(message, info ? error.message : "png_create_info_struct failed", message_size - 1);
    message[message_size - 1] = 0;
    free(rows);
    png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    return -1;
  }
  flipbook_png_source source = {data, size, 0};
  png_set_read_fn(png, &source, flipbook_png_read_data);
  png_read_info(png, info);
  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  if ((size_t)width * (size_t)height > max_pixels) png_error(png, "image too large");
  // Row buffers: at most 8 bytes a pixel (16-bit RGBA) plus the filter byte.
  budget.limit = (1u << 20) + (size_t)width * 8 + 64;
  png_uint_32 res_x = 0, res_y = 0;
  int unit = 0;
  if (png_get_pHYs(png, info, &res_x, &res_y, &unit) && unit == PNG_RESOLUTION_METER)
    *pixels_per_meter_out = res_x;
  else
    *pixels_per_meter_out = 0;
  *width_out = width;
  *height_out = height;
  if (!pixels) {
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  if (capacity < (size_t)width * height * 4) png_error(png, "buffer too small");
  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (bit_depth == 16) png_set_scale_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
    png_set_gray_to_rgb(png);
  if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row layout");
  rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
  if (!rows) png_error(png, "out of memory");
  for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  free(rows);
  rows = NULL;
  png_destroy_read_struct(&png, &info, NULL);
  return 0;
}
