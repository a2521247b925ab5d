#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/// The fontconfig font behind a Pango font, or NULL when it is not one.
static inline PangoFcFont *poster_fc_font(PangoFont *font) {
    return PANGO_IS_FC_FONT(font) ? PANGO_FC_FONT(font) : NULL;
}

/// Whether a shaped glyph stands for a character no font had (Pango draws it as a box).
static inline int poster_glyph_is_unknown(PangoGlyph glyph) {
    return (glyph & PANGO_GLYPH_UNKNOWN_FLAG) != 0;
}

/// Sets the fontconfig configuration a fontconfig-based Pango font map takes its fonts from.
static inline void poster_font_map_set_configuration(PangoFontMap *map, FcConfig *configuration) {
    if (PANGO_IS_FC_FONT_MAP(map)) pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), configuration);
}
