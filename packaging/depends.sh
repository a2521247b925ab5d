#!/usr/bin/env bash
# Prints the Depends field of poster's Debian package, derived from what is installed on this machine:
# - the libraries the executables are linked with, versioned by dpkg-shlibdeps from the libraries'
#   own shlibs and symbols files (run in BUILD, which holds debian/control and the package's tree in
#   debian/poster, as debhelper lays them out);
# - the libraries poster opens at run time (dlopen), which no tool can see in the executables: the
#   versioned soname that each SharedLibrary.bind/open call in the Sources asks for first, each
#   found through the dynamic linker's cache and mapped to its package with `dpkg -S`;
# - the data packages given as arguments (fonts, hyphenation patterns, ICC profiles), each of which
#   must be installed here.
# Usage: packaging/depends.sh BUILD SOURCES DATA-PACKAGE...
set -euo pipefail

build=$1 sources=$2
shift 2

fail() { echo "depends.sh: error: $*" >&2; exit 1; }

linked=$(cd "$build" && dpkg-shlibdeps -O debian/poster/usr/bin/*)
linked=${linked#shlibs:Depends=}

# The dynamic linker's cache tags each library with its ABI, as it tags the C library.
abi=$(ldconfig -p | awk '$1 == "libc.so.6" && !abi { abi = $2 } END { print abi }')
calls=$(grep -rhoE --include='*.swift' 'SharedLibrary\.(bind|open)\(\[[^]]*\]' "$sources" | sort -u)
[ -n "$calls" ] || fail "no library opened at run time found in $sources"
opened=()
while IFS= read -r call; do
  soname=$(grep -oE '"[^"]+\.so\.[0-9][^"]*"' <<< "$call" | awk 'NR == 1' | tr -d '"')
  [ -n "$soname" ] || fail "$call names no versioned soname to find a package by"
  path=$(ldconfig -p | awk -v soname="$soname" -v abi="$abi" '$1 == soname && $2 == abi && !path { path = $NF } END { print path }')
  [ -n "$path" ] || fail "$soname (opened at run time by poster) is not installed"
  opened+=("$(dpkg -S "$(readlink -f "$path")" | cut -d: -f1)")
done <<< "$calls"

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
