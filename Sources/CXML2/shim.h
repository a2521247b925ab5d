#include <libxml/xmlversion.h>
// libxml2's encoding header would bring in the system's ICU, whose declarations clash with those of
// Foundation's own ICU; nothing poster calls needs it (it changes only the layout of an encoder
// handler, which poster never touches).
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/entities.h>
#include <libxml/hash.h>
#include <libxml/xmlerror.h>

// libxml2's declarations only: poster opens the library when it first reads XML (XMLLibrary).

static void poster_xml_ignore_message(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/// A generic error handler that drops the message. A variadic function cannot be written in Swift,
/// hence here; XMLLibrary.quiet hands it to libxml2.
static inline xmlGenericErrorFunc poster_xml_ignore(void) {
    return poster_xml_ignore_message;
}

#include "../CFunctionTable/function_table.h"

// The functions poster calls in libxml2, bound when it is opened (XMLLibrary).
#define POSTER_XML_FUNCTIONS(F) \
    F(initializeParser, xmlInitParser) \
    F(readerForMemory, xmlReaderForMemory) \
    F(freeTextReader, xmlFreeTextReader) \
    F(setStructuredErrorHandler, xmlTextReaderSetStructuredErrorHandler) \
    F(read, xmlTextReaderRead) \
    F(nodeType, xmlTextReaderNodeType) \
    F(depth, xmlTextReaderDepth) \
    F(isEmptyElement, xmlTextReaderIsEmptyElement) \
    F(currentNode, xmlTextReaderCurrentNode) \
    F(constName, xmlTextReaderConstName) \
    F(constLocalName, xmlTextReaderConstLocalName) \
    F(constValue, xmlTextReaderConstValue) \
    F(moveToNextAttribute, xmlTextReaderMoveToNextAttribute) \
    F(moveToElement, xmlTextReaderMoveToElement) \
    /* The text of the current node and its descendants, which the caller frees (XMLLibrary.free). */ \
    F(readString, xmlTextReaderReadString) \
    F(lineNumber, xmlGetLineNo) \
    F(hashScan, xmlHashScan) \
    F(setGenericErrorFunc, xmlSetGenericErrorFunc) \
    F(setStructuredErrorFunc, xmlSetStructuredErrorFunc) \
    F(deallocator, xmlFree)
POSTER_FUNCTION_TABLE(XMLLibrary, POSTER_XML_FUNCTIONS)
