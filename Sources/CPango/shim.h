#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/// Whether a shaped glyph stands for a character no font had (Pango draws it as a box).
static inline int poster_glyph_is_unknown(PangoGlyph glyph) {
    return (glyph & PANGO_GLYPH_UNKNOWN_FLAG) != 0;
}
