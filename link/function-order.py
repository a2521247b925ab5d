#!/usr/bin/env python3
"""Writes link/function-order.txt, the order in which the release link lays out poster's functions.

The executables' code is about 12 MB, of which a run executes functions on about 1.9 MB of pages, spread
over all of it: the kernel maps the executable's pages around each page a run touches (64 KB and more at a
time), so most of the code became resident in every run. Linked in this order (lld's --symbol-ordering-file, Package.swift), the
functions the common runs execute lie together at the start of .text: those of the first run below, then
those of the second that the first does not execute, and so on, each group led by the functions that most
runs execute. A run's functions then lie within those of the runs before it and its own.

Each run is executed once under callgrind, which lists every function it entered; only the executable's own
functions are kept, by their symbol names. Run by `make function-order` after a release build:
    python3 link/function-order.py .build/x86_64-unknown-linux-gnu/release/poster
Names that a later change removes or renames are passed over by the linker, and new functions are laid out
after the listed ones, so a stale list costs memory, never correctness.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "link", "function-order.txt")


# The A2 page of one stroked tree that `make bench` measures against C.
TREE_SPEC = json.dumps({"version": 1, "title": "tree 8", "page": {"size": "A2", "margin": "47.6220pt"},
                        "pages": [{"grid": {"columns": 1, "rows": 1}, "cells": [{"figure": {"kind": "tree", "step": 8}}]}]})


def runs(poster, folder):
    layouts = os.path.join(ROOT, "layouts")
    out = lambda name: os.path.join(folder, name)
    return [
        [poster, "--version"],
        [poster, "draw", "polygon", "--sides", "3", "-o", out("polygon.pdf")],
        [poster, "render", out("tree-8.json"), "-o", out("tree.pdf")],
        [poster, "check", os.path.join(layouts, "default.json")],
        [poster, "render", os.path.join(layouts, "default.json"), "-o", out("default.pdf")],
        [poster, "render", os.path.join(layouts, "default.json"), "-o", out("default.png"), "--dpi", "30"],
        [poster, "draw", "carpet", "--level", "4", "-o", out("carpet.png")],
        [poster, "render", os.path.join(layouts, "fractals.json"), "-o", out("fractals.svg")],
        [poster, "render", os.path.join(layouts, "print.yaml"), "-o", out("print.pdf")],
        [poster, "render", os.path.join(layouts, "badges.json"), "-o", out("badges.pdf")],
        [poster, "render", os.path.join(layouts, "landmark-photos.json"), "-o", out("photos.pdf")],
    ]


def own_functions(binary):
    """The functions that the modules built beside `binary` define, each in a section of its own."""
    objects = sorted(glob.glob(os.path.join(os.path.dirname(binary), "*.build", "*.o")))
    names = set()
    for start in range(0, len(objects), 200):
        listing = subprocess.run(["nm", "--defined-only", *objects[start:start + 200]], check=True, capture_output=True, text=True).stdout
        names.update(fields[2] for fields in map(str.split, listing.splitlines()) if len(fields) == 3 and fields[1] in "tTwW")
    return names


def coarse_functions():
    """The functions of the toolchain's static libraries that share a plain `.text` section of over 16 KB.

    Most of the Swift runtime's and Foundation's functions have a section each, but some objects hold
    their code in one `.text` (the standard library's Swift.o 1.5 MB, _RegexParser's 475 KB): naming one
    function there moves all of it, which a run then touches only here and there. Those names come last,
    after the functions that have a section each, so the ordered functions stay together. (A name can also
    be a specialisation or helper that poster's own modules define again, each in a section of its own: the
    link keeps their definition, so such a name is ordered with the rest.)"""
    info = json.loads(subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout)
    folder = os.path.join(os.path.dirname(info["paths"]["runtimeResourcePath"]), "swift_static", "linux")
    names = set()
    for archive in sorted(glob.glob(os.path.join(folder, "*.a"))):
        listing = subprocess.run(["objdump", "-h", "-t", archive], check=True, capture_output=True, text=True).stdout
        coarse = False
        for line in listing.splitlines():
            fields = line.split()
            if "file format" in line:
                coarse = False
            elif len(fields) > 2 and fields[0].isdigit() and fields[1] == ".text":
                coarse = int(fields[2], 16) > 16 * 1024
            elif coarse and "\t" in line and line.split("\t")[0].split()[-1] == ".text":
                names.add(line.split()[-1])
    return names


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
        with open(os.path.join(folder, "tree-8.json"), "w") as spec:
            spec.write(TREE_SPEC)
        for index, argv in enumerate(runs(binary, folder)):
            names = set(executed(argv, binary, folder))
            print(f"{len(names):6d} functions: {' '.join(os.path.basename(a) for a in argv[1:])}", file=sys.stderr)
            for name in names:
                count, first = seen.get(name, (0, index))
                seen[name] = (count + 1, first)
    coarse = coarse_functions() - own_functions(binary)
    order = sorted(seen, key=lambda name: (name in coarse, seen[name][1], -seen[name][0], name))
    with open(OUT, "w") as f:
        f.write("".join(name + "\n" for name in order))
    print(f"{OUT}: {len(order)} functions", file=sys.stderr)


if __name__ == "__main__":
    main()
