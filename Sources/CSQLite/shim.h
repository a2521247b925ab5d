#include <sqlite3.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in SQLite, bound when it is opened (SQLiteLibrary).
#define POSTER_SQLITE_FUNCTIONS(F) \
    F(open, sqlite3_open_v2) \
    F(deserialize, sqlite3_deserialize) \
    F(close, sqlite3_close) \
    F(prepare, sqlite3_prepare_v2) \
    F(step, sqlite3_step) \
    F(finalize, sqlite3_finalize) \
    F(columnCount, sqlite3_column_count) \
    F(columnName, sqlite3_column_name) \
    F(columnText, sqlite3_column_text) \
    F(columnBytes, sqlite3_column_bytes) \
    F(errorMessage, sqlite3_errmsg)
POSTER_FUNCTION_TABLE(SQLiteLibrary, POSTER_SQLITE_FUNCTIONS)
