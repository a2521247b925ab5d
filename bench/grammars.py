"""Context Free designs (issue 63), in `make bench`'s section "grammars": Debian's contextfree examples drawn by
poster's `grammar` figure and by cfdg itself with the same variation (ABC), as a 4096-pixel PNG and as SVG. Both
expand the design the same way (the same shapes, as many); times are hyperfine medians of whole processes, peak
RSS from /usr/bin/time. Run on its own: grammars.py POSTER [RUNS] prints the tables.
"""
import json
import os
import shutil
import subprocess
import tempfile

import scaling

EXAMPLES = "/usr/share/doc/contextfree/examples"
DESIGNS = ["ziggy", "demo1"]
SIZE = 4096


def spec(folder, name):
    path = os.path.join(folder, f"{name}.json")
    with open(path, "w") as f:
        json.dump({"page": {"size": f"{SIZE}pt x {SIZE}pt", "margin": 0, "background": "white"},
                   "pages": [{"cells": [{"figure": {"kind": "grammar", "src": f"{name}.cfdg", "variation": "ABC"}}]}]}, f)
    return path


def shapes(poster, path):
    """The count `poster check` notes for the spec at `path`."""
    noted = subprocess.run([poster, "check", path], capture_output=True, text=True).stderr
    return next(line.split()[-2] for line in noted.splitlines() if line.endswith(" shapes"))


def measure(poster, runs=3):
    cfdg = shutil.which("cfdg")
    cases = {}
    with tempfile.TemporaryDirectory(prefix="poster-grammars-") as folder:
        for name in DESIGNS:
            shutil.copy(os.path.join(EXAMPLES, f"{name}.cfdg"), folder)
            path = spec(folder, name)
            for fmt in ("png", "svg"):
                ours, theirs = os.path.join(folder, f"poster.{fmt}"), os.path.join(folder, f"cfdg.{fmt}")
                commands = {
                    "poster": [poster, "render", path, "-o", ours, "--dpi", "72"],
                    "cfdg": [cfdg, "-q", "-v", "ABC", "-s", str(SIZE)] + (["-V"] if fmt == "svg" else []) + [os.path.join(folder, f"{name}.cfdg"), theirs],
                }
                times = scaling.hyperfine(commands, runs, os.path.join(folder, "times.json"))
                cases[(name, fmt)] = {
                    "shapes": shapes(poster, path),
                    "time": {key: times[key]["median"] for key in commands},
                    "rss": {key: scaling.peak_rss_mb(argv, folder) for key, argv in commands.items()},
                    "size": {key: os.path.getsize(out) for key, out in (("poster", ours), ("cfdg", theirs))},
                }
    return cases


def markdown(cases):
    out = [f"## Context Free designs (issue 63): poster's grammar figure against cfdg, variation ABC, PNG {SIZE} px and SVG", "",
           "| design | shapes | output | poster: time, peak RSS, size | cfdg: time, peak RSS, size | time ratio |", "|---|--:|---|--:|--:|--:|"]
    for (name, fmt), c in cases.items():
        cell = lambda key: f"{c['time'][key]:.3f} s, {c['rss'][key]:.0f} MB, {c['size'][key] / 1024:.0f} KB"
        out.append(f"| {name} | {c['shapes']} | {fmt.upper()} | {cell('poster')} | {cell('cfdg')} | {c['time']['poster'] / c['time']['cfdg']:.2f} × |")
    return out + [""]


def targets(cases, add):
    for (name, fmt), c in cases.items():
        r = c["time"]["poster"] / c["time"]["cfdg"]
        add(f"{name}, {fmt.upper()}: poster ≤ 0.5 × cfdg's time", f"{r:.2f} ×", r <= 0.5)


if __name__ == "__main__":
    scaling.run_alone("grammars.py", measure, markdown, targets)
