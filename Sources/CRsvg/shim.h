// librsvg's declarations only: poster opens the library when it first reads an SVG (SVGLibrary).
#include <librsvg/rsvg.h>
