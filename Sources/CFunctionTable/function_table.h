#ifndef POSTER_FUNCTION_TABLE_H
#define POSTER_FUNCTION_TABLE_H

// The functions poster calls in a C library it opens at run time (SharedLibrary.bind), listed once in
// that library's header module, an entry a function: `F(swiftName, c_function)`.
// `POSTER_FUNCTION_TABLE(Type, LIST)` makes of the list `LIST`
// - `Type`, a struct of the functions' addresses, each typed as the library's own header declares the
//   function (`__typeof__`), so that no prototype is typed by hand and none can differ from the header;
// - `Type_symbols()`, the functions' names in the struct's order, separated by spaces, which
//   `SharedLibrary.bind` looks up one by one to fill the struct.
// An entry may name a global variable instead (libxml2's `xmlFree`): its field is then the variable's address.

#define POSTER_FUNCTION_FIELD(field, symbol) __typeof__(symbol) *_Nonnull field;
#define POSTER_FUNCTION_NAME(field, symbol) #symbol " "
#define POSTER_FUNCTION_TABLE(type, list) \
    typedef struct type { \
        list(POSTER_FUNCTION_FIELD) \
    } type; \
    static inline const char *_Nonnull type##_symbols(void) { return list(POSTER_FUNCTION_NAME); }

#endif
