#!/usr/bin/env bash
# Builds poster's Debian package, OUT/poster_VERSION_ARCH.deb, with dpkg-deb: the release executables
# poster and poster-preview in /usr/bin (stripped as dh_strip strips; Swift's runtime is linked
# into them, so only Debian's libraries remain to depend on), the manual page MAN, and the README and
# spec reference in /usr/share/doc/poster. The version is the one `poster --version` reports; the
# Depends field is derived by depends.sh from what poster links and opens, and the DATA packages
# (fonts, hyphenation patterns, ICC profiles). Every file is dated the last commit (or
# SOURCE_DATE_EPOCH), so the same commit and the same system give the same package.
# Usage: packaging/build-deb.sh BIN OUT MAN DATA-PACKAGE...
set -euo pipefail

bin=$1 out=$2 man=$3
shift 3
repository=$(cd "$(dirname "$0")/.." && pwd)
version=$("$bin/poster" --version)
architecture=$(dpkg --print-architecture)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$repository" log -1 --format=%ct)}

# debian/control and the package's tree in debian/poster, laid out as dpkg-shlibdeps expects them.
build=$out/build
root=$build/debian/poster
rm -rf "$build" "$out"/poster_*.deb
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" "$root/usr/share/doc/poster"
for executable in poster poster-preview; do
  strip --strip-unneeded --remove-section=.comment --remove-section=.note -o "$root/usr/bin/$executable" "$bin/$executable"
done
gzip -9n < "$man" > "$root/usr/share/man/man1/poster.1.gz"
gzip -9n < "$repository/README.md" > "$root/usr/share/doc/poster/README.md.gz"
gzip -9n < "$repository/docs/spec.md" > "$root/usr/share/doc/poster/spec.md.gz"
printf 'Source: poster\n\nPackage: poster\nArchitecture: any\n' > "$build/debian/control"
depends=$("$repository/packaging/depends.sh" "$build" "$repository/Sources/SharedLibraries/LibraryCatalog.swift" "$@")

cat > "$root/DEBIAN/control" <<CONTROL
Package: poster
Version: $version
Architecture: $architecture
Maintainer: poster <poster@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: glabels-data
Suggests: ffmpeg
Section: graphics
Priority: optional
Description: print-ready posters, badges and charts from a layout spec
 poster turns a JSON or YAML layout spec into multi-page PDF, PNG or SVG
 through Cairo: grids of fractals, charts, codes, pictures and text, sheets
 of badges and labels from CSV or XLSX data, animations and galleries. The
 same spec always gives byte-identical files; a bad one gets every problem
 reported with its file, line, column and JSON path.
 .
 With glabels-data installed, specs can also name gLabels' label products;
 with ffmpeg, poster frames also writes MP4 and WebM.
CONTROL

find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/bin/"*
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
dpkg-deb --root-owner-group --build "$root" "$out/poster_${version}_${architecture}.deb"
