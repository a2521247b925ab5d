/*
 * fractals: the `lsystem` and `ifs` figures of `poster draw` at a million segments, drawn by calling
 * cairo directly, as the yardstick for `make bench` (bench/fractals.py).
 *
 *   fractals KIND OUT
 *
 * KIND  koch    the Koch curve, 10 iterations: 4^10 = 1,048,576 segments, one polyline
 *       dragon  Heighway's dragon as an IFS of two maps of a line, depth 20: 2^20 = 1,048,576 segments
 * OUT   FILE.png: a 4096 x 4096 px image of a 512 pt square page (poster draw --size 512 --dpi 576)
 *       FILE.pdf: the 512 pt page
 *
 * The geometry is that of Sources/Figures/{LSystem,Turtle,IFS,IFSPreset}.swift: the frame is the page
 * inset by 4 % of its side (poster draw's margin), the segments are found in the plane with y up,
 * boxed, and fitted into the frame less half the pen (scaled by one factor, centred, y flipped); the
 * page is painted white and the path stroked once with #4f4fbf, the classic theme's first colour,
 * round caps and joins, width max(0.5, side / 400). A segment that starts where the last one ended goes
 * on in the same subpath, as poster's paths do.
 */
#include <cairo.h>
#include <cairo-pdf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double x, y; } point;
typedef struct { double a, b, c, d, tx, ty; } affine; /* x' = a x + c y + tx, y' = b x + d y + ty */

static point *points;
static char *starts; /* whether a point starts a subpath */
static long count, capacity;

static void add(point p, int start) {
    if (count == capacity) {
        capacity = capacity ? capacity * 2 : 1 << 20;
        points = realloc(points, sizeof(point) * capacity);
        starts = realloc(starts, capacity);
        if (!points || !starts) { fprintf(stderr, "fractals: out of memory\n"); exit(2); }
    }
    points[count] = p;
    starts[count++] = (char)start;
}

/* A segment, continuing the subpath when it starts where the last one ended. */
static void segment(point from, point to) {
    if (count == 0 || points[count - 1].x != from.x || points[count - 1].y != from.y) add(from, 1);
    add(to, 0);
}

/* ---- Koch: F -> F+F--F+F, 60 degrees, rewritten depth first into the turtle ---- */

static point position;
static int turns;
static point headings[6];

static void koch(int level) {
    static const char rule[] = "F+F--F+F";
    for (const char *s = rule; *s; s++) {
        if (*s == 'F') {
            if (level == 0) {
                point h = headings[((turns % 6) + 6) % 6];
                point next = {position.x + h.x, position.y + h.y};
                segment(position, next);
                position = next;
            } else {
                koch(level - 1);
            }
        } else {
            turns += *s == '+' ? 1 : -1;
        }
    }
}

/* ---- dragon: z -> (1 + i) z / 2 and z -> 1 - (1 - i) z / 2, copies of the line (0, 0)-(1, 0) ---- */

static affine then(affine t, affine u) { /* t first, then u */
    return (affine){u.a * t.a + u.c * t.b, u.b * t.a + u.d * t.b, u.a * t.c + u.c * t.d, u.b * t.c + u.d * t.d,
                    u.a * t.tx + u.c * t.ty + u.tx, u.b * t.tx + u.d * t.ty + u.ty};
}

static point apply(affine t, point p) { return (point){t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty}; }

static affine rotation(double degrees, double scale, double tx, double ty) {
    double r = degrees * M_PI / 180;
    return (affine){scale * cos(r), scale * sin(r), -scale * sin(r), scale * cos(r), tx, ty};
}

static void dragon(int depth) {
    double half = sqrt(0.5);
    affine maps[2] = {rotation(45, half, 0, 0), rotation(135, half, 1, 0)};
    typedef struct { affine map; int level; } pending;
    pending *stack = malloc(sizeof(pending) * (depth + 2) * 2);
    long top = 0;
    stack[top++] = (pending){{1, 0, 0, 1, 0, 0}, 0};
    while (top > 0) {
        pending p = stack[--top];
        if (p.level == depth) {
            segment(apply(p.map, (point){0, 0}), apply(p.map, (point){1, 0}));
            continue;
        }
        for (int i = 1; i >= 0; i--) stack[top++] = (pending){then(maps[i], p.map), p.level + 1};
    }
    free(stack);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: fractals koch|dragon OUT.png|OUT.pdf\n"); return 2; }
    if (strcmp(argv[1], "koch") == 0) {
        for (int i = 0; i < 6; i++) {
            double r = i * 60.0 * M_PI / 180;
            headings[i] = (point){i == 0 ? 1 : i == 3 ? -1 : cos(r), i == 0 || i == 3 ? 0 : sin(r)};
        }
        koch(9);
    } else if (strcmp(argv[1], "dragon") == 0) {
        dragon(20);
    } else {
        fprintf(stderr, "fractals: unknown kind %s\n", argv[1]);
        return 2;
    }
    double side = 512, margin = side * 0.04, frame = side - 2 * margin;
    double pen = frame / 400 > 0.5 ? frame / 400 : 0.5;
    double minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY;
    for (long i = 0; i < count; i++) {
        minX = fmin(minX, points[i].x), maxX = fmax(maxX, points[i].x);
        minY = fmin(minY, points[i].y), maxY = fmax(maxY, points[i].y);
    }
    double room = frame - pen, k = fmin(room / (maxX - minX), room / (maxY - minY));
    double cx = (minX + maxX) / 2, cy = (minY + maxY) / 2, centre = side / 2;
    int png = strstr(argv[2], ".png") != NULL;
    cairo_surface_t *surface = png ? cairo_image_surface_create(CAIRO_FORMAT_RGB24, 4096, 4096) : cairo_pdf_surface_create(argv[2], side, side);
    cairo_t *cr = cairo_create(surface);
    if (png) cairo_scale(cr, 4096 / side, 4096 / side);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (long i = 0; i < count; i++) {
        double x = (points[i].x - cx) * k + centre, y = -(points[i].y - cy) * k + centre;
        if (starts[i]) cairo_move_to(cr, x, y); else cairo_line_to(cr, x, y);
    }
    cairo_set_source_rgb(cr, 0x4f / 255.0, 0x4f / 255.0, 0xbf / 255.0);
    cairo_set_line_width(cr, pen);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
    cairo_destroy(cr);
    if (png) cairo_surface_write_to_png(surface, argv[2]);
    cairo_surface_destroy(surface);
    free(points);
    free(starts);
    return 0;
}
