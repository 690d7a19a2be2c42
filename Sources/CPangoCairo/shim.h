#pragma once
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo/cairo-ft.h>

// Pango's glyph flags are macros Swift does not import.
static inline unsigned int cpango_glyph_empty(void) { return PANGO_GLYPH_EMPTY; }
static inline unsigned int cpango_glyph_unknown_flag(void) { return PANGO_GLYPH_UNKNOWN_FLAG; }
static inline int cpango_scale(void) { return PANGO_SCALE; }
