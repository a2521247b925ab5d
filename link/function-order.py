#!/usr/bin/env python3
"""Writes link/function-order.txt, the order in which the release link lays out poster's functions.

The executables' code is about 12 MB, of which a run executes functions on about 1.9 MB of pages, spread
over all of it: the kernel maps the executable's pages around each page a run touches (64 KB and more at a
time), so most of the code became resident in every run. Linked in this order (lld's
--symbol-ordering-file, Package.swift), the functions the common runs execute lie together at the start of
.text: those of the first run below, then those of the second that the first does not execute, and so on,
each group led by the functions that most runs execute. A run's functions then lie within those of the
runs before it and its own.

Each run is executed once under callgrind, which lists every function it entered; only the executable's own
functions are kept, by their symbol names. Run by `make function-order` after a release build:
    python3 link/function-order.py .build/x86_64-unknown-linux-gnu/release/poster
Names that a later change removes or renames are passed over by the linker, and new functions are laid out
after the listed ones, so a stale list costs memory, never correctness.
"""
import collections
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "link", "function-order.txt")


# The A2 pages of one figure each that `make bench` measures against C.
FIGURES = [("tree", "step", 8), ("triangle", "level", 8), ("carpet", "level", 5)]


def figure_spec(kind, parameter, value):
    cell = {"figure": {"kind": kind, parameter: value}}
    return json.dumps({"version": 1, "title": f"{kind} {value}", "page": {"size": "A2", "margin": "47.6220pt"},
                       "pages": [{"grid": {"columns": 1, "rows": 1}, "cells": [cell]}]})


def runs(poster, folder):
    layouts = os.path.join(ROOT, "layouts")
    out = lambda name: os.path.join(folder, name)
    return [
        [poster, "--version"],
        [poster, "draw", "polygon", "--sides", "3", "-o", out("polygon.pdf")],
        *([poster, "render", out(f"{kind}.json"), "-o", out(f"{kind}.pdf")] for kind, _, _ in FIGURES),
        [poster, "check", os.path.join(layouts, "default.json")],
        [poster, "render", os.path.join(layouts, "default.json"), "-o", out("default.pdf")],
        [poster, "render", os.path.join(layouts, "default.json"), "-o", out("default.png"), "--dpi", "30"],
        [poster, "draw", "carpet", "--level", "4", "-o", out("carpet.png")],
        [poster, "render", os.path.join(layouts, "fractals.json"), "-o", out("fractals.svg")],
        [poster, "render", os.path.join(layouts, "print.yaml"), "-o", out("print.pdf")],
        [poster, "render", os.path.join(layouts, "badges.json"), "-o", out("badges.pdf")],
        [poster, "render", os.path.join(layouts, "landmark-photos.json"), "-o", out("photos.pdf")],
    ]


def coarse_functions(binary):
    """The functions that `binary` holds in a plain `.text` section of over 16 KB of the toolchain's static
    libraries.

    Most of the Swift runtime's and Foundation's functions have a section each, but some objects hold
    their code in one `.text` (the standard library's Swift.o 1.5 MB, _RegexParser's 475 KB): naming one
    function there moves all of it, which a run then touches only here and there. Those names come last,
    after the functions that have a section each, so the ordered functions stay together. Which definition
    of a name the link kept (poster's modules define many of the library's specialisations again) is read
    from `binary`: where each such section lies in it, from the addresses of the section's own symbols."""
    info = json.loads(subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout)
    folder = os.path.join(os.path.dirname(info["paths"]["runtimeResourcePath"]), "swift_static", "linux")
    sections = []  # (size, [(name, offset)]) of each coarse `.text`
    for archive in sorted(glob.glob(os.path.join(folder, "*.a"))):
        listing = subprocess.run(["objdump", "-h", "-t", archive], check=True, capture_output=True, text=True).stdout
        for line in listing.splitlines():
            fields = line.split()
            if "file format" in line:
                sections.append((0, []))
            elif len(fields) > 2 and fields[0].isdigit() and fields[1] == ".text":
                sections[-1] = (int(fields[2], 16), [])
            elif sections and sections[-1][0] > 16 * 1024 and "\t" in line and line.split("\t")[0].split()[-1] == ".text":
                sections[-1][1].append((fields[-1], int(fields[0], 16)))
    addresses = {}
    for fields in map(str.split, subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True, text=True).stdout.splitlines()):
        if len(fields) == 3:
            addresses.setdefault(fields[2], []).append(int(fields[0], 16))
    ranges = []
    for size, symbols in sections:
        starts = collections.Counter(addresses[name][0] - offset for name, offset in symbols if len(addresses.get(name, ())) == 1)
        # A section the link took has its symbols at one start; one it left out can still share a few
        # names (specialisations) with the binary, each at a start of its own.
        if starts:
            start, agreeing = starts.most_common(1)[0]
            if agreeing >= 3 and 2 * agreeing >= sum(starts.values()):
                ranges.append((start, start + size))
    return {name for name, found in addresses.items() if any(start <= address < end for address in found for start, end in ranges)}


def executed(argv, binary, folder):
    """The symbol names of the functions in `binary` that running `argv` enters."""
    profile = os.path.join(folder, "callgrind.out")
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", "--compress-strings=no", "--compress-pos=no",
         "--demangle=no", "--dump-instr=no", "--trace-children=no", *argv],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=folder)
    names, current = [], None
    with open(profile) as f:
        for line in f:
            if line.startswith("ob="):
                current = line[3:].strip()
            elif line.startswith("fn=") and current == binary:
                # A recursive function's deeper calls are named NAME'2, NAME'3...; a function with no
                # symbol is named by its address, which no later link has.
                name = line[3:].strip().split("'")[0]
                if not name.startswith("0x"):
                    names.append(name)
    os.remove(profile)
    return names


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: function-order.py POSTER")
    binary = os.path.realpath(sys.argv[1])
    seen = {}
    with tempfile.TemporaryDirectory() as folder:
        for kind, parameter, value in FIGURES:
            with open(os.path.join(folder, f"{kind}.json"), "w") as spec:
                spec.write(figure_spec(kind, parameter, value))
        for index, argv in enumerate(runs(binary, folder)):
            names = set(executed(argv, binary, folder))
            print(f"{len(names):6d} functions: {' '.join(os.path.basename(a) for a in argv[1:])}", file=sys.stderr)
            for name in names:
                count, first = seen.get(name, (0, index))
                seen[name] = (count + 1, first)
    coarse = coarse_functions(binary)
    order = sorted(seen, key=lambda name: (name in coarse, seen[name][1], -seen[name][0], name))
    with open(OUT, "w") as f:
        f.write("".join(name + "\n" for name in order))
    print(f"{OUT}: {len(order)} functions", file=sys.stderr)


if __name__ == "__main__":
    main()
