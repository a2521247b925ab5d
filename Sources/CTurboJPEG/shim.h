#include <turbojpeg.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libjpeg-turbo, bound when it is opened (JPEGLibrary).
#define POSTER_JPEG_FUNCTIONS(F) \
    F(initDecompress, tjInitDecompress) \
    F(destroy, tjDestroy) \
    F(decompressHeader, tjDecompressHeader3) \
    F(decompress, tjDecompress2) \
    F(errorText, tjGetErrorStr2)
POSTER_FUNCTION_TABLE(JPEGLibrary, POSTER_JPEG_FUNCTIONS)
