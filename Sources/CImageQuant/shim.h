#include <libimagequant.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libimagequant, bound when it is opened (ImageQuantLibrary).
#define POSTER_IMAGEQUANT_FUNCTIONS(F) \
    F(createAttributes, liq_attr_create) \
    F(destroyAttributes, liq_attr_destroy) \
    F(setMaximumColors, liq_set_max_colors) \
    F(setSpeed, liq_set_speed) \
    F(createImage, liq_image_create_rgba) \
    F(destroyImage, liq_image_destroy) \
    F(quantize, liq_image_quantize) \
    F(destroyResult, liq_result_destroy) \
    F(setDitheringLevel, liq_set_dithering_level) \
    F(writeRemappedImage, liq_write_remapped_image) \
    F(palette, liq_get_palette)
POSTER_FUNCTION_TABLE(ImageQuantLibrary, POSTER_IMAGEQUANT_FUNCTIONS)
