#include <sys/xattr.h>
