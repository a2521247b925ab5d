#!/usr/bin/env bash
# Prints the Depends field of poster's Debian package, derived from what is installed on this machine:
# - the libraries the executables are linked with, versioned by dpkg-shlibdeps from the libraries'
#   own shlibs and symbols files (run in BUILD, which holds debian/control and the package's tree in
#   debian/poster, as debhelper lays them out);
# - the libraries poster opens at run time (dlopen), which no tool can see in the executables: the
#   first versioned soname of each entry of the CATALOG (Sources/SharedLibraries/LibraryCatalog.swift),
#   found through the dynamic linker's cache and mapped to its package with
#   `dpkg -S`, which must be the package the entry names;
# - the data packages given as arguments (fonts, hyphenation patterns, ICC profiles), each of which
#   must be installed here.
# Usage: packaging/depends.sh BUILD CATALOG DATA-PACKAGE...
set -euo pipefail

build=$1 catalog=$2
shift 2

fail() { echo "depends.sh: error: $*" >&2; exit 1; }

linked=$(cd "$build" && dpkg-shlibdeps -O debian/poster/usr/bin/*)
linked=${linked#shlibs:Depends=}

# The dynamic linker's cache tags each library with its ABI, as it tags the C library.
abi=$(ldconfig -p | awk '$1 == "libc.so.6" && !abi { abi = $2 } END { print abi }')
entries=$(tr '\n' ' ' < "$catalog" | grep -oE 'CatalogEntry\([^)]*sonames: \[[^)]*\)' | tr -s ' ')
[ -n "$entries" ] || fail "no library opened at run time found in $catalog"
opened=()
while IFS= read -r entry; do
  soname=$(grep -oE '"[^"]+\.so\.[0-9][^"]*"' <<< "$entry" | awk 'NR == 1' | tr -d '"')
  named=$(grep -oE 'package: "[^"]+"' <<< "$entry" | cut -d'"' -f2)
  [ -n "$soname" ] || fail "$entry names no versioned soname to find a package by"
  path=$(ldconfig -p | awk -v soname="$soname" -v abi="$abi" '$1 == soname && $2 == abi && !path { path = $NF } END { print path }')
  [ -n "$path" ] || fail "$soname (opened at run time by poster) is not installed"
  package=$(dpkg -S "$(readlink -f "$path")" | cut -d: -f1)
  # An entry that opens its versioned soname first names the package that installs it (libqpdf's opens
  # the -dev package's link first, any soname, and names that package).
  first=$(grep -oE 'sonames: \["[^"]+"' <<< "$entry" | cut -d'"' -f2)
  [ "$first" != "$soname" ] || [ "$package" = "$named" ] || fail "$soname is installed by $package, but $catalog names $named"
  opened+=("$package")
done <<< "$entries"

for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
    fail "the data package $package is not installed"
done

# One entry a package: a linked library's versioned entry stands for the same package opened at run time.
{
  echo "$linked" | tr ',' '\n' | sed 's/^ *//'
  printf '%s\n' "${opened[@]}" "$@"
} | awk '!($1 in entry) || index($0, "(") { entry[$1] = $0 } END { for (name in entry) print entry[name] }' |
  LC_ALL=C sort | paste -sd , | sed 's/,/, /g'
