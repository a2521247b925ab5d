"""Large photos on one PNG page (issue 61), in `make bench`'s section "large-photos": three photos of
9,000 x 9,000 pixels (81 megapixels each, within the default limits) in a column on an A4 page,
rendered to PNG at 300 dpi on both cores, once as JPEG, once as PNG and once as WebP files. Each
placement shows about 1,170 pixels a side, so a picture is decoded at the size its placement needs
(libjpeg-turbo and libwebp decode smaller directly; cairo decodes a PNG whole, then it is reduced), once
for all the threads drawing the page. The reference is one of the photos decoded whole (4 bytes a
pixel): the page should hold less than that with JPEG and WebP, and little more with PNG.
Run on its own: large_photos.py POSTER prints the tables.
"""
import json
import os
import shutil
import struct
import subprocess
import tempfile
import time
import zlib

import scaling

SIDE = 9000
COUNT = 3
WHOLE_MB = SIDE * SIDE * 4 / 1024 / 1024
LIMITS = {"JPEG": 0.5, "WebP": 0.5, "PNG": 1.25}


def gradient_rows(shade):
    """One row of the photo (a left-to-right gradient, its green channel `shade`) as RGB bytes."""
    row = bytearray(3 * SIDE)
    for x in range(SIDE):
        row[3 * x:3 * x + 3] = bytes((x * 255 // SIDE, shade, 255 - x * 255 // SIDE))
    return bytes(row)


def write_photos(folder):
    """The three photos in each format; the formats whose encoder is missing are left out."""
    made = {"JPEG": [], "PNG": [], "WebP": []}
    for k in range(COUNT):
        row = gradient_rows(80 * (k + 1) % 256)
        ppm = os.path.join(folder, f"p{k}.ppm")
        with open(ppm, "wb") as f:
            f.write(b"P6 %d %d 255\n" % (SIDE, SIDE) + row * SIDE)
        jpeg = os.path.join(folder, f"p{k}.jpg")
        subprocess.run(["cjpeg", "-quality", "85", "-outfile", jpeg, ppm], check=True)
        made["JPEG"].append(jpeg)
        png = os.path.join(folder, f"p{k}.png")
        with open(png, "wb") as f:
            f.write(png_file((b"\0" + row) * SIDE))
        made["PNG"].append(png)
        if shutil.which("cwebp"):
            webp = os.path.join(folder, f"p{k}.webp")
            subprocess.run(["cwebp", "-quiet", "-q", "80", png, "-o", webp], check=True)
            made["WebP"].append(webp)
        os.remove(ppm)
    return {kind: files for kind, files in made.items() if files}


def png_file(raw):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", SIDE, SIDE, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b"")


def measure(poster, runs=1):
    """Peak RSS and time of one run per format (the peak is what counts)."""
    with tempfile.TemporaryDirectory(prefix="poster-large-photos-") as folder:
        cases = {}
        for kind, files in write_photos(folder).items():
            spec = {"version": 1, "title": f"three {SIDE} x {SIDE} {kind} photos", "page": {"size": "A4"},
                    "pages": [{"grid": {"columns": 1, "rows": COUNT},
                               "cells": [{"figure": {"kind": "image", "src": os.path.basename(f)}} for f in files]}]}
            path = os.path.join(folder, f"{kind}.json")
            with open(path, "w") as f:
                json.dump(spec, f)
            started = time.perf_counter()
            rss = scaling.peak_rss_mb([poster, "render", path, "-o", os.path.join(folder, f"{kind}.png"), "--dpi", "300"], folder)
            cases[kind] = {"rss": rss, "time": time.perf_counter() - started}
    return {"cases": cases}


def markdown(results):
    out = [f"## Large photos (issue 61): three {SIDE} x {SIDE} photos on one A4 PNG page at 300 dpi", "",
           f"One photo decoded whole holds {WHOLE_MB:.0f} MB.", "",
           "| photos | peak RSS | time (1 run) |", "|---|--:|--:|"]
    for kind, c in results["cases"].items():
        out.append(f"| {kind} | {c['rss']:.0f} MB | {c['time']:.1f} s |")
    return out + [""]


def targets(results, add):
    for kind, c in results["cases"].items():
        limit = LIMITS[kind]
        add(f"three {SIDE // 1000}k {kind} photos on a PNG page peak ≤ {limit} × one photo decoded whole",
            f"{c['rss']:.0f} MB vs {WHOLE_MB:.0f} MB: {c['rss'] / WHOLE_MB:.2f}", c["rss"] <= limit * WHOLE_MB)


if __name__ == "__main__":
    scaling.run_alone("large_photos.py", measure, markdown, targets)
