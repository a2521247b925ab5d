#include <libxml/xmlversion.h>
// libxml2's encoding header would bring in the system's ICU, whose declarations clash with those of
// Foundation's own ICU; nothing poster calls needs it (it changes only the layout of an encoder
// handler, which poster never touches).
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/entities.h>
#include <libxml/hash.h>
#include <libxml/xmlerror.h>

static void poster_xml_ignore(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void poster_xml_ignore_structured(void *context, xmlErrorPtr error) {
    (void)context;
    (void)error;
}

/// Sends what libxml2 reports on this thread outside a parser's own handlers (an encoding it cannot
/// convert, a chunk it cannot parse) nowhere instead of to standard error. A variadic handler cannot
/// be written in Swift, hence here.
static inline void poster_xml_quiet(void) {
    xmlSetGenericErrorFunc(NULL, poster_xml_ignore);
    xmlSetStructuredErrorFunc(NULL, poster_xml_ignore_structured);
}

/// Frees what libxml2 allocated for the caller: xmlFree is a global function pointer, which Swift 6
/// refuses to read as shared mutable state.
static inline void poster_xml_free(void *pointer) {
    xmlFree(pointer);
}
