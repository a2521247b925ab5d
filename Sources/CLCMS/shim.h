#include <lcms2.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in littleCMS, bound when it is opened (ColorLibrary).
#define POSTER_COLOR_FUNCTIONS(F) \
    F(sRGBProfile, cmsCreate_sRGBProfile) \
    F(openProfile, cmsOpenProfileFromMem) \
    F(closeProfile, cmsCloseProfile) \
    F(colorSpace, cmsGetColorSpace) \
    F(createTransform, cmsCreateTransform) \
    F(deleteTransform, cmsDeleteTransform) \
    F(transform, cmsDoTransform)
POSTER_FUNCTION_TABLE(ColorLibrary, POSTER_COLOR_FUNCTIONS)
