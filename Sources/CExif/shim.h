#include <libexif/exif-data.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libexif, bound when it is opened (ExifLibrary).
#define POSTER_EXIF_FUNCTIONS(F) \
    F(dataFromBytes, exif_data_new_from_data) \
    F(dataUnref, exif_data_unref) \
    F(byteOrder, exif_data_get_byte_order) \
    F(entry, exif_content_get_entry) \
    F(shortValue, exif_get_short)
POSTER_FUNCTION_TABLE(ExifLibrary, POSTER_EXIF_FUNCTIONS)
