"""Tiling (issue 20), in `make bench`'s section "tiling": the A0 page of four fractals (the scaling
section's) and an A0 carpet of level 7 (a drawing of a few kilobytes: instanced), each rendered whole
and cut into A4 sheets (`--tile A4`: 21 sheets and the map), as PDF and as PNG at 150 dpi. Times are
hyperfine medians; sizes are the files' (all the sheets' for PNG); peak RSS from /usr/bin/time.
Run on its own: tiling.py POSTER [RUNS] prints the tables.
"""
import json
import os
import subprocess
import tempfile

import scaling

ROOT = scaling.ROOT


def carpet_spec(folder):
    spec = {"version": 1, "title": "A0 carpet", "page": {"size": "A0", "margin": "20mm"},
            "pages": [{"grid": {"columns": 1, "rows": 1}, "cells": [{"figure": {"kind": "carpet", "level": 7}}]}]}
    path = os.path.join(folder, "carpet.json")
    with open(path, "w") as f:
        json.dump(spec, f)
    return path


def total_size(paths):
    return sum(os.path.getsize(p) for p in paths)


def images(pdf):
    """The image placements `pdfimages -list` finds in `pdf`."""
    listed = subprocess.run(["pdfimages", "-list", pdf], capture_output=True, text=True, check=True).stdout
    return len(listed.splitlines()) - 2


def measure(poster, runs=3):
    with tempfile.TemporaryDirectory(prefix="poster-tiling-") as folder:
        specs = {"A0, four fractals": scaling.a0_spec(folder), "A0, carpet 7": carpet_spec(folder)}
        cases = {}
        for name, spec in specs.items():
            for fmt, extra in (("pdf", []), ("png", ["--dpi", "150"])):
                whole = os.path.join(folder, f"whole-{fmt}", f"page.{fmt}")
                tiled = os.path.join(folder, f"tiled-{fmt}", f"sheet.{fmt}")
                commands = {"whole": [poster, "render", spec, "-o", whole] + extra, "tiled": [poster, "render", spec, "-o", tiled, "--tile", "A4"] + extra}
                times = scaling.hyperfine(commands, runs, os.path.join(folder, "times.json"))
                listed = {key: subprocess.run(argv, capture_output=True, text=True, check=True, cwd=ROOT).stdout.split() for key, argv in commands.items()}
                cases[(name, fmt)] = {
                    "time": {key: times[key]["median"] for key in commands},
                    "size": {key: total_size(files) for key, files in listed.items()},
                    "files": len(listed["tiled"]),
                    "rss": {key: scaling.peak_rss_mb(argv, folder) for key, argv in commands.items()},
                    "images": images(listed["tiled"][0]) if fmt == "pdf" else None,
                }
    return cases


def markdown(cases):
    out = ["## Tiling (issue 20): A0 pages whole and cut into A4 sheets (`--tile A4`: 3 x 7 sheets and the map)", "",
           "| page | output | whole: time, size, peak RSS | tiled: time, size, peak RSS | size ratio | images in the tiled PDF |",
           "|---|---|--:|--:|--:|--:|"]
    for (name, fmt), c in cases.items():
        cell = lambda key: f"{c['time'][key]:.3f} s, {c['size'][key] / 1024:.0f} KB, {c['rss'][key]:.0f} MB"
        output = f"PNG 150 dpi ({c['files']} files tiled)" if fmt == "png" else "PDF"
        out.append(f"| {name} | {output} | {cell('whole')} | {cell('tiled')} | "
                   f"{c['size']['tiled'] / c['size']['whole']:.2f} × | {'' if c['images'] is None else c['images']} |")
    out += ["", "A PDF's sheets paint the page from one form XObject; what a sheet adds is its marks and name, and the map "
            "its text: a fixed cost of about 35 KB, which the carpet's instanced drawing (a few kilobytes) does not hide.", ""]
    return out


def targets(cases, add):
    for (name, fmt), c in cases.items():
        if fmt != "pdf":
            continue
        add(f"{name}: tiled PDF lists no images", str(c["images"]), c["images"] == 0)
        if name.startswith("A0, four"):
            r = c["size"]["tiled"] / c["size"]["whole"]
            add(f"{name}: tiled PDF ≤ 1.2 × the page's PDF", f"{r:.2f} ×", r <= 1.2)


if __name__ == "__main__":
    scaling.run_alone("tiling.py", measure, markdown, targets)
