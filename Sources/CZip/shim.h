#include <zip.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libzip, bound when it is opened (ZipLibrary).
#define POSTER_ZIP_FUNCTIONS(F) \
    F(bufferSource, zip_source_buffer_create) \
    F(freeSource, zip_source_free) \
    F(openSource, zip_open_from_source) \
    F(discard, zip_discard) \
    F(locate, zip_name_locate) \
    F(openEntry, zip_fopen_index) \
    F(read, zip_fread) \
    F(closeEntry, zip_fclose) \
    F(initError, zip_error_init) \
    F(finishError, zip_error_fini)
POSTER_FUNCTION_TABLE(ZipLibrary, POSTER_ZIP_FUNCTIONS)
