"""How poster scales with cores (issue 19), in `make bench`'s section "scaling": an A0 page at 300 dpi
to PNG (carpet 7, triangle 11, tree 10 and a badge) and a gallery of 80 specs (layouts/ eight times),
each run under `taskset` on 1, 2, 4, 8 and 16 of the machine's cores (those it has), timed with
hyperfine; and the peak RSS of PNG pages: A0 at 300 and 600 dpi, and a 4096 x 4096 px page.
Run on its own: scaling.py POSTER [RUNS] prints the tables.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORE_COUNTS = (1, 2, 4, 8, 16)
GALLERY_COPIES = 8


def cores():
    """The cores this process may run on, in order."""
    return sorted(os.sched_getaffinity(0))


def a0_spec(folder):
    spec = {"version": 1, "title": "A0 at 300 dpi", "page": {"size": "A0", "margin": "20mm", "background": "#ffffff"},
            "pages": [{"grid": {"columns": 2, "rows": 2, "gap": "10mm"},
                       "cells": [{"figure": {"kind": "carpet", "level": 7}}, {"figure": {"kind": "triangle", "level": 11}},
                                 {"figure": {"kind": "tree", "step": 10}}, {"figure": {"kind": "badge", "symbols": 8}}]}]}
    path = os.path.join(folder, "a0.json")
    with open(path, "w") as f:
        json.dump(spec, f)
    return path


def gallery_folder(folder):
    """layouts/ copied eight times: 80 specs with their data and pictures."""
    root = os.path.join(folder, "gallery-specs")
    for k in range(GALLERY_COPIES):
        shutil.copytree(os.path.join(ROOT, "layouts"), os.path.join(root, f"copy-{k + 1}"))
    return root


def hyperfine(commands, runs, export, warmup=1):
    """Medians, minima and maxima of `commands` ({name: argv}) from one hyperfine run."""
    argv = ["hyperfine", "-N", "--style", "none", "--warmup", str(warmup), "--runs", str(runs), "--export-json", export]
    for name, command in commands.items():
        argv += [f"--command-name={name}", " ".join(f"'{a}'" for a in command)]
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    with open(export) as f:
        return {r["command"]: r for r in json.load(f)["results"]}


def peak_rss_mb(command, folder):
    """The peak RSS of one run, in MB, from /usr/bin/time."""
    out = os.path.join(folder, "rss.txt")
    subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out] + command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    with open(out) as f:
        return int(f.read().split()[-1]) / 1024


def pinned(count, command):
    ids = cores()[:count]
    return ["taskset", "-c", ",".join(str(c) for c in ids)] + command


def measure(poster, runs=3):
    """Every table's numbers, as a dict."""
    available = cores()
    counts = [n for n in CORE_COUNTS if n <= len(available)]
    with tempfile.TemporaryDirectory(prefix="poster-scaling-") as folder:
        a0 = a0_spec(folder)
        png = os.path.join(folder, "page.png")
        page = hyperfine({f"{n}": pinned(n, [poster, "render", a0, "-o", png, "--dpi", "300"]) for n in counts}, runs, os.path.join(folder, "a0.json.out"))
        specs, out = gallery_folder(folder), os.path.join(folder, "gallery-out")
        gallery = hyperfine({f"{n}": pinned(n, [poster, "gallery", specs, "-o", out, "--jobs", str(n), "--force", "--quiet"]) for n in counts},
                            runs, os.path.join(folder, "gallery.json.out"))
        rss = {"A0 at 300 dpi (9,934 x 14,043 px)": peak_rss_mb([poster, "render", a0, "-o", png, "--dpi", "300"], folder),
               "A0 at 600 dpi (19,867 x 28,087 px)": peak_rss_mb([poster, "render", a0, "-o", png, "--dpi", "600"], folder),
               "4096 x 4096 px (carpet 6, as the PNG figures)": peak_rss_mb([poster, "draw", "carpet", "--level", "6", "--size", "512", "--dpi", "576", "-o", png], folder)}
    return {"machine cores": len(os.sched_getaffinity(0)), "counts": counts, "page": page, "gallery": gallery, "rss": rss}


def speedups(results):
    one = results["1"]["median"]
    return {n: one / r["median"] for n, r in results.items()}


def markdown(m):
    out = [f"## Scaling with cores (issue 19; this machine: {m['machine cores']} cores, each count pinned with taskset)", "",
           "| work | " + " | ".join(f"{n} core{'s' if n > 1 else ''}" for n in m["counts"]) + " |",
           "|---|" + "--:|" * len(m["counts"])]
    for label, key in (("A0 page at 300 dpi to PNG (s)", "page"), (f"gallery of {10 * GALLERY_COPIES} specs, --jobs N (s)", "gallery")):
        results, up = m[key], speedups(m[key])
        out.append(f"| {label} | " + " | ".join(f"{results[str(n)]['median']:.2f} ({up[str(n)]:.2f} ×)" for n in m["counts"]) + " |")
    out += ["", "| PNG page | peak RSS (MB) |", "|---|--:|"] + [f"| {k} | {v:.0f} |" for k, v in m["rss"].items()] + [""]
    return out


def targets(m, add):
    page, gallery = speedups(m["page"]), speedups(m["gallery"])
    for label, ups, two, sixteen in (("A0 300 dpi PNG", page, 1.8, 10), ("gallery of 80 specs", gallery, 1.8, 13)):
        if "2" in ups:
            add(f"{label}: ≥ {two} × faster on 2 cores than on 1", f"{ups['2']:.2f} ×", ups["2"] >= two)
        if "16" in ups:
            add(f"{label}: ≥ {sixteen} × at 16 cores", f"{ups['16']:.2f} ×", ups["16"] >= sixteen)
        else:
            add(f"{label}: ≥ {sixteen} × at 16 cores", f"this machine has {m['machine cores']} cores: not measured", None)
    for label, rss in m["rss"].items():
        if label.startswith("A0"):
            add(f"peak RSS of a PNG page ≤ 200 MB: {label}", f"{rss:.0f} MB", rss <= 200)


def run_alone(script, measure, markdown, targets):
    """A section run on its own, `SCRIPT POSTER [RUNS]`: prints its tables and its targets."""
    if len(sys.argv) < 2:
        sys.exit(f"usage: {script} POSTER [RUNS]")
    results = measure(os.path.abspath(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 3)
    rows = []
    targets(results, lambda target, measured, ok: rows.append(f"| {target} | {measured} | {'–' if ok is None else ('met' if ok else '**not met**')} |"))
    print("\n".join(markdown(results) + ["| target | measured | status |", "|---|---|---|"] + rows))


def run_against_reference(measure, markdown, targets, runs):
    """A section against a C reference run on its own, `SCRIPT POSTER REFERENCE [RUNS [WORK]]`: prints its
    tables and each target as a line."""
    poster, reference = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else runs
    work = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, ".build-bench")
    results = measure(poster, reference, work, count)
    print("\n".join(markdown(results)))
    for text, measured, met in targets(results):
        print(f"- {text}: {measured} ({'met' if met else 'not met'})")


if __name__ == "__main__":
    run_alone("scaling.py", measure, markdown, targets)
