#!/usr/bin/env python3
"""`make bench`: poster against reference programs, in one run (issue 7).

Renders the same figures with `poster`, with bench/reference.c (cairo called directly: naive,
batched and instanced strategies) and with bench/reference.py (pycairo), times them with hyperfine,
takes peak RSS with /usr/bin/time, reads file sizes and the time `pdftoppm -r 72` needs to view each
PDF, then badge sheets, 300 wrapped paragraphs against pango-view setting the same text, a gallery of
layouts/ with --jobs 1 and 2, a 1-page against a 100-page PDF, badge sheets of JPEG photos
against bench/reference-pictures.c (issue 16), and the preview's save- and control-to-picture latency
(bench/preview_latency.py, issue 18), and how an A0 PNG page and a gallery of 80 specs scale with the
machine's cores under taskset, with the peak RSS of large PNG pages (bench/scaling.py, issue 19), and A0 pages cut into A4 sheets
(bench/tiling.py, issue 20), the peak RSS of badge sheets of 1,000 to 10,000 distinct photos (bench/photo_sheets.py,
issue 29), three 81-megapixel photos on one PNG page (bench/large_photos.py, issue 61), and sheets of data: 12,000 labels against reportlab, 3,376 duplex badges against a baseline poster
(--baseline), the frames of an animated sheet (bench/data_sheets.py, issue 29), 3,000 conference badges
(bench/conference_sheets.py, issue 30), the XML parsers an .xlsx worksheet could be read with
(bench/xlsx_readers.py, issue 31), the engines a CMYK PDF could be written with (bench/cmyk_engines.py, issue 33), start-up against C on
cairo (bench/startup.py, issue 35), escape-time pictures against a plain C loop on one and two cores
(bench/escape_time.py, issue 63), the `lsystem` and `ifs` figures at a million segments against C on cairo
(bench/fractals.py, issue 63), and Context Free designs against cfdg (bench/grammars.py, issue 63). Prints a Markdown report, also written to --out (bench/results/latest.md), which ends with the
issues' targets, each "met" or "not met" with the numbers. --only SECTION measures some sections only.

Standard library only; needs hyperfine, /usr/bin/time, pdftoppm, pdfimages and cjpeg on the machine
(the Makefile's bench target installs them). Temporary files go under --work (.build-bench/).
"""
import argparse
import csv
import datetime
import importlib.util
import json
import shlex
import math
import os
import platform
import random
import shutil
import signal
import subprocess
import sys
import time

import conference_sheets
import data_sheets
import large_photos
import photo_sheets
import preview_latency
import scaling
import tiling
import grammars
import xlsx_readers
import cmyk_engines
import startup
import escape_time
import fractals

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The report's sections, in order; --only picks some of them.
SECTIONS = ["figures", "badges", "text", "gallery", "pages", "pictures", "preview", "scaling", "tiling", "photos", "large-photos", "data", "conference", "xlsx", "cmyk", "startup", "escape", "fractals", "grammars"]

PNG_PAGE = 512  # points: 4096 px at 576 dpi
PNG_DPI = 4096 * 72 / PNG_PAGE
A2_WIDTH = 420 * 72 / 25.4  # 1190.55 pt
A2_MARGIN = A2_WIDTH * 0.04  # poster draw's 4 % margin, which the references use as well
INK = "#4f4fbf"

# The picture sheets (issue 16): A4 pages of 3 x 4 cells, the page less a 36 pt margin, 12 pt between
# cells, each cell a photo covering it seen through the badge's hexagon; bench/reference-pictures.c
# lays out the same pages.
PICTURE_SHEET = {"columns": 3, "rows": 4, "gap": "12pt"}
PICTURE_MARGIN = "36pt"
PICTURE_FIGURE = {"kind": "image", "src": "{photo}", "fit": "cover", "clip": "hexagon"}
SHARED_PHOTO = (1760, 1320)  # px: about 500 KB at quality 90
DISTINCT_PHOTO = (800, 600)  # px: about 100 KB each
DISTINCT_PHOTOS = 44
SHARED_BADGES = 100
# Short runs, and the ratios are what counts: more runs than the figures get.
PICTURE_RUNS = 15

# A naive (one fill per element) PDF of more elements than this is timed by one run only: cairo
# takes several seconds and gigabytes for it (carpet 7: 2.1 million fills).
NAIVE_PDF_LIMIT = 1_000_000


def elements(kind, n):
    if kind == "carpet":
        return 8**n
    if kind == "triangle":
        return 3**n
    levels = math.ceil(n)
    return sum(3**k for k in range(1, levels + 1))


TYPST_ONE_FOLDER = "Typst (the DejaVu folder)"
TYPST_SYSTEM = "Typst (the system's fonts)"
DEJAVU = "/usr/share/fonts/truetype/dejavu"


def typst_paragraphs(paragraphs, columns, rows, size):
    """The Typst twin of the paragraphs spec: the same A1 page, margin, grid, font and size, each paragraph
    at the start of its cell and centred vertically, as poster sets a cell's text."""
    def quoted(text):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    cells = ",\n".join(f"  align(start + horizon, {quoted(p)})" for p in paragraphs)
    return (f'#set document(title: "300 paragraphs")\n#set page(paper: "a1", margin: 36pt)\n'
            f'#set text(font: "DejaVu Sans", size: {size}pt, top-edge: "ascender", bottom-edge: "descender")\n'
            f'#set par(justify: false, leading: 0.164em)\n'
            f"#grid(columns: (1fr,) * {columns}, rows: (1fr,) * {rows},\n{cells})\n")


class Command:
    """One program run: how to start it, what it writes, and what was measured."""

    def __init__(self, name, argv, output=None, single_reason=None):
        self.name = name
        self.argv = [str(a) for a in argv]
        self.output = output
        self.single_reason = single_reason  # timed by one run only, and why
        self.median = self.low = self.high = None
        self.runs = 0
        self.rss_kb = None
        self.allocations = None  # heap allocations of the probe run, when counted
        self.size = None
        self.probe_seconds = None
        self.failed = None  # why it failed
        self.stopped = None  # the timeout it was stopped at

    @property
    def measured(self):
        return self.median is not None


def log(message):
    print(message, file=sys.stderr, flush=True)


def fmt_seconds(s):
    if s is None:
        return "–"
    if s >= 100:
        return f"{s:.0f}"
    if s >= 10:
        return f"{s:.1f}"
    return f"{s:.3f}" if s < 1 else f"{s:.2f}"


def fmt_time(c, ranges=True):
    if c is None:
        return "–"
    if c.failed:
        return "failed"
    if c.stopped:
        return f"> {c.stopped:.0f} (stopped)"
    if not c.measured:
        return "–"
    if c.runs == 1:
        return f"{fmt_seconds(c.median)} (1 run)"
    if not ranges:
        return fmt_seconds(c.median)
    return f"{fmt_seconds(c.median)} ({fmt_seconds(c.low)}–{fmt_seconds(c.high)})"


def fmt_bytes(n):
    if n is None:
        return "–"
    if n < 1024:
        return f"{n} B"
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KB"
    return f"{n / 1024 / 1024:.1f} MB"


def fmt_rss(c):
    if c is None or c.rss_kb is None:
        return "–"
    return f"{c.rss_kb / 1024:.0f}"


def ratio(a, b):
    if a is None or b is None or not a.measured or not b.measured or b.median <= 0:
        return None
    return a.median / b.median


def fmt_ratio(r):
    if r is None:
        return "–"
    return f"{r:.3f}" if r < 0.1 else f"{r:.2f}"


def output_size(path):
    if path is None:
        return None
    if os.path.isdir(path):
        total = 0
        for folder, _, files in os.walk(path):
            total += sum(os.path.getsize(os.path.join(folder, f)) for f in files)
        return total
    return os.path.getsize(path) if os.path.exists(path) else None


def write_photo(path, width, height, seed):
    """A stand-in for a photo, the same for the same seed: two smooth colour waves crossing diagonally
    under a fine grain, written as a PPM and made a JPEG by cjpeg -quality 90. Built row by row from
    byte strings (each row a slice of each wave plus the grain, added as integers whose bytes never
    carry), so that dozens of photos take seconds with the standard library."""
    rnd = random.Random(seed)

    def wave(n):
        """n RGB pixels, each channel a sum of three slow sines, from 0 to 100."""
        out = bytearray(3 * n)
        for ch in range(3):
            (f1, p1), (f2, p2), (f3, p3) = [(rnd.uniform(0.002, 0.03), rnd.uniform(0, 2 * math.pi)) for _ in range(3)]
            out[ch::3] = bytes(int((math.sin(f1 * i + p1) + math.sin(f2 * i + p2) + math.sin(f3 * i + p3) + 3) * 100 / 6)
                               for i in range(n))
        return bytes(out)

    rising, falling = wave(width + height), wave(width + height)
    grain = bytes(b * 20 // 256 for b in range(256))
    n = 3 * width
    ppm = path + ".ppm"
    with open(ppm, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (width, height))
        for y in range(height):
            row = (int.from_bytes(rising[3 * y:3 * y + n], "big") + int.from_bytes(falling[3 * (height - y):3 * (height - y) + n], "big")
                   + int.from_bytes(rnd.randbytes(n).translate(grain), "big"))
            f.write(row.to_bytes(n, "big"))
    subprocess.run(["cjpeg", "-quality", "90", "-outfile", path, ppm], check=True)
    os.remove(ppm)


class Bench:
    def __init__(self, args):
        self.args = args
        self.work = os.path.abspath(args.work)
        self.out_dir = os.path.join(self.work, "out")
        self.json_dir = os.path.join(self.work, "json")
        self.spec_dir = os.path.join(self.work, "specs")
        self.view_dir = os.path.join(self.work, "view")
        for d in (self.out_dir, self.json_dir, self.spec_dir, self.view_dir):
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
        self.poster = os.path.abspath(args.poster)
        self.reference = os.path.abspath(args.reference)
        self.reference_pictures = os.path.abspath(args.reference_pictures) if args.reference_pictures else None
        self.python = sys.executable
        self.reference_py = os.path.join(ROOT, "bench", "reference.py")
        self.loads = {}  # the 1-minute load average as each group started

    # ---- measuring ----

    def probe(self, c, timeout):
        """One run under /usr/bin/time for peak RSS (and a first time); stopped after `timeout` s."""
        rss_file = os.path.join(self.work, "rss.txt")
        count_file = os.path.join(self.work, "allocations.txt")
        counted = self.args.malloc_count and c.argv[0] in (self.poster, self.reference)
        # env execs the program in its own process, so only the program, not /usr/bin/time, is counted.
        counting = ["env", f"LD_PRELOAD={os.path.abspath(self.args.malloc_count)}", f"MALLOC_COUNT_FILE={count_file}"] if counted else []
        started = time.perf_counter()
        process = subprocess.Popen(
            ["/usr/bin/time", "-f", "%M", "-o", rss_file] + counting + c.argv,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True, cwd=ROOT)
        try:
            _, err = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            c.stopped = timeout
            return
        c.probe_seconds = time.perf_counter() - started
        if process.returncode != 0:
            lines = [l for l in err.decode(errors="replace").splitlines() if l.strip() and "exited with non-zero" not in l]
            c.failed = f"exit {process.returncode}: {lines[-1] if lines else ''}"
            return
        with open(rss_file) as f:
            c.rss_kb = int(f.read().split()[-1])
        if counted and os.path.exists(count_file):
            with open(count_file) as f:
                c.allocations = int(f.read())
            os.remove(count_file)
        c.size = output_size(c.output)

    def measure(self, label, commands, timeout=None, cutoff=None, runs=None):
        """Peak RSS and a first time for every command, then one hyperfine run (of `runs` runs each)
        over the commands that finished within `cutoff` seconds; the others keep their single time."""
        timeout = timeout or self.args.timeout
        cutoff = cutoff or self.args.cutoff
        runs = runs or self.args.runs
        self.loads[label] = os.getloadavg()[0]
        for c in commands:
            self.probe(c, timeout)
            if c.failed or c.stopped:
                continue
            if c.single_reason is None and c.probe_seconds > cutoff:
                c.single_reason = f"one run took {c.probe_seconds:.1f} s, over the {cutoff:.0f} s cutoff"
            if c.single_reason is not None:
                c.median = c.low = c.high = c.probe_seconds
                c.runs = 1
        repeat = [c for c in commands if not (c.failed or c.stopped or c.single_reason)]
        if repeat:
            export = os.path.join(self.json_dir, label.replace(" ", "-").replace("/", "-") + ".json")
            argv = ["hyperfine", "-N", "--style", "none", "--warmup", str(self.args.warmup), "--runs", str(runs),
                    "--export-json", export]
            for c in repeat:
                argv += [f"--command-name={c.name}", shlex.join(c.argv)]
            done = subprocess.run(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            if done.returncode != 0:
                message = done.stderr.decode(errors="replace").strip().splitlines()
                for c in repeat:
                    c.failed = "hyperfine: " + (message[-1] if message else f"exit {done.returncode}")
            else:
                with open(export) as f:
                    results = json.load(f)["results"]
                for c, r in zip(repeat, results):
                    c.median, c.low, c.high, c.runs = r["median"], r["min"], r["max"], len(r["times"])
        for c in commands:
            if c.size is None:
                c.size = output_size(c.output)
        summary = ", ".join(f"{c.name} {fmt_time(c, ranges=False)}" for c in commands)
        log(f"  {label} (load {self.loads[label]:.2f}): {summary}")

    # ---- figures ----

    def pdf_spec(self, kind, n):
        """An A2 page whose one cell is the page less poster draw's 4 % margin: the references' frame."""
        figure = {"kind": kind, ("step" if kind == "tree" else "level"): n}
        spec = {"version": 1, "title": f"{kind} {n}", "page": {"size": "A2", "margin": f"{A2_MARGIN:.4f}pt"},
                "pages": [{"grid": {"columns": 1, "rows": 1}, "cells": [{"figure": figure}]}]}
        path = os.path.join(self.spec_dir, f"{kind}-{n}-a2.json")
        with open(path, "w") as f:
            json.dump(spec, f)
        return path

    def figure_case(self, kind, n, fmt):
        label = f"{kind} {n} {fmt.upper()}"
        stem = os.path.join(self.out_dir, f"{kind}-{n}")
        count = elements(kind, n)
        commands = {}
        def poster(level, out):
            if fmt == "png":
                option = "--step" if kind == "tree" else "--level"
                return [self.poster, "draw", kind, option, level, "--size", PNG_PAGE, "--dpi", f"{PNG_DPI:g}", "-o", out]
            return [self.poster, "render", self.pdf_spec(kind, level), "-o", out]
        out = f"{stem}-poster.{fmt}"
        commands["poster"] = Command("poster", poster(n, out), out)
        strategies = ["naive", "batched"] + (["instanced"] if fmt == "pdf" and kind != "tree" else [])
        for s in strategies:
            out = f"{stem}-c-{s}.{fmt}"
            single = None
            if s == "naive" and fmt == "pdf" and count > NAIVE_PDF_LIMIT:
                single = f"naive PDF of {count:,} elements, over the {NAIVE_PDF_LIMIT:,} cutoff"
            commands[f"C {s}"] = Command(f"C {s}", [self.reference, kind, n, s, out], out, single)
        out = f"{stem}-pycairo.{fmt}"
        commands["pycairo"] = Command("pycairo", [self.python, self.reference_py, kind, n, "batched", out], out)
        self.measure(label, list(commands.values()))
        case = {"kind": kind, "n": n, "fmt": fmt, "label": label, "elements": count, "commands": commands}
        # The same figure at level 0, for the allocations every run makes whatever it draws.
        baseline = Command("poster level 0", poster(0, f"{stem}-poster-0.{fmt}"))
        self.probe(baseline, self.args.timeout)
        case["baseline allocations"] = baseline.allocations
        if fmt == "pdf":
            case["view"] = self.view_case(label, commands)
        return case

    def view_case(self, label, commands):
        """How long poppler takes to show each PDF at 72 dpi: pdftoppm -r 72."""
        views = {}
        for name in ("poster", "C naive", "C batched", "C instanced"):
            c = commands.get(name)
            if c is None or c.failed or c.stopped or c.output is None or not os.path.exists(c.output):
                continue
            prefix = os.path.join(self.view_dir, os.path.basename(c.output).replace(".", "-"))
            views[name] = Command(name, ["pdftoppm", "-r", "72", c.output, prefix])
        self.measure(f"view {label}", list(views.values()), timeout=self.args.view_timeout)
        return views

    # ---- badge sheets, gallery, pages ----

    def badges(self):
        counts = [12, 120, 1200]
        commands = {}
        for n in counts:
            data = os.path.join(self.spec_dir, f"badges-{n}.csv")
            with open(data, "w", newline="") as f:
                w = csv.writer(f)
                w.writerow(["name", "symbols"])
                for i in range(n):
                    w.writerow([f"Badge {i + 1:04d}", 1 + i % 12])
            spec = {"version": 1, "title": f"{n} badges", "page": {"size": "A4"},
                    "pages": [{"sheet": {"data": os.path.basename(data), "grid": {"columns": 3, "rows": 4},
                                         "cell": {"figure": {"kind": "badge", "symbols": "{symbols}", "label": "{name}"}}}}]}
            path = os.path.join(self.spec_dir, f"badges-{n}.json")
            with open(path, "w") as f:
                json.dump(spec, f)
            out = os.path.join(self.out_dir, f"badges-{n}.pdf")
            commands[n] = Command(f"{n} badges", [self.poster, "render", path, "-o", out], out)
        self.measure("badge sheets", list(commands.values()))
        return commands

    def text(self):
        """300 paragraphs wrapped in the cells of an A1 page, against pango-view setting the same paragraphs
        in the same font, size and width (one layout, written to PDF)."""
        if shutil.which("pango-view") is None:
            return None
        words = ("fractal carpet triangle badge landmark poster sheet caption paragraph wraps between words and "
                 "breaks lines where a script has spaces").split()
        paragraphs = [" ".join(words[(i * 7 + k) % len(words)] for k in range(14 + i % 9)) + f" ({i + 1})." for i in range(300)]
        columns, rows, width, size = 12, 25, 1612.0, 8
        spec = {"version": 1, "title": "300 paragraphs", "page": {"size": "A1", "margin": 36},
                "pages": [{"grid": {"columns": columns, "rows": rows},
                           "cells": [{"text": {"text": p, "size": size, "align": "start"}} for p in paragraphs]}]}
        path = os.path.join(self.spec_dir, "paragraphs.json")
        with open(path, "w") as f:
            json.dump(spec, f)
        text_path = os.path.join(self.spec_dir, "paragraphs.txt")
        with open(text_path, "w") as f:
            f.write("\n".join(paragraphs))
        ours = os.path.join(self.out_dir, "paragraphs.pdf")
        theirs = os.path.join(self.out_dir, "paragraphs-pango-view.pdf")
        commands = {
            "poster": Command("poster", [self.poster, "render", path, "-o", ours], ours),
            "pango-view": Command("pango-view", ["pango-view", "--no-display", "-q", "--dpi=72", f"--font=DejaVu Sans {size}",
                                                 f"--width={width / columns:.0f}", "--wrap=word-char", "--hint-metrics=off",
                                                 "--subpixel-positions", f"--output={theirs}", text_path], theirs),
        }
        if importlib.util.find_spec("typst") is not None:
            typ = os.path.join(self.spec_dir, "paragraphs.typ")
            with open(typ, "w") as f:
                f.write(typst_paragraphs(paragraphs, columns, rows, size))
            for name, options in ((TYPST_ONE_FOLDER, f"font_paths=['{DEJAVU}'], ignore_system_fonts=True"), (TYPST_SYSTEM, "")):
                out = os.path.join(self.out_dir, f"paragraphs-{'typst-folder' if options else 'typst'}.pdf")
                script = f"import sys, typst; typst.compile(sys.argv[1], output=sys.argv[2]{', ' + options if options else ''})"
                commands[name] = Command(name, [self.python, "-c", script, typ, out], out)
        self.measure("text", list(commands.values()))
        return commands

    def gallery(self):
        probe = subprocess.run([self.poster, "gallery", "--help"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if probe.returncode != 0:
            return None
        commands = {}
        for jobs in (1, 2):
            out = os.path.join(self.work, f"gallery-jobs{jobs}")
            shutil.rmtree(out, ignore_errors=True)
            commands[jobs] = Command(
                f"--jobs {jobs}", [self.poster, "gallery", os.path.join(ROOT, "layouts"), "-o", out, "--jobs", jobs, "--force", "--quiet"], out)
        self.measure("gallery", list(commands.values()), cutoff=self.args.timeout)
        return commands

    def pages(self):
        page = benchmark_page
        commands = {}
        for key, n, distinct in ((1, 1, False), (100, 100, False), ("100 distinct", 100, True)):
            spec = {"version": 1, "title": f"{n} pages", "page": {"size": "A4"}, "footer": "page {page} of {pages}",
                    "pages": [page(k + 1 if distinct else 0) for k in range(n)]}
            stem = f"pages-{n}{'-distinct' if distinct else ''}"
            path = os.path.join(self.spec_dir, f"{stem}.json")
            with open(path, "w") as f:
                json.dump(spec, f)
            out = os.path.join(self.out_dir, f"{stem}.pdf")
            commands[key] = Command(f"{key} page{'s' if n > 1 else ''}", [self.poster, "render", path, "-o", out], out)
        self.measure("pages", list(commands.values()))
        return commands

    def pictures(self):
        """Badge sheets of JPEG photos (issue 16): 100 badges sharing one photo of about 500 KB, and 44
        badges with 44 distinct photos of about 100 KB, each rendered by poster, by poster without the
        photos (the same sheet, its cells drawing nothing) and by bench/reference-pictures.c. The photos
        are made here, the same at every run."""
        folder = os.path.join(self.spec_dir, "pictures")
        os.makedirs(folder)
        shared = os.path.join(folder, "shared.jpg")
        write_photo(shared, *SHARED_PHOTO, seed=1)
        distinct = [os.path.join(folder, f"photo-{k + 1:02d}.jpg") for k in range(DISTINCT_PHOTOS)]
        for k, path in enumerate(distinct):
            write_photo(path, *DISTINCT_PHOTO, seed=100 + k)
        sheets = {}
        for key, photos in (("shared", [shared] * SHARED_BADGES), ("distinct", distinct)):
            data = os.path.join(folder, f"{key}.csv")
            with open(data, "w", newline="") as f:
                w = csv.writer(f)
                w.writerow(["photo"])
                w.writerows([os.path.basename(p)] for p in photos)
            commands = {}
            for name, cell in (("poster", {"figure": PICTURE_FIGURE}), ("without", {"figure": {"kind": "rect"}, "fill": "none"})):
                spec = {"version": 1, "title": f"{len(photos)} badges, {key} photos", "page": {"size": "A4", "margin": PICTURE_MARGIN},
                        "pages": [{"sheet": {"data": os.path.basename(data), "grid": PICTURE_SHEET, "cell": cell}}]}
                path = os.path.join(folder, f"{key}-{name}.json")
                with open(path, "w") as f:
                    json.dump(spec, f)
                out = os.path.join(self.out_dir, f"pictures-{key}-{name}.pdf")
                commands[name] = Command(name, [self.poster, "render", path, "-o", out], out)
            if self.reference_pictures:
                for mode in ("decode", "header"):
                    out = os.path.join(self.out_dir, f"pictures-{key}-c-{mode}.pdf")
                    commands[f"C {mode}"] = Command(f"C {mode}", [self.reference_pictures, mode, out] + photos, out)
            without = commands.pop("without")
            self.probe(without, self.args.timeout)
            self.measure(f"pictures {key}", list(commands.values()), runs=max(self.args.runs, PICTURE_RUNS))
            sheets[key] = {"badges": len(photos), "files": len(set(photos)), "jpeg bytes": sum(os.path.getsize(p) for p in set(photos)),
                           "without": without, "commands": commands,
                           "stored": {name: stored_images(c.output) for name, c in commands.items()}}
        return sheets

    # ---- the run ----

    def run(self):
        started = time.time()
        load_before = os.getloadavg()
        sections = set(self.args.only or SECTIONS)
        quick = self.args.quick
        cases = [("carpet", 5), ("carpet", 6), ("carpet", 7), ("triangle", 8), ("triangle", 10), ("tree", 8), ("tree", 10)]
        if quick:
            cases = [("carpet", 5), ("triangle", 8), ("tree", 8)]
        figures = []
        if "figures" in sections:
            for fmt in ("png", "pdf"):
                for kind, n in cases:
                    figures.append(self.figure_case(kind, n, fmt))
        badges = self.badges() if "badges" in sections else {}
        text = self.text() if "text" in sections else None
        gallery = self.gallery() if "gallery" in sections else None
        pages = self.pages() if "pages" in sections else {}
        pictures = self.pictures() if "pictures" in sections else {}
        preview = preview_latency.measure(self.poster) if "preview" in sections else None
        self.scaling = scaling.measure(self.poster, runs=3) if "scaling" in sections else None
        self.tiling = tiling.measure(self.poster, runs=3) if "tiling" in sections else None
        self.photos = photo_sheets.measure(self.poster) if "photos" in sections else None
        self.large_photos = large_photos.measure(self.poster) if "large-photos" in sections else None
        self.data = data_sheets.measure(self.poster, runs=self.args.runs, baseline=self.args.baseline) if "data" in sections else None
        self.conference = conference_sheets.measure(self.poster, runs=self.args.runs) if "conference" in sections else None
        self.xlsx = xlsx_readers.measure(self.args.work) if "xlsx" in sections else None
        self.cmyk = cmyk_engines.measure(self.poster, self.args.work) if "cmyk" in sections else None
        self.startup = startup.measure(self.poster, self.reference, self.args.work) if "startup" in sections else None
        self.escape = escape_time.measure(self.poster, self.args.reference_escape, self.args.work) if "escape" in sections else None
        self.fractals = fractals.measure(self.poster, self.args.reference_fractals, self.args.work, runs=self.args.runs) \
            if "fractals" in sections and self.args.reference_fractals else None
        self.grammars = grammars.measure(self.poster, runs=3) if "grammars" in sections else None
        elapsed = time.time() - started
        load_after = os.getloadavg()
        return Report(self, sections, figures, badges, text, gallery, pages, pictures, preview, elapsed, load_before, load_after).markdown()


def tool_version(argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True, cwd=ROOT).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        return "?"


class Report:
    def __init__(self, bench, sections, figures, badges, text, gallery, pages, pictures, preview, elapsed, load_before, load_after):
        self.bench, self.sections = bench, sections
        self.figures, self.badges, self.text, self.gallery, self.pages, self.pictures = figures, badges, text, gallery, pages, pictures
        self.preview = preview
        self.elapsed, self.load_before, self.load_after = elapsed, load_before, load_after
        self.notes = []

    def find(self, kind, n, fmt):
        for case in self.figures:
            if (case["kind"], case["n"], case["fmt"]) == (kind, n, fmt):
                return case
        return None

    @staticmethod
    def c_lowest_rss(case):
        """The lowest peak RSS (KB) of the C strategies measured, or None."""
        measured = [c.rss_kb for name, c in case["commands"].items() if name.startswith("C ") and c.rss_kb]
        return min(measured) if measured else None

    @staticmethod
    def c_best(case):
        measured = [c for name, c in case["commands"].items() if name.startswith("C ") and c.measured]
        return min(measured, key=lambda c: c.median) if measured else None

    def load(self, label):
        value = self.bench.loads.get(label)
        return "–" if value is None else f"{value:.1f}"

    def machine(self):
        cpu = "?"
        try:
            with open("/proc/cpuinfo") as f:
                cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "?")
        except OSError:
            pass
        cairo = tool_version(["pkg-config", "--modversion", "cairo"])
        pycairo = tool_version([self.bench.python, "-c", "import cairo; print(cairo.version)"])
        hyperfine = tool_version(["hyperfine", "--version"])
        commit = tool_version(["git", "rev-parse", "--short", "HEAD"])
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", "Sources", "Package.swift"],
                               capture_output=True, text=True, cwd=ROOT).stdout.strip()
        version = f"commit {commit}" + (" with uncommitted changes to Sources/" if dirty else "")
        return (f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; cairo {cairo}, "
                f"pycairo {pycairo}, {hyperfine}, Python {platform.python_version()}; poster release build of {version}")

    def markdown(self):
        a = self.bench.args
        now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        lines = [
            "# poster benchmark",
            "",
            f"`make bench` (bench/run.py), {now}, took {self.elapsed / 60:.1f} min to measure (after the builds).",
            f"Machine: {self.machine()}.",
            f"Load average (1 min) {self.load_before[0]:.2f} before and {self.load_after[0]:.2f} after"
            + (f", {min(self.bench.loads.values()):.1f}–{max(self.bench.loads.values()):.1f} as the groups started (the `load` columns)" if self.bench.loads else "")
            + ": the machine is shared, so ranges are wide where other work ran at the same time.",
            "",
            f"Every time is wall time of the whole process (start-up, geometry, drawing, encoding, writing): the median of "
            f"{a.runs} runs after {a.warmup} warmup (hyperfine), min–max in brackets. Peak RSS is `/usr/bin/time -f %M` over "
            "one further run. KB and MB are 1024 and 1024² bytes.",
            "",
        ]
        if self.sections != set(SECTIONS):
            lines += [f"Only {', '.join(s for s in SECTIONS if s in self.sections)} measured (`--only`).", ""]
        if "figures" in self.sections:
            lines += self.figure_intro() + self.figure_tables() + self.view_table()
        lines += self.other_tables()
        if "pictures" in self.sections:
            lines += self.picture_tables()
        if self.preview:
            lines += preview_latency.markdown(self.preview)
        if self.bench.scaling:
            lines += scaling.markdown(self.bench.scaling)
        if self.bench.tiling:
            lines += tiling.markdown(self.bench.tiling)
        if self.bench.grammars:
            lines += grammars.markdown(self.bench.grammars)
        if self.bench.photos:
            lines += photo_sheets.markdown(self.bench.photos)
        if self.bench.large_photos:
            lines += large_photos.markdown(self.bench.large_photos)
        if self.bench.data:
            lines += data_sheets.markdown(self.bench.data)
        if self.bench.conference:
            lines += conference_sheets.markdown(self.bench.conference)
        if self.bench.xlsx:
            lines += xlsx_readers.markdown(self.bench.xlsx)
        if self.bench.cmyk:
            lines += cmyk_engines.markdown(self.bench.cmyk)
        if self.bench.startup:
            lines += startup.markdown(self.bench.startup)
        if self.bench.escape:
            lines += escape_time.markdown(self.bench.escape)
        if self.bench.fractals:
            lines += fractals.markdown(self.bench.fractals)
        lines += self.targets()
        if self.notes:
            lines += ["", "## Notes", ""] + [f"- {n}" for n in self.notes]
        return "\n".join(lines) + "\n"

    @staticmethod
    def figure_intro():
        return [
            f"- PNG: 4096 x 4096 px, `poster draw KIND --level N --size {PNG_PAGE} --dpi {PNG_DPI:g}` (`--step N` for tree).",
            f"- PDF: A2, 1190.55 x 1683.78 pt, `poster render` of a one-cell spec whose margin is 4 % of the width "
            f"({A2_MARGIN:.2f} pt), the frame the references draw in (`poster draw` makes square pages only).",
            "- C: bench/reference.c, cairo called directly with the figures' geometry (its PNGs show the same pixels as poster's but where antialiased edges of neighbouring outlines meet, which C's one fill per element or one path and poster's batches and stripes composite differently): "
            "`naive` one fill (tree: stroke) per element, `batched` every element a subpath of one path and one fill, "
            "`instanced` (PDF, carpet and triangle) each level a recording surface painted 8 (3) times by the next. "
            "C best is the fastest of them.",
            "- pycairo: bench/reference.py, the same geometry, batched.",
            "",
        ]

    COLUMNS = ["poster", "C naive", "C batched", "C instanced", "pycairo"]

    def figure_tables(self):
        out = ["## Figures: time (s)", "",
               "| case | elements | poster | C naive | C batched | C instanced | pycairo | poster / C best | poster / C naive | poster / pycairo | load |",
               "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|"]
        for case in self.figures:
            cs = case["commands"]
            best = self.c_best(case)
            best_name = best.name.replace("C ", "") if best else ""
            row = [case["label"], f"{case['elements']:,}"] + [fmt_time(cs.get(k)) for k in self.COLUMNS]
            row += [f"{fmt_ratio(ratio(cs['poster'], best))} ({best_name})" if best else "–",
                    fmt_ratio(ratio(cs["poster"], cs.get("C naive"))), fmt_ratio(ratio(cs["poster"], cs.get("pycairo"))),
                    self.load(case["label"])]
            out.append("| " + " | ".join(row) + " |")
            for c in cs.values():
                if c.single_reason:
                    self.notes.append(f"{case['label']}, {c.name}: timed by one run only ({c.single_reason}).")
                if c.failed:
                    self.notes.append(f"{case['label']}, {c.name}: failed ({c.failed}).")
                if c.stopped:
                    self.notes.append(f"{case['label']}, {c.name}: stopped after {c.stopped:.0f} s.")
        out += ["", "## Figures: peak RSS (MB)", "",
                "| case | poster | C naive | C batched | C instanced | pycairo | poster / C lowest |", "|---|--:|--:|--:|--:|--:|--:|"]
        for case in self.figures:
            cs = case["commands"]
            c_rss = self.c_lowest_rss(case)
            r = cs["poster"].rss_kb / c_rss if c_rss and cs["poster"].rss_kb else None
            out.append("| " + " | ".join([case["label"]] + [fmt_rss(cs.get(k)) for k in self.COLUMNS] + [fmt_ratio(r)]) + " |")
        out += ["", "## Figures: heap allocations",
                "", "Counted by bench/malloc-count.c (LD_PRELOAD) over the probe run: every malloc, calloc, realloc and aligned "
                "allocation of the whole process, cairo's included. `level 0` is poster drawing the same figure at level 0 "
                "(start-up, fonts, the page and its file); the last column is what poster allocates per element beyond that.", "",
                "| case | elements | poster | poster level 0 | C naive | C batched | C instanced | poster per element |",
                "|---|--:|--:|--:|--:|--:|--:|--:|"]
        count = lambda n: "–" if n is None else f"{n:,}"
        for case in self.figures:
            cs = case["commands"]
            mine, base = cs["poster"].allocations, case.get("baseline allocations")
            per = f"{(mine - base) / case['elements']:.3f}" if mine is not None and base is not None else "–"
            row = [case["label"], f"{case['elements']:,}", count(mine), count(base)]
            row += [count(cs[k].allocations) if k in cs else "–" for k in ("C naive", "C batched", "C instanced")] + [per]
            out.append("| " + " | ".join(row) + " |")
        out += ["", "## Figures: file size", "",
                "| case | poster | C naive | C batched | C instanced | pycairo |", "|---|--:|--:|--:|--:|--:|"]
        for case in self.figures:
            cs = case["commands"]
            out.append("| " + " | ".join([case["label"]] + [fmt_bytes(cs[k].size) if k in cs else "–" for k in self.COLUMNS]) + " |")
        return out + [""]

    def view_table(self):
        out = ["## Viewing the PDFs: `pdftoppm -r 72 FILE` (s)", "",
               "| case | poster | C naive | C batched | C instanced | poster / C batched | load |", "|---|--:|--:|--:|--:|--:|--:|"]
        for case in self.figures:
            views = case.get("view")
            if views is None:
                continue
            row = [case["label"]] + [fmt_time(views.get(k)) for k in ("poster", "C naive", "C batched", "C instanced")]
            row += [fmt_ratio(ratio(views.get("poster"), views.get("C batched"))), self.load(f"view {case['label']}")]
            out.append("| " + " | ".join(row) + " |")
            for c in views.values():
                if c.stopped:
                    self.notes.append(f"Viewing {case['label']} from {c.name}: stopped after {c.stopped:.0f} s.")
                elif c.single_reason:
                    self.notes.append(f"Viewing {case['label']} from {c.name}: one run only ({c.single_reason}).")
        return out + [""]

    def other_tables(self):
        out = []
        if "badges" in self.sections:
            out += ["## Badge sheets (PDF, A4, 3 x 4 badges a page, from CSV)", "", f"Load {self.load('badge sheets')} at the start.", "",
                    "| badges | pages | time (s) | peak RSS (MB) | size |", "|--:|--:|--:|--:|--:|"]
            for n, c in self.badges.items():
                out.append(f"| {n:,} | {math.ceil(n / 12)} | {fmt_time(c)} | {fmt_rss(c)} | {fmt_bytes(c.size)} |")
            out.append("")
        if self.text is not None:
            out += ["## Text (300 wrapped paragraphs: an A1 page of 12 x 25 text cells, against pango-view and Typst)", "",
                    "poster shapes, breaks and fits every paragraph in its cell (Pango), then draws it to PDF; pango-view sets the "
                    "same paragraphs in the same font, size and width as one layout and writes it to PDF; Typst (the PyPI `typst` "
                    "package, run as `python3 -c` the way its users call it) sets the same grid of paragraphs, once reading only "
                    "the DejaVu folder and once the system's fonts.", "",
                    f"Load {self.load('text')} at the start.", "",
                    "| program | time (s) | peak RSS (MB) | size |", "|---|--:|--:|--:|"]
            for c in self.text.values():
                out.append(f"| {c.name} | {fmt_time(c)} | {fmt_rss(c)} | {fmt_bytes(c.size)} |")
            out.append("")
        if "gallery" in self.sections and self.gallery is None:
            out += ["## Gallery", "", "`poster gallery` does not exist in this build: not measured.", ""]
            self.notes.append("`poster gallery` is missing: the gallery target is not measured.")
        elif self.gallery is not None:
            out += ["## Gallery of layouts/ (`poster gallery layouts -o DIR --force --quiet`)", "",
                    f"Load {self.load('gallery')} at the start; on 2 cores, work by others takes from --jobs 2 first.", "",
                    "| jobs | time (s) | peak RSS (MB) | output |", "|---|--:|--:|--:|"]
            for c in self.gallery.values():
                out.append(f"| {c.name} | {fmt_time(c)} | {fmt_rss(c)} | {fmt_bytes(c.size)} |")
                if c.failed:
                    self.notes.append(f"gallery {c.name}: failed ({c.failed}).")
            out.append("")
        if "pages" in self.sections:
            out += ["## Pages (PDF, A4: carpet 4, triangle 6, tree 7 and a badge on every page)", "",
                    "The same page 100 times, and 100 pages whose trees all differ (each page's figures built anew). "
                    "`poster render` to PDF checks the whole spec first, then lays each page out as it is written and lets it go.", "",
                    f"Load {self.load('pages')} at the start.", "",
                    "| pages | time (s) | peak RSS (MB) | size |", "|--:|--:|--:|--:|"]
            for n, c in self.pages.items():
                out.append(f"| {n} | {fmt_time(c)} | {fmt_rss(c)} | {fmt_bytes(c.size)} |")
            out.append("")
        return out

    PICTURE_SHEETS = {"shared": "100 badges sharing one photo", "distinct": "44 badges, 44 distinct photos"}

    def picture_tables(self):
        w, h = SHARED_PHOTO
        dw, dh = DISTINCT_PHOTO
        out = ["## Pictures (issue 16: JPEG photos on badge sheets, PDF)", "",
               "Badge sheets whose every cell is a JPEG photo: the `image` figure with `\"src\": \"{photo}\"` from a CSV, "
               "`\"fit\": \"cover\"`, `\"clip\": \"hexagon\"`; A4, 3 x 4 cells a page, 36 pt margin, 12 pt gaps. "
               f"*shared*: {SHARED_BADGES} badges showing the same {w} x {h} photo; *distinct*: {DISTINCT_PHOTOS} badges, "
               f"{DISTINCT_PHOTOS} different {dw} x {dh} photos. The photos are made at every run, the same each time "
               "(smooth colour waves under a fine grain, `cjpeg -quality 90`).", "",
               "- *without pictures*: the same spec and CSV, each cell's image replaced by a `rect` with `\"fill\": \"none\"`, "
               "which draws nothing: the same pages holding no picture, so that everything the pictures add (the JPEG files "
               "and, for each badge, its hexagon clip and the photo's placement) counts against them.",
               "- C: bench/reference-pictures.c, cairo called directly: the same pages, cells and hexagon, each photo an image "
               "surface of its size carrying the file as `CAIRO_MIME_TYPE_JPEG` and a `CAIRO_MIME_TYPE_UNIQUE_ID`, made once "
               "however often it is placed. `C decode` also decodes each photo once (tjDecompress2, at an eighth of its size), as "
               "poster decodes every picture to check that it is whole before it draws anything; `C header` reads only its size (tjDecompressHeader3).",
               "- images stored: the image objects in the PDF (`pdfimages -list`) and how many of them are JPEG (/DCTDecode).", "",
               "| sheet | photo files | JPEG bytes | poster PDF | without pictures | poster / (JPEG + without) | "
               "added a badge beyond the JPEG | C decode PDF | images stored (JPEG): poster, C |",
               "|---|--:|--:|--:|--:|--:|--:|--:|--:|"]
        for key, sheet in self.pictures.items():
            poster, without, c = sheet["commands"]["poster"], sheet["without"], sheet["commands"].get("C decode")
            budget = sheet["jpeg bytes"] + without.size if without.size is not None else None
            share = f"{poster.size / budget:.3f}" if poster.size is not None and budget else "–"
            extra = f"{(poster.size - budget) / sheet['badges']:,.0f} B" if poster.size is not None and budget else "–"
            stored = sheet["stored"]
            images = ", ".join("–" if stored.get(n) is None else f"{stored[n][0]} ({stored[n][1]})" for n in ("poster", "C decode"))
            out.append(f"| {self.PICTURE_SHEETS[key]} | {sheet['files']} | {fmt_bytes(sheet['jpeg bytes'])} | {fmt_bytes(poster.size)} | "
                       f"{fmt_bytes(without.size)} | {share} | {extra} | {fmt_bytes(c.size if c else None)} | {images} |")
            for c in list(sheet["commands"].values()) + [without]:
                if c.failed:
                    self.notes.append(f"pictures {key}, {c.name}: failed ({c.failed}).")
        runs = max(self.bench.args.runs, PICTURE_RUNS)
        out += ["", f"Time (s): the median of {runs} runs after {self.bench.args.warmup} warmup, min–max in brackets; "
                "*without pictures* is one run.", "",
                "| sheet | poster | C decode | C header | poster / C decode | poster / C header | without pictures | "
                "peak RSS (MB): poster, C decode, C header | load |",
                "|---|--:|--:|--:|--:|--:|--:|--:|--:|"]
        for key, sheet in self.pictures.items():
            cs = sheet["commands"]
            rss = ", ".join(fmt_rss(cs.get(n)) for n in ("poster", "C decode", "C header"))
            out.append(f"| {self.PICTURE_SHEETS[key]} | {fmt_time(cs['poster'])} | {fmt_time(cs.get('C decode'))} | "
                       f"{fmt_time(cs.get('C header'))} | {fmt_ratio(ratio(cs['poster'], cs.get('C decode')))} | "
                       f"{fmt_ratio(ratio(cs['poster'], cs.get('C header')))} | {fmt_seconds(sheet['without'].probe_seconds)} | "
                       f"{rss} | {self.load(f'pictures {key}')} |")
        return out + [""]

    def picture_targets(self, add):
        for key, limit, target in (("shared", 1.1, "100 badges sharing one 500 KB JPEG: PDF ≤ 1.1 × (the JPEG + the sheet without it)"),
                                   ("distinct", 1.05, "44 badges, 44 distinct JPEGs: PDF ≤ 1.05 × (the JPEGs + the sheet without them)")):
            sheet = self.pictures.get(key)
            if sheet is None:
                continue
            poster, without = sheet["commands"]["poster"], sheet["without"]
            if poster.size is not None and without.size is not None:
                budget = sheet["jpeg bytes"] + without.size
                add(target, f"{poster.size:,} B vs {limit} × ({sheet['jpeg bytes']:,} + {without.size:,}) B: {poster.size / budget:.3f}",
                    poster.size <= limit * budget)
        for key, sheet in self.pictures.items():
            cs = sheet["commands"]
            r = ratio(cs["poster"], cs.get("C decode"))
            if r is not None:
                header = ratio(cs["poster"], cs.get("C header"))
                add(f"{self.PICTURE_SHEETS[key]}: poster ≤ 1.2 × the C reference (cairo, JPEG mime data, each photo checked once)",
                    f"{fmt_seconds(cs['poster'].median)} s vs {fmt_seconds(cs['C decode'].median)} s: {r:.2f} "
                    f"(against C reading headers only, {fmt_seconds(cs['C header'].median)} s: {fmt_ratio(header)})", r <= 1.2)

    def targets(self):
        rows = []

        def add(target, measured, ok):
            status = "–" if ok is None else ("met" if ok else "**not met**")
            rows.append(f"| {target} | {measured} | {status} |")

        # Every figure case within 1.10 x the best C.
        misses, worst, checked = [], None, 0
        for case in self.figures:
            best = self.c_best(case)
            r = ratio(case["commands"]["poster"], best)
            if r is None:
                continue
            checked += 1
            if worst is None or r > worst[0]:
                worst = (r, case["label"])
            if r > 1.10:
                misses.append(f"{case['label']} {r:.3f}")
        if checked:
            text = (f"{checked - len(misses)} of {checked} cases within; over: " + ", ".join(misses)) if misses else \
                f"all {checked}; worst {worst[1]} {worst[0]:.3f}"
            add("every carpet/triangle/tree case: poster ≤ 1.10 × C best", text, not misses)

        # Stroked trees in PDF: peak memory within 1.2 x C's lowest (issue 35).
        for n in (8, 10):
            tree = self.find("tree", n, "pdf")
            if not tree:
                continue
            poster, c_rss = tree["commands"]["poster"].rss_kb, self.c_lowest_rss(tree)
            if poster and c_rss:
                r = poster / c_rss
                add(f"tree {n} PDF: peak RSS ≤ 1.2 × C's lowest", f"{poster / 1024:.0f} MB vs {c_rss / 1024:.0f} MB: {r:.2f}", r <= 1.2)

        # PNG cases faster than C.
        png = [c for c in self.figures if c["fmt"] == "png"]
        slower = []
        for case in png:
            r = ratio(case["commands"]["poster"], self.c_best(case))
            if r is not None and r >= 1:
                slower.append(f"{case['label']} {r:.3f}")
        if png:
            add("PNG cases: poster faster than C's whole run (ratio < 1)",
                (f"{len(png) - len(slower)} of {len(png)} faster; slower: " + ", ".join(slower)) if slower else f"all {len(png)} faster",
                not slower)

        c6 = self.find("carpet", 6, "pdf")
        if c6:
            p, inst = c6["commands"]["poster"], c6["commands"].get("C instanced")
            if p.size is not None:
                add("carpet 6 A2 PDF ≤ 20 KB", fmt_bytes(p.size), p.size <= 20 * 1024)
            r = ratio(p, inst)
            if r is not None:
                add("carpet 6 A2 PDF time ≤ 1.10 × C instanced",
                    f"{fmt_seconds(p.median)} s vs {fmt_seconds(inst.median)} s: {r:.2f}", r <= 1.10)
            views = c6.get("view", {})
            vr = ratio(views.get("poster"), views.get("C batched"))
            if vr is not None:
                add("viewing carpet 6 PDF (pdftoppm -r 72) ≤ 1.2 × the one-path PDF (C batched)",
                    f"{fmt_seconds(views['poster'].median)} s vs {fmt_seconds(views['C batched'].median)} s: {vr:.2f}", vr <= 1.2)
        c7 = self.find("carpet", 7, "pdf")
        if c6 and c7:
            r = ratio(c7["commands"]["poster"], c6["commands"]["poster"])
            if r is not None:
                add("carpet 7 PDF time < 1.10 × carpet 6 PDF time",
                    f"{fmt_seconds(c7['commands']['poster'].median)} s vs {fmt_seconds(c6['commands']['poster'].median)} s: {r:.2f}", r < 1.10)

        if 12 in self.badges and 1200 in self.badges:
            small, large = self.badges[12], self.badges[1200]
            r = ratio(large, small)
            if r is not None:
                add("badge sheets: time(1,200) / time(12) ≤ 110", f"{fmt_seconds(large.median)} s / {fmt_seconds(small.median)} s = {r:.1f}", r <= 110)
            if small.size is not None and large.size is not None:
                growth = (large.size - small.size) / (1200 - 12)
                add("badge sheets: PDF growth < 1 KB per badge beyond the first page",
                    f"({fmt_bytes(large.size)} − {fmt_bytes(small.size)}) / 1,188 = {growth:,.0f} B a badge", growth < 1024)

        if self.text:
            r = ratio(self.text["poster"], self.text["pango-view"])
            if r is not None:
                add("300 wrapped paragraphs: poster ≤ 1.5 × pango-view",
                    f"{fmt_seconds(self.text['poster'].median)} s vs {fmt_seconds(self.text['pango-view'].median)} s: {r:.2f}", r <= 1.5)
            typst = self.text.get(TYPST_ONE_FOLDER)
            r = ratio(self.text["poster"], typst) if typst else None
            if r is not None:
                add("300 wrapped paragraphs: poster ≤ 1.0 × Typst reading only the DejaVu folder",
                    f"{fmt_seconds(self.text['poster'].median)} s vs {fmt_seconds(typst.median)} s: {r:.2f}", r <= 1.0)

        if self.bench.startup:
            for target in startup.targets(self.bench.startup):
                add(*target)

        if self.bench.escape:
            for target in escape_time.targets(self.bench.escape):
                add(*target)
        if self.bench.fractals:
            for target in fractals.targets(self.bench.fractals):
                add(*target)

        if self.gallery:
            r = ratio(self.gallery[1], self.gallery[2])
            if r is not None:
                add("gallery --jobs 2 ≥ 1.7 × faster than --jobs 1",
                    f"{fmt_seconds(self.gallery[1].median)} s vs {fmt_seconds(self.gallery[2].median)} s: {r:.2f} × (load {self.load('gallery')})", r >= 1.7)
        elif "gallery" in self.sections:
            add("gallery --jobs 2 ≥ 1.7 × faster than --jobs 1", "poster gallery does not exist", None)

        c6png = self.find("carpet", 6, "png")
        if c6png:
            cs = c6png["commands"]
            c_rss = {n: c.rss_kb for n, c in cs.items() if n.startswith("C ") and c.rss_kb}
            if c_rss and cs["poster"].rss_kb:
                lowest = min(c_rss, key=c_rss.get)
                r = cs["poster"].rss_kb / c_rss[lowest]
                others = ", ".join(f"{n} {v / 1024:.0f} MB" for n, v in c_rss.items())
                add("peak RSS carpet 6 PNG ≤ 1.5 × C (its lowest strategy)",
                    f"{cs['poster'].rss_kb / 1024:.0f} MB vs {c_rss[lowest] / 1024:.0f} MB ({others}): {r:.2f}", r <= 1.5)

        one, hundred = self.pages.get(1), self.pages.get(100)
        if one and hundred and one.rss_kb and hundred.rss_kb:
            r = hundred.rss_kb / one.rss_kb
            add("a 100-page PDF peaks ≤ 1.2 × a 1-page PDF",
                f"{hundred.rss_kb / 1024:.0f} MB vs {one.rss_kb / 1024:.0f} MB: {r:.2f}", r <= 1.2)
        distinct = self.pages.get("100 distinct")
        if one and distinct and one.rss_kb and distinct.rss_kb:
            r = distinct.rss_kb / one.rss_kb
            add("a 100-page PDF of distinct pages peaks ≤ 1.2 × a 1-page PDF",
                f"{distinct.rss_kb / 1024:.0f} MB vs {one.rss_kb / 1024:.0f} MB: {r:.2f}", r <= 1.2)

        self.picture_targets(add)
        if self.bench.scaling:
            scaling.targets(self.bench.scaling, add)
        if self.bench.tiling:
            tiling.targets(self.bench.tiling, add)
        if self.bench.grammars:
            grammars.targets(self.bench.grammars, add)
        if self.bench.photos:
            photo_sheets.targets(self.bench.photos, add)
        if self.bench.large_photos:
            large_photos.targets(self.bench.large_photos, add)
        if self.bench.data:
            data_sheets.targets(self.bench.data, add)
        if self.bench.conference:
            conference_sheets.targets(self.bench.conference, add)

        met = sum(1 for r in rows if r.endswith("| met |"))
        judged = sum(1 for r in rows if r.endswith("met |") or r.endswith("met** |"))
        return ["## Targets (issue 7; pictures: issue 16; scaling: issue 19; tiling: issue 20; photos and data: issue 29)", "", f"{met} of {judged} met.", "", "| target | measured | status |", "|---|---|---|"] + rows


def stored_images(pdf):
    """The image objects a PDF holds, from `pdfimages -list` (one line a placement): how many distinct
    objects, and how many of them are stored as JPEG (/DCTDecode). None when it cannot be read."""
    if pdf is None or not os.path.exists(pdf):
        return None
    done = subprocess.run(["pdfimages", "-list", pdf], capture_output=True, text=True)
    if done.returncode != 0:
        return None
    encodings = {}
    for line in done.stdout.splitlines()[2:]:
        fields = line.split()
        if len(fields) > 10 and fields[2] == "image":
            encodings[fields[10]] = fields[8]
    return len(encodings), sum(1 for e in encodings.values() if e == "jpeg")


def benchmark_page(k):
    """A page of the multi-page cases. The tree's angle differs from page to page in the distinct
    document (k > 0), so no page shares a figure with another; k = 0 repeats one page."""
    return {"title": "Page {page}", "grid": {"columns": 2, "rows": 2, "gap": "12pt"},
            "cells": [{"figure": {"kind": "carpet", "level": 4}, "caption": "carpet 4"},
                      {"figure": {"kind": "triangle", "level": 6}, "caption": "triangle 6"},
                      {"figure": {"kind": "tree", "step": 7, "angle": 120 - k * 0.25}, "caption": "tree 7"},
                      {"figure": {"kind": "badge", "symbols": 8, "label": "Turtle Rock"}}]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--poster", required=True, help="the release poster binary")
    parser.add_argument("--reference", required=True, help="the compiled bench/reference.c")
    parser.add_argument("--reference-pictures", help="the compiled bench/reference-pictures.c")
    parser.add_argument("--reference-escape", help="the compiled bench/escape-reference.c")
    parser.add_argument("--reference-fractals", help="the compiled bench/fractals.c")
    parser.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "latest.md"), help="the report to write")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-bench"), help="folder for temporary outputs")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per command (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="warmup runs per command (default 1)")
    parser.add_argument("--cutoff", type=float, default=6, help="a command whose first run takes longer is not repeated (s)")
    parser.add_argument("--timeout", type=float, default=120, help="a command is stopped after this long (s)")
    parser.add_argument("--view-timeout", type=float, default=15, help="pdftoppm is stopped after this long (s)")
    parser.add_argument("--malloc-count", help="the compiled bench/malloc-count.c, to count heap allocations")
    parser.add_argument("--quick", action="store_true", help="a few small cases only, to try the harness")
    parser.add_argument("--only", action="append", choices=SECTIONS, help="measure this section only (may be repeated)")
    parser.add_argument("--baseline", help="a poster binary of an earlier commit, to pair with this one where a target is a speed-up")
    args = parser.parse_args()
    for tool in ("hyperfine", "/usr/bin/time", "pdftoppm", "pdfimages", "cjpeg", "strace"):
        if shutil.which(tool) is None:
            sys.exit(f"bench: {tool} is missing (make bench installs it)")
    report = Bench(args).run()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        f.write(report)
    print(report)
    log(f"bench: wrote {os.path.relpath(args.out, os.getcwd())}")


if __name__ == "__main__":
    main()
