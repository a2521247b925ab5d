"""Conference badges (issue 30), in `make bench`'s section "conference": the shipped
layouts/conference-badges.json over 3,000 people (layouts/conference.csv repeated, each row a new id and
name), each badge sixteen items (a band chosen by role, logo, photo clipped to a circle, texts, a QR code)
and a mirrored back. Target: 3,000 badges render to PDF in at most 3 s. The shipped 42-badge sheet is
timed in the same hyperfine run, for the cost a badge. Then QR encoding alone, libzint (which poster keeps)
against libqrencode, by bench/qr-encoders.c over the 3,000 check-in URLs. Run on its own:
conference_sheets.py POSTER [RUNS]."""
import csv
import json
import os
import shutil
import subprocess
import tempfile

import scaling

ROOT = scaling.ROOT
BADGES = 3_000
TARGET_SECONDS = 3.0


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
                "encoders": encoders(folder)}


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
              for e in [results["encoders"]]], ""]


def targets(results, add):
    seconds = results["time"]["3000"]
    add(f"{BADGES:,} conference badges render to PDF in ≤ {TARGET_SECONDS:.0f} s", f"{seconds:.2f} s (median)", seconds <= TARGET_SECONDS)


if __name__ == "__main__":
    scaling.run_alone("conference_sheets.py", measure, markdown, targets)
