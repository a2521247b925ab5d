// libyaml's declarations only: poster opens the library when it first reads a YAML spec (YAMLLibrary).
#include <yaml.h>

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libyaml's parser, bound when it is opened (YAMLLibrary).
#define POSTER_YAML_FUNCTIONS(F) \
    F(initialize, yaml_parser_initialize) \
    /* Reads the text from the given bytes, which must outlive the parse. */ \
    F(setInputString, yaml_parser_set_input_string) \
    F(parse, yaml_parser_parse) \
    F(deleteEvent, yaml_event_delete) \
    F(delete, yaml_parser_delete)
POSTER_FUNCTION_TABLE(YAMLLibrary, POSTER_YAML_FUNCTIONS)
