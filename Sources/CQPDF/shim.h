#include <qpdf/qpdf-c.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libqpdf, bound when it is opened (QPDFLibrary).
#define POSTER_QPDF_FUNCTIONS(F) \
    F(initialize, qpdf_init) \
    F(cleanup, qpdf_cleanup) \
    F(suppressWarnings, qpdf_set_suppress_warnings) \
    F(silenceErrors, qpdf_silence_errors) \
    F(hasError, qpdf_has_error) \
    F(read, qpdf_read) \
    F(readMemory, qpdf_read_memory) \
    F(pageCount, qpdf_get_num_pages) \
    F(page, qpdf_get_page_n) \
    F(addPage, qpdf_add_page) \
    F(initializeWriteToMemory, qpdf_init_write_memory) \
    F(deterministicID, qpdf_set_deterministic_ID) \
    F(minimumVersion, qpdf_set_minimum_pdf_version) \
    F(forceVersion, qpdf_force_pdf_version) \
    F(write, qpdf_write) \
    F(bufferLength, qpdf_get_buffer_length) \
    F(buffer, qpdf_get_buffer) \
    F(error, qpdf_get_error) \
    F(errorText, qpdf_get_error_full_text) \
    F(trailer, qpdf_get_trailer) \
    F(root, qpdf_get_root) \
    F(objectByID, qpdf_get_object_by_id) \
    F(makeIndirect, qpdf_make_indirect_object) \
    F(typeCode, qpdf_oh_get_type_code) \
    F(numericValue, qpdf_oh_get_numeric_value) \
    F(name, qpdf_oh_get_name) \
    F(arrayCount, qpdf_oh_get_array_n_items) \
    F(arrayItem, qpdf_oh_get_array_item) \
    F(beginKeys, qpdf_oh_begin_dict_key_iter) \
    F(moreKeys, qpdf_oh_dict_more_keys) \
    F(nextKey, qpdf_oh_dict_next_key) \
    F(hasKey, qpdf_oh_has_key) \
    F(key, qpdf_oh_get_key) \
    F(replaceKey, qpdf_oh_replace_key) \
    F(removeKey, qpdf_oh_remove_key) \
    F(appendItem, qpdf_oh_append_item) \
    F(dictionary, qpdf_oh_get_dict) \
    F(objectID, qpdf_oh_get_object_id) \
    F(parse, qpdf_oh_parse) \
    F(newStream, qpdf_oh_new_stream) \
    F(newString, qpdf_oh_new_unicode_string) \
    F(newNull, qpdf_oh_new_null) \
    F(streamData, qpdf_oh_get_stream_data) \
    F(pageContent, qpdf_oh_get_page_content_data) \
    F(replaceStreamData, qpdf_oh_replace_stream_data)
POSTER_FUNCTION_TABLE(QPDFLibrary, POSTER_QPDF_FUNCTIONS)
