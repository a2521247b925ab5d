#!/usr/bin/env python3
"""Makes the pictures the shipped layouts place, so that nothing is downloaded:

- a landscape "photo" of every Alaska landmark of ../landmarks.csv (NAME.jpg): a sky in the row's
  gradient colours, a sun, three mountain ridges grown by midpoint displacement, a lake mirroring them
  when the landmark is a lake, bay or creek, and a little film grain; seeded by the name, so the same
  name always gives the same picture. Written as PPM and compressed by cjpeg (libjpeg-turbo).
- logo.svg: the bouncing animation's logo, a Sierpinski triangle of level 3 in a rounded square.

Run it from anywhere: python3 layouts/pictures/make-pictures.py [FOLDER] (needs cjpeg, from
libjpeg-turbo-progs); FOLDER defaults to the script's own. The same cjpeg makes the same bytes.
"""
import csv
import math
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT = 480, 360
WATER_WORDS = ("Lake", "Bay", "Creek")


def hex_colour(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def ridge(rng, base, roughness):
    """Heights (pixels from the top) of a ridge across the picture, by midpoint displacement."""
    size = 512
    heights = [0.0] * (size + 1)
    heights[0], heights[size] = base + rng.uniform(-20, 20), base + rng.uniform(-20, 20)
    step, spread = size, roughness
    while step > 1:
        half = step // 2
        for start in range(0, size, step):
            middle = (heights[start] + heights[start + step]) / 2
            heights[start + half] = middle + rng.uniform(-spread, spread)
        step, spread = half, spread * 0.55
    return [heights[x * size // WIDTH] for x in range(WIDTH)]


def photo(row):
    rng = random.Random(row["name"])
    sky_top, sky_bottom = hex_colour(row["gradientTop"]), hex_colour(row["gradientBottom"])
    ink = hex_colour(row["color"])
    horizon = int(HEIGHT * (0.62 if any(w in row["name"] for w in WATER_WORDS) else 0.9))
    ridges = [
        (ridge(rng, HEIGHT * depth, HEIGHT * rough), mix(ink, sky_bottom, haze))
        for depth, rough, haze in ((0.30, 0.30, 0.65), (0.42, 0.22, 0.35), (0.55, 0.12, 0.0))
    ]
    sun = (rng.uniform(0.15, 0.85) * WIDTH, rng.uniform(0.12, 0.3) * HEIGHT, HEIGHT * 0.07)
    pixels = bytearray()
    for y in range(HEIGHT):
        # Below the horizon, a lake mirrors the land above it, darker and rippled.
        water = y >= horizon
        sy = 2 * horizon - y if water else y
        for x in range(WIDTH):
            sx = min(WIDTH - 1, max(0, x + int(3 * math.sin(y * 0.7)))) if water else x
            colour = mix(sky_top, sky_bottom, max(0.0, min(1.0, sy / HEIGHT)))
            if math.hypot(sx - sun[0], sy - sun[1]) < sun[2]:
                colour = mix(colour, (255, 250, 225), 0.85)
            for heights, land in ridges:
                if sy >= heights[sx]:
                    colour = land
            if water:
                colour = mix(colour, (20, 40, 70), 0.35)
            grain = rng.uniform(-6, 6)
            pixels += bytes(max(0, min(255, int(c + grain))) for c in colour)
    return pixels


def write_jpeg(pixels, path):
    with tempfile.NamedTemporaryFile(suffix=".ppm") as ppm:
        ppm.write(b"P6\n%d %d\n255\n" % (WIDTH, HEIGHT))
        ppm.write(pixels)
        ppm.flush()
        subprocess.run(["cjpeg", "-quality", "82", "-optimize", "-outfile", path, ppm.name], check=True)


def logo():
    """A level-3 Sierpinski triangle in a rounded square, 120 x 120 px."""
    triangles = [((60, 18), (18, 96), (102, 96))]
    for _ in range(3):
        smaller = []
        for a, b, c in triangles:
            ab, bc, ca = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), ((b[0] + c[0]) / 2, (b[1] + c[1]) / 2), ((c[0] + a[0]) / 2, (c[1] + a[1]) / 2)
            smaller += [(a, ab, ca), (ab, b, bc), (ca, bc, c)]
        triangles = smaller
    points = " ".join("M%g %gL%g %gL%g %gZ" % (a + b + c) for a, b, c in triangles)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">\n'
        '  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ef78dd"/><stop offset="1" stop-color="#efac78"/></linearGradient></defs>\n'
        '  <rect x="4" y="4" width="112" height="112" rx="22" fill="url(#g)"/>\n'
        f'  <path d="{points}" fill="#4f4fbf"/>\n'
        "</svg>\n"
    )


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else HERE
    with open(os.path.join(HERE, "..", "landmarks.csv"), newline="", encoding="utf-8") as data:
        rows = [row for row in csv.DictReader(data) if row["state"] == "Alaska"]
    for row in rows:
        write_jpeg(photo(row), os.path.join(out, row["name"] + ".jpg"))
    with open(os.path.join(out, "logo.svg"), "w", encoding="utf-8") as svg:
        svg.write(logo())
    print(f"made {len(rows)} photos and logo.svg in {out}")


if __name__ == "__main__":
    main()
