#!/usr/bin/env bash
# Checks the package that `make deb` built in DIR: dpkg-deb reads it (its fields, and the executables
# in it), apt accepts it on this machine (a simulated install), and, installed with apt into a clean
# Debian 12 tree (debootstrap's minbase variant in a chroot: no library, font or data file but those
# its Depends bring), its poster renders every shipped layout to the same PDF as the poster of this
# build does here, and writes PNG, SVG, GIF and WebP, and its poster-preview starts.
# The minbase tree is made once, kept as DIR/bookworm-minbase.tar, and unpacked afresh for each run;
# the packages apt downloads into it are kept in DIR/archives for the next run.
# Usage: packaging/test-deb.sh DIR POSTER
set -euo pipefail

dir=$(cd "$1" && pwd) poster=$2
repository=$(cd "$(dirname "$0")/.." && pwd)
debs=("$dir"/poster_*.deb)
[ ${#debs[@]} -eq 1 ] || { echo "test-deb.sh: expected one package in $dir, found: ${debs[*]}" >&2; exit 1; }
deb=${debs[0]}
fail() { echo "test-deb.sh: FAILED: $*" >&2; exit 1; }

# The package's fields and files.
dpkg-deb --info "$deb" > "$dir/info.log" || fail "dpkg-deb --info cannot read $deb"
version=$("$poster" --version)
[ "$(dpkg-deb --field "$deb" Package)" = poster ] || fail "Package is not poster"
[ "$(dpkg-deb --field "$deb" Version)" = "$version" ] || fail "Version is not $version, what poster --version says"
depends=$(dpkg-deb --field "$deb" Depends)
for package in libcairo2 libpangocairo-1.0-0 libyaml-0-2 libqpdf29 fonts-noto-cjk hyphen-de scribus-data; do
  [[ ", $depends," == *", $package"[,\ ]* ]] || fail "Depends lacks $package: $depends"
done
contents=$(dpkg-deb --contents "$deb")
for file in ./usr/bin/poster ./usr/bin/poster-preview ./usr/share/man/man1/poster.1.gz; do
  grep -qE "^-r[-w]x?.* $file\$" <<< "$contents" || fail "the package does not hold $file"
done
grep -qE '^-rwxr-xr-x root/root .* \./usr/bin/poster$' <<< "$contents" || fail "/usr/bin/poster is not an executable owned by root"
echo "test-deb.sh: dpkg-deb reads $(basename "$deb"): poster $version, $(tr ',' '\n' <<< "$depends" | wc -l) dependencies"

# apt on this machine.
apt-get install --simulate "$deb" > "$dir/simulate.log" 2>&1 || { cat "$dir/simulate.log" >&2; fail "apt-get install --simulate refused the package"; }
grep -qE "^Inst poster \(${version//./\\.} |poster is already the newest version \(${version//./\\.}\)" "$dir/simulate.log" ||
  { cat "$dir/simulate.log" >&2; fail "apt-get install --simulate does not install poster $version"; }
echo "test-deb.sh: apt-get install --simulate accepts it"

# A clean Debian 12 tree with the package installed by apt, fetching what it Depends on.
base=$dir/bookworm-minbase.tar
if [ ! -f "$base" ]; then
  rm -rf "$dir/minbase"
  debootstrap --variant=minbase bookworm "$dir/minbase" http://deb.debian.org/debian > "$dir/debootstrap.log" 2>&1 ||
    { tail -20 "$dir/debootstrap.log" >&2; fail "debootstrap could not make a Debian 12 tree"; }
  tar -C "$dir/minbase" -cf "$base.part" . && mv "$base.part" "$base"
  rm -rf "$dir/minbase"
fi
root=$dir/root
if mountpoint -q "$root/proc"; then umount "$root/proc"; fi
rm -rf --one-file-system "$root" && mkdir -p "$root" "$dir/archives"
tar -C "$root" -xf "$base"
# /proc as every system has it: Swift's runtime reads a program's arguments from /proc/self/cmdline.
mount -t proc proc "$root/proc"
trap 'umount "$root/proc"' EXIT
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$repository/packaging/bookworm.sources" "$root/etc/apt/sources.list.d/debian.sources"
rm -f "$root/etc/apt/sources.list"
find "$dir/archives" -name '*.deb' -exec cp {} "$root/var/cache/apt/archives/" \;
cp "$deb" "$root/tmp/"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }
before=$(in_root dpkg-query -W | wc -l)
if ! { in_root apt-get update -qq && in_root apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")"; } > "$dir/apt.log" 2>&1; then
  tail -30 "$dir/apt.log" >&2
  fail "apt-get could not install the package into a clean Debian 12 tree"
fi
find "$root/var/cache/apt/archives" -name '*.deb' -exec cp {} "$dir/archives/" \;
echo "test-deb.sh: installed into a clean Debian 12 tree, with the $(($(in_root dpkg-query -W | wc -l) - before - 1)) packages it depends on"

# Every shipped layout, rendered there by the installed poster and here by this build's.
mkdir -p "$root/root/work/out" "$dir/here"
cp -r "$repository/layouts" "$root/root/work/"
count=0
for spec in "$repository"/layouts/*.json "$repository"/layouts/*.yaml; do
  name=$(basename "${spec%.*}")
  in_root sh -c "cd /root/work && poster render layouts/$(basename "$spec") -o out/$name.pdf" > "$dir/render.log" 2>&1 ||
    { cat "$dir/render.log" >&2; fail "the installed poster could not render layouts/$(basename "$spec")"; }
  (cd "$repository" && "$poster" render "layouts/$(basename "$spec")" -o "$dir/here/$name.pdf") > /dev/null 2>&1
  cmp -s "$root/root/work/out/$name.pdf" "$dir/here/$name.pdf" ||
    fail "layouts/$(basename "$spec"): the installed poster's PDF differs from this build's ($root/root/work/out/$name.pdf, $dir/here/$name.pdf)"
  count=$((count + 1))
done
echo "test-deb.sh: the installed poster renders the $count shipped layouts to the PDFs this build renders"

in_root sh -ec 'cd /root/work
  poster render layouts/default.json -o out/default-{page}.png --dpi 30 >/dev/null
  poster render layouts/default.json -o out/default-{page}.svg >/dev/null
  poster frames layouts/bounce-animation.json --fps 5 --duration 1 --dpi 20 -o out/bounce.gif >/dev/null
  poster frames layouts/bounce-animation.json --fps 5 --duration 1 --dpi 20 -o out/bounce.webp >/dev/null
  poster-preview --help >/dev/null' > "$dir/formats.log" 2>&1 || { cat "$dir/formats.log" >&2; fail "the installed poster could not write every format"; }
pngcheck -q "$root"/root/work/out/default-*.png > /dev/null || fail "the installed poster's PNG pages do not pass pngcheck"
for file in "$root"/root/work/out/default-*.svg; do xmllint --noout "$file" || fail "$file is not well-formed"; done
[ "$(head -c 6 "$root/root/work/out/bounce.gif")" = GIF89a ] || fail "bounce.gif is not a GIF"
[ "$(head -c 4 "$root/root/work/out/bounce.webp")" = RIFF ] || fail "bounce.webp is not a WebP file"
echo "test-deb.sh: the installed poster writes PNG, SVG, GIF and WebP, and poster-preview starts"
