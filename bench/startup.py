"""How long poster takes to start: `poster --version`, `poster draw polygon --sides 3` to PDF, `poster check`
and `poster render` of a one-cell spec, each against a C program on cairo writing a one-leaf PDF (the
bench's reference, `reference carpet 0 batched leaf.pdf`): the floor a program on cairo starts from. Whole processes,
alternating (A B A B ...), after one warm-up each; medians with min-max, and the paired ratios' median.

For run.py: `measure(poster, reference, work, rounds)`, `markdown(results)` and `targets(results)`, each
target a (text, measured, met) triple. Run on its own: startup.py POSTER REFERENCE [ROUNDS] [WORK].
"""
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROUNDS = 31
SPEC = {"version": 1, "title": "one polygon", "pages": [{"cells": [{"figure": {"kind": "polygon", "sides": 3}}]}]}
# What issue 35 asks of the first two: at most this many times the C program.
LIMITS = {"poster --version": 2.0, "poster draw polygon --sides 3 (PDF)": 3.0}


def commands(poster, folder):
    spec = os.path.join(folder, "one.json")
    with open(spec, "w") as f:
        json.dump(SPEC, f)
    return {
        "poster --version": [poster, "--version"],
        "poster draw polygon --sides 3 (PDF)": [poster, "draw", "polygon", "--sides", "3", "-o", os.path.join(folder, "polygon.pdf")],
        "poster check (one cell)": [poster, "check", spec],
        "poster render (one cell, PDF)": [poster, "render", spec, "-o", os.path.join(folder, "one.pdf")],
    }


def timed(argv):
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(poster, reference, work, rounds=ROUNDS):
    folder = os.path.join(os.path.abspath(work), "startup")
    os.makedirs(folder, exist_ok=True)
    leaf = [reference, "carpet", "0", "batched", os.path.join(folder, "leaf.pdf")]
    rows = []
    for name, argv in commands(poster, folder).items():
        timed(argv)
        timed(leaf)
        ours, theirs = [], []
        for _ in range(rounds):
            ours.append(timed(argv))
            theirs.append(timed(leaf))
        ratios = [a / b for a, b in zip(ours, theirs)]
        rows.append({"command": name, "ours": ours, "c": theirs, "ratio": statistics.median(ratios),
                     "ratio_low": min(ratios), "ratio_high": max(ratios), "limit": LIMITS.get(name)})
    return {"rounds": rounds, "rows": rows}


def span(times):
    return f"{statistics.median(times) * 1000:.1f} ({min(times) * 1000:.1f}–{max(times) * 1000:.1f})"


def markdown(results):
    lines = ["## Start-up (whole processes against C on cairo writing a one-leaf PDF)", "",
             f"Alternating runs, {results['rounds']} of each after a warm-up; times in ms, median (min–max); "
             "the ratio is the median of the paired ratios.", "",
             "| command | poster (ms) | C one-leaf PDF (ms) | × C |", "|---|--:|--:|--:|"]
    for r in results["rows"]:
        lines.append(f"| {r['command']} | {span(r['ours'])} | {span(r['c'])} | {r['ratio']:.2f} ({r['ratio_low']:.2f}–{r['ratio_high']:.2f}) |")
    return lines + [""]


def targets(results):
    out = []
    for r in results["rows"]:
        if r["limit"] is not None:
            out.append((f"{r['command']} ≤ {r['limit']:g} × the C one-leaf PDF program",
                        f"{statistics.median(r['ours']) * 1000:.1f} ms vs {statistics.median(r['c']) * 1000:.1f} ms: {r['ratio']:.2f}",
                        r["ratio"] <= r["limit"]))
    return out


if __name__ == "__main__":
    poster, reference = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else ROUNDS
    work = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, ".build-bench")
    print("\n".join(markdown(measure(poster, reference, work, rounds))))
