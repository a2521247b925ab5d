"""Sheets of data (issue 29), in `make bench`'s section "data":

- 12,000 labels on Avery L7160 (a filled hexagon and the row's name on each) by poster and by
  bench/labels_reportlab.py drawing the same labels, paired in one hyperfine run: poster ≤ 0.4 x reportlab
  (issue 67; issue 29 asked 0.6 x). In the same run, bench/labels-cairo.c draws them straight onto cairo and
  Pango (one layout a name, no fitting, one thread): the floor those libraries set under poster's time.
- 3,376 landmark badges (the sheet of layouts/landmark-badges.json over 3,376 rows) whose captions take two
  lines fitted to their cells, with a back page after every page for duplex printing. With a baseline poster
  (`make bench BASELINE=path/to/poster`, the binary of an earlier commit), the two are paired: ≤ 0.35 x the
  baseline's time. Without one, poster's time alone is reported.
- The frames of an animated sheet (200 rows, 30 frames): how often `poster frames` opens the sheet's CSV
  (strace), which should be once, and the time per frame.

Times are hyperfine medians, peak RSS from /usr/bin/time. Run on its own: data_sheets.py POSTER [RUNS]
(a baseline from the environment's POSTER_BASELINE).
"""
import csv
import json
import os
import subprocess
import sys
import tempfile

import scaling

ROOT = scaling.ROOT
LABELS = 12_000
BADGES = 3_376
FRAME_ROWS = 200
FRAMES = 30
LABELS_TARGET = 0.4
BADGES_TARGET = 0.35


def write_names(folder, name, names):
    """A CSV of one column, "name", holding `names`; its path."""
    path = os.path.join(folder, name)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["name"])
        w.writerows([n] for n in names)
    return path


def write_spec(folder, name, spec):
    """`spec` written as JSON; its path."""
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        json.dump(spec, f)
    return path


def labels_spec(folder):
    """The 12,000-label sheet and its CSV; the spec's path and the CSV's."""
    data = write_names(folder, "names.csv", (f"Guest {k + 1:05d}" for k in range(LABELS)))
    spec = {"version": 1, "title": f"{LABELS} labels", "theme": {"font": "DejaVu Sans"},
            "pages": [{"sheet": {"data": "names.csv", "template": "L7160",
                                 "cell": {"figure": {"kind": "polygon", "sides": 6}, "fill": "#4f4fbf",
                                          "caption": {"text": "{name}", "size": "10pt"}}}}]}
    return write_spec(folder, "labels.json", spec), data


def badges_spec(folder):
    """layouts/landmark-badges.json's sheet over 3,376 rows (its landmarks again and again, numbered), its
    captions on two lines fitted to their cells."""
    with open(os.path.join(ROOT, "layouts", "landmarks.csv"), newline="") as f:
        landmarks = list(csv.DictReader(f))
    data = os.path.join(folder, "landmarks.csv")
    with open(data, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(landmarks[0]))
        w.writeheader()
        for k in range(BADGES):
            row = dict(landmarks[k % len(landmarks)])
            row["name"] = f"{row['name']} {k + 1:04d}"
            w.writerow(row)
    with open(os.path.join(ROOT, "layouts", "landmark-badges.json")) as f:
        spec = json.load(f)
    spec.pop("$schema", None)
    sheet = spec["pages"][0]["sheet"]
    sheet["data"] = "landmarks.csv"
    sheet["cell"]["caption"] = {"text": "{park}, {state}", "maxLines": 2, "style": "italic"}
    assert "back" in sheet
    return write_spec(folder, "badges.json", spec)


def animated_spec(folder):
    """A sheet of 200 names whose title counts the frames: the sheet itself does not change."""
    data = write_names(folder, "guests.csv", (f"Guest {k + 1:03d}" for k in range(FRAME_ROWS)))
    spec = {"version": 1, "title": "frames", "page": {"size": "A4"}, "animate": {"parameter": "t", "from": 0, "to": 100},
            "pages": [{"title": "{t:.0f} %", "sheet": {"data": "guests.csv", "grid": {"columns": 10, "rows": 20},
                                                     "cell": {"figure": {"kind": "polygon", "sides": 6}, "caption": "{name}"}}}]}
    return write_spec(folder, "frames.json", spec), data


def opens(command, name, folder):
    """How often `command` opens a file called `name` (strace, every thread)."""
    log = os.path.join(folder, "strace.txt")
    subprocess.run(["strace", "-f", "-qq", "-e", "trace=open,openat", "-o", log] + command, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    with open(log) as f:
        return sum(1 for line in f if f"/{name}\"" in line and "ENOENT" not in line)


def cairo_labels(folder):
    """bench/labels-cairo.c compiled into `folder`; its path."""
    program = os.path.join(folder, "labels-cairo")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "pangocairo"], check=True, capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", program, os.path.join(ROOT, "bench", "labels-cairo.c")] + flags + ["-lm"], check=True)
    return program


def measure(poster, runs=5, baseline=None):
    baseline = baseline or os.environ.get("POSTER_BASELINE") or None
    results = {}
    with tempfile.TemporaryDirectory(prefix="poster-data-") as folder:
        spec, data = labels_spec(folder)
        commands = {"poster": [poster, "render", spec, "-o", os.path.join(folder, "labels.pdf")],
                    "reportlab": [sys.executable, os.path.join(ROOT, "bench", "labels_reportlab.py"), data, os.path.join(folder, "labels-reportlab.pdf")],
                    "cairo": [cairo_labels(folder), data, os.path.join(folder, "labels-cairo.pdf")]}
        times = scaling.hyperfine(commands, runs, os.path.join(folder, "labels.json.times"))
        results["labels"] = {"time": {k: times[k]["median"] for k in commands},
                             "rss": {k: scaling.peak_rss_mb(argv, folder) for k, argv in commands.items()}}

        spec = badges_spec(folder)
        commands = {"poster": [poster, "render", spec, "-o", os.path.join(folder, "badges.pdf")]}
        if baseline:
            commands["baseline"] = [os.path.abspath(baseline), "render", spec, "-o", os.path.join(folder, "badges-baseline.pdf")]
        times = scaling.hyperfine(commands, runs, os.path.join(folder, "badges.times"))
        results["badges"] = {"time": {k: times[k]["median"] for k in commands},
                             "rss": {k: scaling.peak_rss_mb(argv, folder) for k, argv in commands.items()}}

        spec, data = animated_spec(folder)
        frames = [poster, "frames", spec, "--fps", str(FRAMES), "--duration", "1", "--dpi", "24", "-o", os.path.join(folder, "frames.webp")]
        times = scaling.hyperfine({"frames": frames}, max(1, runs // 2), os.path.join(folder, "frames.times"))
        results["frames"] = {"opens": opens(frames, os.path.basename(data), folder), "time": times["frames"]["median"]}
    return results


def markdown(results):
    labels, badges, frames = results["labels"], results["badges"], results["frames"]
    out = ["## Sheets of data (issue 29)", "",
           "| workload | poster | reference | ratio | peak RSS (poster / reference) |", "|---|--:|--:|--:|--:|"]
    lt, lr = labels["time"], labels["rss"]
    out.append(f"| {LABELS:,} L7160 labels, PDF, against reportlab | {lt['poster']:.3f} s | {lt['reportlab']:.3f} s | "
               f"{lt['poster'] / lt['reportlab']:.2f} x | {lr['poster']:.0f} / {lr['reportlab']:.0f} MB |")
    out.append(f"| {LABELS:,} L7160 labels, PDF, against C straight onto cairo and Pango | {lt['poster']:.3f} s | {lt['cairo']:.3f} s | "
               f"{lt['poster'] / lt['cairo']:.2f} x | {lr['poster']:.0f} / {lr['cairo']:.0f} MB |")
    bt, br = badges["time"], badges["rss"]
    if "baseline" in bt:
        out.append(f"| {BADGES:,} badges, two-line captions, duplex backs, against the baseline poster | {bt['poster']:.3f} s | "
                   f"{bt['baseline']:.3f} s | {bt['poster'] / bt['baseline']:.2f} x | {br['poster']:.0f} / {br['baseline']:.0f} MB |")
    else:
        out.append(f"| {BADGES:,} badges, two-line captions, duplex backs (no baseline given) | {bt['poster']:.3f} s | – | – | {br['poster']:.0f} MB |")
    out += ["", f"{FRAMES} frames of an animated sheet of {FRAME_ROWS} rows: {frames['time']:.2f} s "
                f"({frames['time'] / FRAMES * 1000:.0f} ms a frame); the sheet's CSV opened {frames['opens']} time(s).", ""]
    return out


def targets(results, add):
    lt = results["labels"]["time"]
    ratio = lt["poster"] / lt["reportlab"]
    add(f"{LABELS:,} labels: poster ≤ {LABELS_TARGET} x reportlab", f"{ratio:.2f} x ({lt['poster']:.3f} / {lt['reportlab']:.3f} s)", ratio <= LABELS_TARGET)
    bt = results["badges"]["time"]
    if "baseline" in bt:
        ratio = bt["poster"] / bt["baseline"]
        add(f"{BADGES:,} badges with duplex backs ≤ {BADGES_TARGET} x the baseline's time", f"{ratio:.2f} x ({bt['poster']:.3f} / {bt['baseline']:.3f} s)", ratio <= BADGES_TARGET)
    else:
        add(f"{BADGES:,} badges with duplex backs ≤ {BADGES_TARGET} x the baseline's time", f"{bt['poster']:.3f} s (no baseline given)", None)
    opened = results["frames"]["opens"]
    add("animation frames of a sheet spec read its CSV once", f"opened {opened} time(s) for {FRAMES} frames", opened == 1)


if __name__ == "__main__":
    scaling.run_alone("data_sheets.py", measure, markdown, targets)
