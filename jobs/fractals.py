#!/usr/bin/env python3
"""A poster of every figure kind and its gallery, end to end.

Reads the figure kinds from `poster figures` (so a new kind is covered once it is listed) and writes
a poster with a cell for each, every parameter that takes "auto" set to it (the deepest level the
output's resolution shows), and a spec per kind. The poster is rendered to PDF, PNG and SVG, and tiled
onto A4 sheets (PDF, PNG and SVG); the specs make a gallery. Every command must exit 0, every PDF pass
`qpdf --check`, every PNG `pngcheck` and every SVG `xmllint --noout`.
"""

import glob
import json
import os
import re

import common
from common import fail, run

# The poster's paper and the PNG's resolution: "auto" depth grows with both.
SIZES = {"small": ("A3", 72), "full": ("A0", 200)}

# Parameters a kind needs to draw something of its own (a picture to place or move, a design to draw).
INPUTS = {
    "grammar": {"rules": "startshape Curl\nshape Curl\nrule 0.96 { SQUARE [ b 0.4 ] Curl [ y 1.05 r 9 s 0.96 ] }\nrule 0.04 { Curl [ r 15 ] Curl [ flip 90 s 0.8 ] }\n"},
    "image": {"src": "picture.png"},
    "badge": {"image": "picture.png", "label": "Ünïcødé"},
    "bounce": {"symbol": "image", "image": "picture.png", "copies": 24},
    "code": {"data": "Ünïcødé · 日本語 · العربية · {page}/{pages}"},
    "pie": {"slices": [{"value": 3, "label": "a"}, {"value": 2, "label": "b"}, {"value": 1, "label": "c"}], "labels": "percent"},
}


def figure_kinds(poster):
    """[(kind, [parameters that take "auto"])] from `poster figures`."""
    listing = run([poster, "figures"], what="poster figures").decode("utf-8")
    kinds = []
    for line in listing.splitlines():
        match = re.match(r"^([A-Za-z][A-Za-z0-9]*): ", line)
        if match:
            kinds.append((match.group(1), []))
        elif kinds and '"auto"' in line and re.match(r"^  (\w+)\s", line):
            kinds[-1][1].append(line.split()[0])
    if len(kinds) < 10:
        fail(f"`poster figures` listed {len(kinds)} kinds: {listing[:200]!r}")
    return kinds


def figure(kind, autos):
    made = {"kind": kind}
    made.update(INPUTS.get(kind, {}))
    made.update({parameter: "auto" for parameter in autos})
    return made


def poster_spec(kinds, paper):
    columns = 4
    rows = -(-len(kinds) // columns)
    return {
        "version": 1,
        "title": "Every figure kind at its deepest automatic level",
        "page": {"size": paper, "margin": "12mm"},
        "theme": {"font": "DejaVu Sans"},
        "footer": "{page} / {pages}",
        "pages": [{
            "title": "Every figure kind",
            "grid": {"columns": columns, "rows": rows, "gap": "6mm"},
            "cells": [{"figure": figure(kind, autos), "caption": f"{kind}" + (f" ({', '.join(autos)}: auto)" if autos else "")}
                      for kind, autos in kinds],
        }],
    }


def kind_spec(kind, autos):
    return {
        "version": 1,
        "title": f"{kind}",
        "page": {"size": "A5", "margin": "10mm"},
        "pages": [{"title": kind, "grid": {"columns": 1, "rows": 1}, "cells": [{"figure": figure(kind, autos)}]}],
    }


def check_files(pattern, what):
    files = sorted(glob.glob(pattern, recursive=True))
    for path in files:
        if what == "pdf":
            run(["qpdf", "--check", path], what=f"qpdf --check {path}")
        elif what == "svg":
            run(["xmllint", "--noout", "--nonet", "--huge", path], what=f"xmllint --noout {path}")
    if what == "png" and files:
        for chunk in range(0, len(files), 100):
            run(["pngcheck", "-q"] + files[chunk:chunk + 100], what=f"pngcheck {' '.join(files[chunk:chunk + 100])}")
    return files


def job(args):
    """Every figure kind at its deepest auto level on a poster in PDF, PNG, SVG, tiled, and a gallery."""
    work = args.work
    paper, dpi = SIZES[args.size]
    kinds = figure_kinds(args.poster)
    specs = os.path.join(work, "specs")
    os.makedirs(specs)
    common.write_png(os.path.join(specs, "picture.png"), 64, 64, common.portrait(3))
    with open(os.path.join(specs, "poster.json"), "w", encoding="utf-8") as f:
        json.dump(poster_spec(kinds, paper), f, ensure_ascii=False, indent=1)
    for kind, autos in kinds:
        with open(os.path.join(specs, f"kind-{kind}.json"), "w", encoding="utf-8") as f:
            json.dump(kind_spec(kind, autos), f, ensure_ascii=False, indent=1)
    out = os.path.join(work, "out")
    os.makedirs(out)
    spec = os.path.join(specs, "poster.json")
    poster = args.poster
    run([poster, "render", spec, "-o", os.path.join(out, "poster.pdf")], what="poster render poster.json -o poster.pdf")
    run([poster, "render", spec, "-o", os.path.join(out, "poster.png"), "--dpi", str(dpi)], what=f"poster render poster.json --dpi {dpi} -o poster.png")
    run([poster, "render", spec, "-o", os.path.join(out, "poster.svg")], what="poster render poster.json -o poster.svg")
    tiles = os.path.join(out, "tiles")
    os.makedirs(tiles)
    run([poster, "render", spec, "--tile", "A4", "-o", os.path.join(tiles, "poster-a4.pdf")], what="poster render --tile A4 -o poster-a4.pdf")
    run([poster, "render", spec, "--tile", "A4", "-o", os.path.join(tiles, "poster-a4.svg")], what="poster render --tile A4 -o poster-a4.svg")
    run([poster, "render", spec, "--tile", "A4", "--dpi", str(dpi), "-o", os.path.join(tiles, "poster-a4.png")],
        what=f"poster render --tile A4 --dpi {dpi} -o poster-a4.png")
    gallery = os.path.join(work, "gallery")
    run([poster, "gallery", specs, "-o", gallery, "--format", "pdf,png,svg", "--dpi", str(dpi), "--quiet"], what=f"poster gallery {specs}")
    counts = {}
    for what in ("pdf", "png", "svg"):
        counts[what] = len(check_files(os.path.join(work, "out", "**", f"*.{what}"), what))
        counts[what] += len(check_files(os.path.join(gallery, "**", f"*.{what}"), what))
    tiled = len(glob.glob(os.path.join(tiles, "*.svg")))
    if tiled < 2 or len(glob.glob(os.path.join(tiles, "*.png"))) != tiled:
        fail(f"--tile A4 wrote {tiled} SVG sheets and {len(glob.glob(os.path.join(tiles, '*.png')))} PNG sheets")
    gallery_pdfs = len(glob.glob(os.path.join(gallery, "**", "*.pdf"), recursive=True))
    if gallery_pdfs < len(kinds) + 1:
        fail(f"the gallery holds {gallery_pdfs} PDFs for {len(kinds) + 1} specs")
    deep = sum(1 for _, autos in kinds if autos)
    return (f"{len(kinds)} figure kinds ({deep} at auto depth) on {paper} and alone, PDF/PNG/SVG, tiled on A4 "
            f"({tiled} sheets each), gallery of {len(kinds) + 1} specs: {counts['pdf']} PDFs pass qpdf --check, "
            f"{counts['png']} PNGs pngcheck, {counts['svg']} SVGs xmllint")


if __name__ == "__main__":
    common.main(job)
