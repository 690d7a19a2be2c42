#pragma once
#include <stdio.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>
#include <jpeglib.h>

// libjpeg reports errors by longjmp from its error manager: decoding runs
// here in C, and Swift gets a status and a message.
typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
} flipbook_jpeg_error;

static void flipbook_jpeg_on_error(j_common_ptr info) {
  flipbook_jpeg_error *error = (flipbook_jpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->jump, 1);
}

static void flipbook_jpeg_on_message(j_common_ptr info) { (void)info; }

// Decodes JPEG bytes to RGBA (alpha 255) into `pixels` (`capacity` bytes).
// With `pixels` NULL it reads only the header (the size). Refuses images
// over `max_pixels` before decoding. Returns 0, or -1 with `message` set.
static inline int flipbook_jpeg_decode(
    const unsigned char *data, size_t size, size_t max_pixels, unsigned char *pixels, size_t capacity,
    unsigned *width_out, unsigned *height_out, char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  flipbook_jpeg_error error;
  error.message[0] = 0;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = flipbook_jpeg_on_error;
  error.manager.output_message = flipbook_jpeg_on_message;
  unsigned char *volatile row = NULL;
  if (setjmp(error.jump)) {
    strncpy(message, error.message, message_size - 1);
    message[message_size - 1] = 0;
    free(row);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  *width_out = info.image_width;
  *height_out = info.image_height;
  if ((size_t)info.image_width * info.image_height > max_pixels) {
    strncpy(message, "image too large", message_size - 1);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  if (!pixels) {
    jpeg_destroy_decompress(&info);
    return 0;
  }
  if (capacity < (size_t)info.image_width * info.image_height * 4) {
    strncpy(message, "buffer too small", message_size - 1);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  row = (unsigned char *)malloc((size_t)info.output_width * 3);
  if (!row) {
    strncpy(message, "out of memory", message_size - 1);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    size_t y = info.output_scanline;
    unsigned char *rows[1] = {row};
    jpeg_read_scanlines(&info, rows, 1);
    unsigned char *out = pixels + y * info.output_width * 4;
    for (size_t x = 0; x < info.output_width; x++) {
      out[x * 4] = row[x * 3];
      out[x * 4 + 1] = row[x * 3 + 1];
      out[x * 4 + 2] = row[x * 3 + 2];
      out[x * 4 + 3] = 255;
    }
  }
  jpeg_finish_decompress(&info);
  free(row);
  jpeg_destroy_decompress(&info);
  return 0;
}

// Encodes RGB rows (`width` × `height` × 3 bytes) as a baseline JPEG of
// `quality` (0–100) into a buffer libjpeg allocates (`*out`, `*out_size`;
// the caller frees it). Returns 0, or -1 with `message` set.
static inline int flipbook_jpeg_encode(
    const unsigned char *rgb, unsigned width, unsigned height, int quality, unsigned density,
    unsigned char **out, unsigned long *out_size, char *message, size_t message_size) {
  struct jpeg_compress_struct info;
  flipbook_jpeg_error error;
  error.message[0] = 0;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = flipbook_jpeg_on_error;
  error.manager.output_message = flipbook_jpeg_on_message;
  *out = NULL;
  *out_size = 0;
  if (setjmp(error.jump)) {
    strncpy(message, error.message, message_size - 1);
    message[message_size - 1] = 0;
    jpeg_destroy_compress(&info);
    free(*out);
    *out = NULL;
    return -1;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, out, out_size);
  info.image_width = width;
  info.image_height = height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  info.density_unit = 1;
  info.X_density = (UINT16)density;
  info.Y_density = (UINT16)density;
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  return 0;
}
