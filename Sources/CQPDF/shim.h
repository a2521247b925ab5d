#include <qpdf/qpdf-c.h>
