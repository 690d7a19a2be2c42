#pragma once
// GEOS's C API, reentrant functions only (each call takes a context).
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
#include <string.h>

/// Keeps GEOS's last error message in the caller's 256-byte buffer.
static void flipbook_geos_message(const char *message, void *buffer) {
  strncpy((char *)buffer, message ? message : "unknown GEOS error", 255);
  ((char *)buffer)[255] = 0;
}

/// A context whose errors land in `buffer` (256 bytes, alive as long as
/// the context).
static inline GEOSContextHandle_t flipbook_geos_init(char *buffer) {
  GEOSContextHandle_t context = GEOS_init_r();
  if (context) GEOSContext_setErrorMessageHandler_r(context, flipbook_geos_message, buffer);
  return context;
}
