#include <hyphen.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libhyphen, bound when it is opened (HyphenLibrary).
#define POSTER_HYPHEN_FUNCTIONS(F) \
    F(loadFile, hnj_hyphen_load_file) \
    F(free, hnj_hyphen_free) \
    F(hyphenate, hnj_hyphen_hyphenate3)
POSTER_FUNCTION_TABLE(HyphenLibrary, POSTER_HYPHEN_FUNCTIONS)
