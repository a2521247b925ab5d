#!/usr/bin/env python3
"""The figures of `poster draw` drawn with pycairo, as a yardstick for `make bench` (bench/run.py).

    reference.py KIND N STRATEGY OUT

KIND      carpet (level N), triangle (level N) or tree (step N)
STRATEGY  naive (one fill or stroke per element) or batched (every element a subpath of one path)
OUT       FILE.png (4096 x 4096 px of a 512 pt square page) or FILE.pdf (A2, 1190.55 x 1683.78 pt)

Same geometry as bench/reference.c and Sources/Figures/{Carpet,SierpinskiTriangle,Tree}.swift: the
frame is the page inset by 4 % of its width, the page is painted white, the figure is #4f4fbf.
"""
import math
import sys

import cairo

INK = (0x4F / 255, 0x4F / 255, 0xBF / 255)


def exact_sine(half_turns):
    quarters = half_turns * 2
    if abs(quarters - round(quarters)) >= 1e-12 or abs(quarters) >= 1e15:
        return None
    return (0, 1, 0, -1)[int(round(quarters)) % 4]


def angle_cos(r):
    v = exact_sine(r / math.pi + 0.5)
    return math.cos(r) if v is None else v


def angle_sin(r):
    v = exact_sine(r / math.pi)
    return math.sin(r) if v is None else v


def degrees(d):
    return d * math.pi / 180


def polygon_vertices(sides, cx, cy, radius, angle):
    out = []
    for i in range(sides):
        a = angle + degrees(360 * i / sides)
        out.append((cx + radius * angle_cos(a), cy + radius * angle_sin(a)))
    return out


def centered_square(x, y, w, h):
    s = min(w, h)
    return x + w / 2 - s / 2, y + h / 2 - s / 2, s


def carpet(cr, frame, level, naive):
    sx, sy, side = centered_square(*frame)
    centers = [(sx + side / 2, sy + side / 2)]
    offsets = [(c, r) for r in (-1, 0, 1) for c in (-1, 0, 1) if r or c]
    for _ in range(level):
        child = side / 3
        centers = [(x + c * child, y + r * child) for (x, y) in centers for (c, r) in offsets]
        side = child
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = polygon_vertices(4, 0, 0, side / 2, degrees(45))
    cr.set_source_rgb(*INK)
    cr.new_path()
    move, line, close, fill = cr.move_to, cr.line_to, cr.close_path, cr.fill
    for x, y in centers:
        move(x + ax, y + ay)
        line(x + bx, y + by)
        line(x + cx, y + cy)
        line(x + dx, y + dy)
        close()
        if naive:
            fill()
    if not naive:
        fill()


def triangle(cr, frame, level, naive):
    sx, sy, side = centered_square(*frame)
    origins = [(sx, sy)]
    for _ in range(level):
        half = side / 2
        origins = [p for (x, y) in origins for p in ((x + half / 2, y), (x, y + half), (x + half, y + half))]
        side = half
    (ax, ay), (bx, by), (cx, cy) = polygon_vertices(3, side / 2, side / 2, side / 2, degrees(30))
    cr.set_source_rgb(*INK)
    cr.new_path()
    move, line, close, fill = cr.move_to, cr.line_to, cr.close_path, cr.fill
    for x, y in origins:
        move(x + ax, y + ay)
        line(x + bx, y + by)
        line(x + cx, y + cy)
        close()
        if naive:
            fill()
    if not naive:
        fill()


def tree(cr, frame, step, naive):
    x, y, w, h = frame
    levels = math.ceil(step)
    fraction = 1 - (levels - step)
    turns = (degrees(-120), 0.0, degrees(120))
    min_side = min(w, h)
    ox, oy = x + w / 2, y + h / 2 + h / 6
    level = [(ox, oy, degrees(-90) + t, min_side / 4) for t in turns] if levels > 0 else []
    cr.set_source_rgb(*INK)
    cr.set_line_width(max(0.5, min_side / 400))
    cr.set_line_cap(cairo.LINE_CAP_ROUND)
    cr.set_line_join(cairo.LINE_JOIN_ROUND)
    cr.new_path()
    move, line, stroke = cr.move_to, cr.line_to, cr.stroke
    for depth in range(1, levels + 1):
        last = depth == levels
        following = []
        for sx, sy, direction, length in level:
            if last:
                length *= fraction
            ex, ey = sx + length * angle_cos(direction), sy + length * angle_sin(direction)
            move(sx, sy)
            line(ex, ey)
            if naive:
                stroke()
            if not last:
                following.extend((ex, ey, direction + t, length * 0.5) for t in turns)
        level = following
    if not naive:
        stroke()


def main(argv):
    if len(argv) != 5 or argv[3] not in ("naive", "batched") or not argv[4].endswith((".png", ".pdf")):
        print("usage: reference.py carpet|triangle|tree N naive|batched OUT.png|OUT.pdf", file=sys.stderr)
        return 64
    kind, n, strategy, out = argv[1], float(argv[2]), argv[3], argv[4]
    png = out.endswith(".png")
    if png:
        width = height = 512.0
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 4096, 4096)
        cr = cairo.Context(surface)
        cr.scale(4096 / width, 4096 / height)
    else:
        width, height = 420 * 72 / 25.4, 594 * 72 / 25.4
        surface = cairo.PDFSurface(out, width, height)
        cr = cairo.Context(surface)
    cr.rectangle(0, 0, width, height)
    cr.set_source_rgb(1, 1, 1)
    cr.fill()
    margin = width * 0.04
    frame = (margin, margin, width - 2 * margin, height - 2 * margin)
    naive = strategy == "naive"
    if kind == "carpet":
        carpet(cr, frame, int(n), naive)
    elif kind == "triangle":
        triangle(cr, frame, int(n), naive)
    elif kind == "tree":
        tree(cr, frame, n, naive)
    else:
        print(f"reference.py: unknown kind {kind}", file=sys.stderr)
        return 64
    if png:
        surface.write_to_png(out)
    surface.finish()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
