"""Conference badges (issue 30), in `make bench`'s section "conference": the shipped
layouts/conference-badges.json over 3,000 people (layouts/conference.csv repeated, each row a new id and
name), each badge sixteen items (a band chosen by role, logo, photo clipped to a circle, texts, a QR code)
and a mirrored back. Target: 3,000 badges render to PDF in at most 3 s. The shipped 42-badge sheet is
timed in the same hyperfine run, for the cost a badge. Then QR encoding alone, libzint (which poster keeps)
against libqrencode, by bench/qr-encoders.c over the 3,000 check-in URLs. Then the same badges drawn by a
reportlab script (bench/conference_reportlab.py: its own QR widget, the same photos, fonts and layout),
paired with poster in one hyperfine run at 400, 4,000 and 20,000 badges (issue 67: poster at 4,000 at most
0.6 x reportlab); and 4,000 badges whole against their `--pages 1-2` (issue 67: at most 0.1 x, and at most
300 MB at the whole sheet's peak). Run on its own: conference_sheets.py POSTER [RUNS]."""
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

import scaling

ROOT = scaling.ROOT
BADGES = 3_000
TARGET_SECONDS = 3.0
# The sheets drawn by poster and by reportlab, with the hyperfine runs each: reportlab took 104 s of CPU for
# 4,000 badges (its QR widget is Python), so the largest is drawn once, without a warm-up (about 9 minutes).
PEER_COUNTS = {400: 5, 4_000: 3, 20_000: 1}
PEER_TARGET = (4_000, 0.6)
# Issue 67: `--pages 1-2` of 4,000 badges at most 0.1 x the whole sheet (paired in one hyperfine run), and
# the whole sheet at most 300 MB at its peak.
PAGES_COUNT = 4_000
PAGES_TARGET = 0.1
RSS_TARGET_MB = 300


def write_sheet(folder, count):
    """The conference layout over `count` people, beside copies of its pictures; the spec's path."""
    layouts = os.path.join(ROOT, "layouts")
    shutil.copytree(os.path.join(layouts, "pictures"), os.path.join(folder, "pictures"), dirs_exist_ok=True)
    with open(os.path.join(layouts, "conference.csv"), newline="") as f:
        people = list(csv.DictReader(f))
    name = f"conference-{count}"
    with open(os.path.join(folder, f"{name}.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(people[0].keys()))
        w.writeheader()
        for k in range(count):
            row = dict(people[k % len(people)])
            row["id"] = f"PC26-{k:05d}"
            row["name"] = f"{row['name']} {k // len(people) + 1}" if count > len(people) else row["name"]
            w.writerow(row)
    with open(os.path.join(layouts, "conference-badges.json")) as f:
        spec = json.load(f)
    spec.pop("$schema", None)
    spec["pages"][0]["sheet"]["data"] = f"{name}.csv"
    path = os.path.join(folder, f"{name}.json")
    with open(path, "w") as f:
        json.dump(spec, f)
    return path


def measure(poster, runs=3):
    with tempfile.TemporaryDirectory(prefix="poster-conference-") as folder:
        many, few = write_sheet(folder, BADGES), write_sheet(folder, 42)
        commands = {"3000": [poster, "render", many, "-o", os.path.join(folder, "many.pdf")],
                    "42": [poster, "render", few, "-o", os.path.join(folder, "few.pdf")]}
        times = scaling.hyperfine(commands, runs, os.path.join(folder, "conference.times"))
        return {"time": {k: times[k]["median"] for k in commands},
                "rss": {k: scaling.peak_rss_mb(argv, folder) for k, argv in commands.items()},
                "encoders": encoders(folder), "pages": pages(poster, folder, runs), "peer": peer(poster, folder)}


def pages(poster, folder, runs):
    """Medians of the 4,000-badge sheet drawn whole and its pages 1-2 alone, paired, and the whole's peak RSS."""
    spec = write_sheet(folder, PAGES_COUNT)
    commands = {"whole": [poster, "render", spec, "-o", os.path.join(folder, "whole.pdf")],
                "pages": [poster, "render", spec, "--pages", "1-2", "-o", os.path.join(folder, "pages.pdf")]}
    times = scaling.hyperfine(commands, runs, os.path.join(folder, "pages.times"))
    return {"time": {k: times[k]["median"] for k in commands}, "rss": scaling.peak_rss_mb(commands["whole"], folder)}


def peer(poster, folder):
    """Medians and peak RSS of poster and the reportlab script drawing the same badges, by count."""
    out = {}
    for count, runs in PEER_COUNTS.items():
        spec = write_sheet(folder, count)
        data = spec[:-len(".json")] + ".csv"
        commands = {"poster": [poster, "render", spec, "-o", os.path.join(folder, f"poster-{count}.pdf")],
                    "reportlab": [sys.executable, os.path.join(ROOT, "bench", "conference_reportlab.py"), data,
                                  os.path.join(folder, f"reportlab-{count}.pdf")]}
        times = scaling.hyperfine(commands, runs, os.path.join(folder, f"peer-{count}.times"), warmup=1 if runs > 1 else 0)
        out[str(count)] = {"time": {k: times[k]["median"] for k in commands},
                      "rss": {k: scaling.peak_rss_mb(argv, folder) for k, argv in commands.items()}}
    return out


def encoders(folder):
    """Microseconds a QR code by libzint (the module matrix; with its vector output) and by libqrencode."""
    program = os.path.join(folder, "qr-encoders")
    subprocess.run(["cc", "-O2", "-o", program, os.path.join(ROOT, "bench", "qr-encoders.c"), "-lzint", "-lqrencode"], check=True)
    return json.loads(subprocess.run([program], check=True, capture_output=True, text=True).stdout)


def markdown(results):
    t, r = results["time"], results["rss"]
    per_many, per_few = t["3000"] / BADGES * 1000, t["42"] / 42 * 1000
    return ["## Conference badges (issue 30)", "",
            "| sheet | time (median) | a badge | peak RSS |", "|---|--:|--:|--:|",
            f"| {BADGES:,} badges, 16 items and a back each | {t['3000']:.2f} s | {per_many:.2f} ms | {r['3000']:.0f} MB |",
            f"| the shipped 42 badges | {t['42']:.2f} s | {per_few:.2f} ms | {r['42']:.0f} MB |", "",
            "QR encoding alone (bench/qr-encoders.c, the fastest of 5 rounds of the 3,000 check-in URLs at level Q):", "",
            "| encoder | a code | 3,000 codes |", "|---|--:|--:|",
            *[f"| {name} | {e[key]:.0f} µs | {e[key] * BADGES / 1e6:.2f} s |" for name, key in
              [("libzint, module matrix (poster)", "zint"), ("libzint with its vector output", "zint_vector"), ("libqrencode", "qrencode")]
              for e in [results["encoders"]]], "",
            f"{PAGES_COUNT:,} badges whole and `--pages 1-2` (paired): {results['pages']['time']['whole']:.2f} s and"
            f" {results['pages']['time']['pages']:.2f} s ({results['pages']['time']['pages'] / results['pages']['time']['whole']:.2f} x);"
            f" the whole sheet peaks at {results['pages']['rss']:.0f} MB.", "",
            "The same badges drawn by reportlab (bench/conference_reportlab.py), paired in one hyperfine run:", "",
            "| badges | poster | reportlab | ratio | peak RSS poster / reportlab |", "|--:|--:|--:|--:|--:|",
            *[f"| {int(count):,} | {p['time']['poster']:.2f} s | {p['time']['reportlab']:.2f} s | "
              f"{p['time']['poster'] / p['time']['reportlab']:.2f} x | {p['rss']['poster']:.0f} / {p['rss']['reportlab']:.0f} MB |"
              for count, p in results["peer"].items()], ""]


def targets(results, add):
    seconds = results["time"]["3000"]
    add(f"{BADGES:,} conference badges render to PDF in ≤ {TARGET_SECONDS:.0f} s", f"{seconds:.2f} s (median)", seconds <= TARGET_SECONDS)
    t = results["pages"]["time"]
    ratio = t["pages"] / t["whole"]
    add(f"{PAGES_COUNT:,} conference badges: --pages 1-2 ≤ {PAGES_TARGET} x the whole sheet", f"{ratio:.2f} x ({t['pages']:.2f} / {t['whole']:.2f} s)",
        ratio <= PAGES_TARGET)
    rss = results["pages"]["rss"]
    add(f"{PAGES_COUNT:,} conference badges peak at ≤ {RSS_TARGET_MB} MB", f"{rss:.0f} MB", rss <= RSS_TARGET_MB)
    count, most = PEER_TARGET
    t = results["peer"][str(count)]["time"]
    ratio = t["poster"] / t["reportlab"]
    add(f"{count:,} conference badges: poster ≤ {most} x reportlab", f"{ratio:.2f} x ({t['poster']:.2f} / {t['reportlab']:.2f} s)", ratio <= most)


if __name__ == "__main__":
    scaling.run_alone("conference_sheets.py", measure, markdown, targets)
