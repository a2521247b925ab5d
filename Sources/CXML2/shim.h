#include <libxml/xmlversion.h>
// libxml2's encoding header would bring in the system's ICU, whose declarations clash with those of
// Foundation's own ICU; nothing poster calls needs it (it changes only the layout of an encoder
// handler, which poster never touches).
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/entities.h>
#include <libxml/hash.h>
