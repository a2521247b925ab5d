"""Badge sheets of distinct photos (issue 29), in `make bench`'s section "photos": name badges on the
5395 template (8 a sheet), each with its own photo of about 10 KB (160 x 200 px), at 1,000, 3,376 and
10,000 badges, rendered to PDF. Peak RSS from /usr/bin/time, time of that one run, and the PDF's size:
pictures are decoded when their page is drawn and let go after, so the peak should not grow with the
number of photos. 10,000 photos decode to 320 megapixels, over the 250 a document's distinct pictures
may have unless allowed: every run allows what its photos need. The photos are made here (cjpeg), the
same at every run.
Run on its own: photo_sheets.py POSTER prints the tables.
"""
import concurrent.futures
import csv
import json
import math
import os
import random
import subprocess
import tempfile
import time

import scaling

COUNTS = [1000, 3376, 10000]
TARGET_COUNT = 3376
TARGET_MB = 200
PHOTO = (160, 200)  # px: about 10 KB at quality 80


def write_photo(path, seed):
    """A stand-in for a portrait, the same for the same seed: two smooth colour waves crossing
    diagonally under a coarse grain (so that it does not compress to nothing), made a JPEG by cjpeg."""
    width, height = PHOTO
    rnd = random.Random(seed)

    def wave(n):
        """n RGB pixels, each channel a sum of two sines, from 0 to 97."""
        out = bytearray(3 * n)
        for ch in range(3):
            (f1, p1), (f2, p2) = [(rnd.uniform(0.01, 0.08), rnd.uniform(0, 2 * math.pi)) for _ in range(2)]
            out[ch::3] = bytes(int((math.sin(f1 * i + p1) + math.sin(f2 * i + p2) + 2) * 97 / 4) for i in range(n))
        return bytes(out)

    rising, falling = wave(width + height), wave(width + height)
    grain = bytes(b * 60 // 256 for b in range(256))
    n = 3 * width
    rows = [b"P6\n%d %d\n255\n" % (width, height)]
    for y in range(height):
        # The two waves and the grain added as integers whose bytes never carry (97 + 97 + 59 < 256).
        row = (int.from_bytes(rising[3 * y:3 * y + n], "big") + int.from_bytes(falling[3 * (height - y):3 * (height - y) + n], "big")
               + int.from_bytes(rnd.randbytes(n).translate(grain), "big"))
        rows.append(row.to_bytes(n, "big"))
    subprocess.run(["cjpeg", "-quality", "80", "-outfile", path], input=b"".join(rows), check=True)


def write_photos(folder, count):
    """`count` distinct photos in `folder`, photo-00001.jpg and on, made on every core."""
    names = [f"photo-{k + 1:05d}.jpg" for k in range(count)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        list(pool.map(lambda k: write_photo(os.path.join(folder, names[k]), 1000 + k), range(count)))
    return names


def sheet_spec(folder, photos):
    """A sheet of one badge per photo, named for it, and the spec's path."""
    n = len(photos)
    data = os.path.join(folder, f"people-{n}.csv")
    with open(data, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["name", "photo"])
        w.writerows([f"Person {k + 1:05d}", photo] for k, photo in enumerate(photos))
    spec = {"version": 1, "title": f"{n} badges", "pages": [{"sheet": {
        "data": os.path.basename(data), "template": "5395",
        "cell": {"figure": {"kind": "badge", "image": "{photo}", "imageClip": "hexagon", "label": "{name}"}}}}]}
    path = os.path.join(folder, f"badges-{n}.json")
    with open(path, "w") as f:
        json.dump(spec, f)
    return path


def measure(poster, runs=1):
    """Peak RSS, time and PDF size at every count (one run each: the peak is what counts)."""
    with tempfile.TemporaryDirectory(prefix="poster-photos-") as folder:
        photos = write_photos(folder, max(COUNTS))
        photo_bytes = sum(os.path.getsize(os.path.join(folder, p)) for p in photos)
        cases = {}
        for n in COUNTS:
            spec, out = sheet_spec(folder, photos[:n]), os.path.join(folder, f"badges-{n}.pdf")
            started = time.perf_counter()
            pixels = str(n * PHOTO[0] * PHOTO[1])
            rss = scaling.peak_rss_mb([poster, "render", spec, "-o", out, "--max-total-image-pixels", pixels], folder)
            cases[n] = {"rss": rss, "time": time.perf_counter() - started, "size": os.path.getsize(out),
                        "photo bytes": sum(os.path.getsize(os.path.join(folder, p)) for p in photos[:n])}
    return {"cases": cases, "mean photo": photo_bytes / len(photos)}


def markdown(results):
    out = [f"## Photo sheets (issue 29): badges with distinct photos (about {results['mean photo'] / 1024:.0f} KB each), "
           "5395 template, PDF", "",
           "| badges | peak RSS | time (1 run) | PDF size | photos' bytes |", "|--:|--:|--:|--:|--:|"]
    for n, c in results["cases"].items():
        out.append(f"| {n:,} | {c['rss']:.0f} MB | {c['time']:.1f} s | {c['size'] / 1024 / 1024:.1f} MB | {c['photo bytes'] / 1024 / 1024:.1f} MB |")
    return out + [""]


def targets(results, add):
    cases = results["cases"]
    if TARGET_COUNT in cases:
        curve = ", ".join(f"{n:,}: {c['rss']:.0f} MB" for n, c in cases.items())
        rss = cases[TARGET_COUNT]["rss"]
        add(f"{TARGET_COUNT:,} badges with distinct photos peak ≤ {TARGET_MB} MB", f"{rss:.0f} MB (curve {curve})", rss <= TARGET_MB)


if __name__ == "__main__":
    scaling.run_alone("photo_sheets.py", measure, markdown, targets)
