#!/usr/bin/env python3
"""Two poster builds on the documents whose PDFs get finished after cairo (trim and bleed boxes added,
repeated resource entries dropped): the median and minimum wall time of whole runs (hyperfine), peak
RSS (the median of 5 runs of /usr/bin/time), the file's size, `qpdf --check` and, with
--instructions, the instructions the whole run executes (valgrind's callgrind on a stripped copy, the
same on every run however loaded the machine is).

    bench/pdf-finishing.py NAME=POSTER NAME=POSTER [--runs 10] [--instructions] [--work DIR]

Written for the choice between the hand-written PDF rewriter and qpdf's C API (docs/architecture.md):
build each as a release binary (make build), copy it aside and name both here. Standard
library only; needs hyperfine, /usr/bin/time, qpdf and, for --instructions, valgrind.
"""
import argparse
import csv
import json
import os
import shutil
import statistics
import subprocess
import sys

# bench/run.py's 100 distinct pages.
from run import benchmark_page as page


def specs(work):
    """Writes the specs; returns (case, arguments with OUT for the output path)."""
    bleed = {"bleed": "3mm", "cropMarks": True}
    documents = {
        "100 pages": {"version": 1, "title": "100 pages", "page": {"size": "A4"}, "footer": "page {page} of {pages}",
                      "pages": [page(k + 1) for k in range(100)]},
        "1,200 badges, 100 pages, bleed": {"version": 1, "title": "1200 badges", "page": {"size": "A4", **bleed},
                                           "pages": [{"sheet": {"data": "badges.csv", "grid": {"columns": 3, "rows": 4},
                                                                "cell": {"figure": {"kind": "badge", "symbols": "{symbols}", "label": "{name}"}}}}]},
        "carpet 7 A2, bleed": {"version": 1, "title": "carpet 7", "page": {"size": "A2", **bleed},
                               "pages": [{"grid": {"columns": 1, "rows": 1}, "cells": [{"figure": {"kind": "carpet", "level": 7}}]}]},
    }
    documents["100 pages, bleed"] = {**documents["100 pages"], "page": {"size": "A4", **bleed}}
    with open(os.path.join(work, "badges.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["name", "symbols"])
        for i in range(1200):
            w.writerow([f"Badge {i + 1:04d}", 1 + i % 12])
    cases = []
    for n, name in enumerate(["100 pages", "100 pages, bleed", "1,200 badges, 100 pages, bleed", "carpet 7 A2, bleed"]):
        path = os.path.join(work, f"spec{n}.json")
        with open(path, "w") as f:
            json.dump(documents[name], f)
        cases.append((name, ["render", path, "-o", "OUT"]))
    cases.insert(3, ("poster draw carpet --level 7", ["draw", "carpet", "--level", "7", "-o", "OUT"]))
    cases.append(("poster draw triangle --level 8", ["draw", "triangle", "--level", "8", "-o", "OUT"]))
    cases.append(("poster figures (start-up)", ["figures"]))
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("builds", nargs=2, metavar="NAME=POSTER")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--work", default=".build-bench/pdf-finishing")
    args = parser.parse_args()
    builds = [tuple(b.split("=", 1)) for b in args.builds]
    os.makedirs(args.work, exist_ok=True)
    work = os.path.abspath(args.work)
    rows = []
    for case, template in specs(work):
        results = {}
        commands = []
        for name, binary in builds:
            out = os.path.join(work, f"{name}-{len(rows)}.pdf")
            argv = [os.path.abspath(binary)] + [out if a == "OUT" else a for a in template]
            commands.append((name, argv, out if "OUT" in template else None))
        report = os.path.join(work, "hyperfine.json")
        hyperfine = ["hyperfine", "-N", "--warmup", "2", "--runs", str(args.runs), "--export-json", report]
        for name, argv, _ in commands:
            hyperfine += ["-n", name, " ".join(argv)]
        subprocess.run(hyperfine, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times = {r["command"]: r for r in json.load(open(report))["results"]}
        for name, argv, out in commands:
            rss = []
            for _ in range(5):
                run = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                rss.append(int(run.stderr.strip().splitlines()[-1]))
            size = os.path.getsize(out) if out else None
            check = subprocess.run(["qpdf", "--check", out], capture_output=True, text=True) if out else None
            clean = None if check is None else check.returncode == 0 and not check.stderr
            instructions = None
            if args.instructions:
                stripped = os.path.join(work, f"{name}-stripped")
                if not os.path.exists(stripped):
                    subprocess.run(["strip", "-o", stripped, argv[0]], check=True)
                grind = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", stripped] + argv[1:],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                instructions = int(grind.stderr.split("Collected : ")[1].split()[0])
            results[name] = (times[name]["median"], times[name]["min"], statistics.median(rss), size, clean, instructions)
        rows.append((case, results))

    names = [name for name, _ in builds]
    print(f"| case | build | median (s) | min (s) | peak RSS (MB) | bytes | qpdf --check |{' instructions (M) |' if args.instructions else ''}")
    print(f"|---|---|--:|--:|--:|--:|---|{'--:|' if args.instructions else ''}")
    for case, results in rows:
        for name in names:
            median, low, rss, size, clean, instructions = results[name]
            cells = [case, name, f"{median:.3f}", f"{low:.3f}", f"{rss / 1024:.1f}", f"{size:,}" if size else "–",
                     {None: "–", True: "clean", False: "**fails**"}[clean]]
            if args.instructions:
                cells.append(f"{instructions / 1e6:,.1f}")
            print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    sys.exit(main())
