#include <gif_lib.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in giflib, bound when it is opened (GIFLibrary).
#define POSTER_GIF_FUNCTIONS(F) \
    F(open, EGifOpen) \
    F(close, EGifCloseFile) \
    F(setVersion, EGifSetGifVersion) \
    F(putScreenDescription, EGifPutScreenDesc) \
    F(putImageDescription, EGifPutImageDesc) \
    F(putLine, EGifPutLine) \
    F(controlBlockToExtension, EGifGCBToExtension) \
    F(putExtension, EGifPutExtension) \
    F(putExtensionLeader, EGifPutExtensionLeader) \
    F(putExtensionBlock, EGifPutExtensionBlock) \
    F(putExtensionTrailer, EGifPutExtensionTrailer) \
    F(makeColorMap, GifMakeMapObject) \
    F(freeColorMap, GifFreeMapObject) \
    F(errorText, GifErrorString)
POSTER_FUNCTION_TABLE(GIFLibrary, POSTER_GIF_FUNCTIONS)
