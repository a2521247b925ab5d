#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
