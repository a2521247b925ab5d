#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/// Whether a shaped glyph stands for a character no font had (Pango draws it as a box).
static inline int poster_glyph_is_unknown(PangoGlyph glyph) {
    return (glyph & PANGO_GLYPH_UNKNOWN_FLAG) != 0;
}

#include "../CFunctionTable/function_table.h"

// The functions poster calls in Pango (with GObject and GLib, loaded with it), bound when it is opened (PangoLibrary).
#define POSTER_PANGO_FUNCTIONS(F) \
    F(objectRef, g_object_ref) \
    F(objectUnref, g_object_unref) \
    F(typeCheckInstanceIsA, g_type_check_instance_is_a) \
    F(fcFontType, pango_fc_font_get_type) \
    F(fcFontMapType, pango_fc_font_map_get_type) \
    F(fcFontMapSetConfig, pango_fc_font_map_set_config) \
    F(fcFontPattern, pango_fc_font_get_pattern) \
    F(cairoFontMapNew, pango_cairo_font_map_new) \
    F(fontMapCreateContext, pango_font_map_create_context) \
    F(fontMapLoadFont, pango_font_map_load_font) \
    F(cairoContextSetResolution, pango_cairo_context_set_resolution) \
    F(cairoContextSetFontOptions, pango_cairo_context_set_font_options) \
    F(contextSetRoundGlyphPositions, pango_context_set_round_glyph_positions) \
    F(cairoShowLayout, pango_cairo_show_layout) \
    F(fontDescribe, pango_font_describe) \
    F(fontDescriptionNew, pango_font_description_new) \
    F(fontDescriptionFree, pango_font_description_free) \
    F(fontDescriptionFamily, pango_font_description_get_family) \
    F(fontDescriptionSetFamily, pango_font_description_set_family) \
    F(fontDescriptionSetAbsoluteSize, pango_font_description_set_absolute_size) \
    F(fontDescriptionSetWeight, pango_font_description_set_weight) \
    F(fontDescriptionSetStyle, pango_font_description_set_style) \
    F(layoutNew, pango_layout_new) \
    F(layoutSetText, pango_layout_set_text) \
    F(layoutText, pango_layout_get_text) \
    F(layoutSetFontDescription, pango_layout_set_font_description) \
    F(layoutSetAttributes, pango_layout_set_attributes) \
    F(layoutSetWidth, pango_layout_set_width) \
    F(layoutSetHeight, pango_layout_set_height) \
    F(layoutSetAlignment, pango_layout_set_alignment) \
    F(layoutSetJustify, pango_layout_set_justify) \
    F(layoutSetLineSpacing, pango_layout_set_line_spacing) \
    F(layoutSetWrap, pango_layout_set_wrap) \
    F(layoutSetEllipsize, pango_layout_set_ellipsize) \
    F(layoutIsEllipsized, pango_layout_is_ellipsized) \
    F(layoutLineCount, pango_layout_get_line_count) \
    F(layoutExtents, pango_layout_get_extents) \
    F(findBaseDirection, pango_find_base_dir) \
    /* GLib's: the script a character belongs to (GLib is loaded with Pango). */ \
    F(unicharScript, g_unichar_get_script) \
    F(layoutLines, pango_layout_get_lines_readonly) \
    F(layoutUnknownGlyphs, pango_layout_get_unknown_glyphs_count) \
    F(layoutIterator, pango_layout_get_iter) \
    F(iteratorFree, pango_layout_iter_free) \
    F(iteratorNextLine, pango_layout_iter_next_line) \
    F(iteratorLine, pango_layout_iter_get_line_readonly) \
    F(iteratorLineExtents, pango_layout_iter_get_line_extents) \
    F(iteratorBaseline, pango_layout_iter_get_baseline) \
    F(attributeListNew, pango_attr_list_new) \
    F(attributeListUnref, pango_attr_list_unref) \
    F(attributeListInsert, pango_attr_list_insert) \
    F(weightAttribute, pango_attr_weight_new) \
    F(styleAttribute, pango_attr_style_new) \
    F(foregroundAttribute, pango_attr_foreground_new) \
    F(foregroundAlphaAttribute, pango_attr_foreground_alpha_new) \
    F(absoluteSizeAttribute, pango_attr_size_new_absolute) \
    F(underlineAttribute, pango_attr_underline_new) \
    F(riseAttribute, pango_attr_rise_new) \
    F(languageAttribute, pango_attr_language_new) \
    F(allowBreaksAttribute, pango_attr_allow_breaks_new) \
    F(languageFromString, pango_language_from_string)
POSTER_FUNCTION_TABLE(PangoLibrary, POSTER_PANGO_FUNCTIONS)
