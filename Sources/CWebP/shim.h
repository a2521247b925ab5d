#include <webp/decode.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libwebp's decoder, bound when it is opened (WebPLibrary).
#define POSTER_WEBP_FUNCTIONS(F) \
    F(initDecoderConfigVersioned, WebPInitDecoderConfigInternal) \
    F(featuresVersioned, WebPGetFeaturesInternal) \
    F(decode, WebPDecode) \
    F(freeDecodedBuffer, WebPFreeDecBuffer)
POSTER_FUNCTION_TABLE(WebPLibrary, POSTER_WEBP_FUNCTIONS)
