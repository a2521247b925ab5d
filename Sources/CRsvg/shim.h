// librsvg's declarations only: poster opens the library when it first reads an SVG (SVGLibrary).
#include <librsvg/rsvg.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in librsvg (with GObject and GLib, loaded with it), bound when it is opened (SVGLibrary).
#define POSTER_SVG_FUNCTIONS(F) \
    F(newFromData, rsvg_handle_new_from_data) \
    F(setDPI, rsvg_handle_set_dpi) \
    F(intrinsicSizeInPixels, rsvg_handle_get_intrinsic_size_in_pixels) \
    F(intrinsicDimensions, rsvg_handle_get_intrinsic_dimensions) \
    /* GObject frees a handle, GLib the error librsvg reports: both are loaded with librsvg. */ \
    F(objectUnref, g_object_unref) \
    F(errorFree, g_error_free) \
    F(renderDocument, rsvg_handle_render_document)
POSTER_FUNCTION_TABLE(SVGLibrary, POSTER_SVG_FUNCTIONS)
