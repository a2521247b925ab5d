#include <zint.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libzint, bound when it is opened (ZintLibrary).
#define POSTER_ZINT_FUNCTIONS(F) \
    F(create, ZBarcode_Create) \
    F(delete, ZBarcode_Delete) \
    F(encode, ZBarcode_Encode) \
    F(encodeAsVectors, ZBarcode_Encode_and_Buffer_Vector)
POSTER_FUNCTION_TABLE(ZintLibrary, POSTER_ZINT_FUNCTIONS)
