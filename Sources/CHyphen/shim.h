#include <hyphen.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libhyphen, bound when it is opened (HyphenLibrary).
#define POSTER_HYPHEN_FUNCTIONS(F) \
    /* The patterns read from an open file (patterns in memory, through fmemopen). */ \
    F(loadFile, hnj_hyphen_load_file) \
    F(free, hnj_hyphen_free) \
    /* The word, its length in bytes, the vector it marks (an odd digit after each character a line may
       break after), the hyphenated word (unused), the non-standard breaks' replacements, positions and
       cuts (allocated for the caller to free), and the least characters before and after a break, of a
       word and of a compound's part. */ \
    F(hyphenate, hnj_hyphen_hyphenate3)
POSTER_FUNCTION_TABLE(HyphenLibrary, POSTER_HYPHEN_FUNCTIONS)
