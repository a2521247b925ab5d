#include <webp/encode.h>
#include <webp/mux.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libwebpmux and the libwebp encoder it links, bound when it is opened (WebPMuxLibrary).
#define POSTER_WEBPMUX_FUNCTIONS(F) \
    F(optionsInitVersioned, WebPAnimEncoderOptionsInitInternal) \
    F(encoderNewVersioned, WebPAnimEncoderNewInternal) \
    F(configInitVersioned, WebPConfigInitInternal) \
    F(pictureInitVersioned, WebPPictureInitInternal) \
    F(encoderDelete, WebPAnimEncoderDelete) \
    F(encoderAdd, WebPAnimEncoderAdd) \
    F(encoderAssemble, WebPAnimEncoderAssemble) \
    F(encoderError, WebPAnimEncoderGetError) \
    F(pictureImportRGBA, WebPPictureImportRGBA) \
    F(pictureFree, WebPPictureFree) \
    /* libwebp's deallocator, which WebPDataClear (inline in the header) frees with. */ \
    F(free, WebPFree)
POSTER_FUNCTION_TABLE(WebPMuxLibrary, POSTER_WEBPMUX_FUNCTIONS)
