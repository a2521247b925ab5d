// libyaml's declarations only: poster opens the library when it first reads a YAML spec (YAMLLibrary).
#include <yaml.h>
