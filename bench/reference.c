/*
 * reference: the figures of `poster draw` drawn by calling cairo directly, as the yardstick for
 * `make bench` (bench/run.py).
 *
 *   reference KIND N STRATEGY OUT
 *
 * KIND      carpet (level N: 8^N squares), triangle (level N: 3^N triangles), tree (step N: 3+9+...+3^N segments)
 * STRATEGY  naive     one fill (tree: one stroke) per element
 *           batched   every element a subpath of one path, one fill (tree: one stroke)
 *           instanced each level a recording surface painted 8 (carpet) or 3 (triangle) times by the
 *                     next level; in a PDF every level becomes one form XObject (carpet, triangle only)
 * OUT       FILE.png: a 4096 x 4096 px image of a 512 pt square page (poster draw --size 512 --dpi 576)
 *           FILE.pdf: an A2 page, 1190.55 x 1683.78 pt
 *
 * The geometry is that of Sources/Figures/{Carpet,SierpinskiTriangle,Tree}.swift: the figure's frame
 * is the page inset by 4 % of its width on every side (poster's margin), the page is painted white,
 * figures are filled (tree: stroked, round caps and joins, width max(0.5, side / 400)) with #4f4fbf,
 * the classic theme's first colour, and the elements come in the same order with the same coordinates.
 */
#include <cairo.h>
#include <cairo-pdf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double x, y, w, h; } rect;
typedef struct { double x, y; } point;

static const double INK_R = 0x4f / 255.0, INK_G = 0x4f / 255.0, INK_B = 0xbf / 255.0;

/* cos and sin of an angle in radians, exact at multiples of 90 degrees, as Geometry's Angle does. */
static int exact_sine(double half_turns, double *out) {
    double quarters = half_turns * 2;
    if (fabs(quarters - round(quarters)) >= 1e-12 || fabs(quarters) >= 1e15) return 0;
    long q = ((long)round(quarters) % 4 + 4) % 4;
    *out = (q == 0 || q == 2) ? 0 : (q == 1 ? 1 : -1);
    return 1;
}
static double angle_cos(double r) { double v; return exact_sine(r / M_PI + 0.5, &v) ? v : cos(r); }
static double angle_sin(double r) { double v; return exact_sine(r / M_PI, &v) ? v : sin(r); }
static double degrees(double d) { return d * M_PI / 180; }

/* Polygon.vertices(sides:center:radius:angle:) */
static void polygon_vertices(int sides, point c, double radius, double angle, point *out) {
    for (int i = 0; i < sides; i++) {
        double a = angle + degrees(360.0 * i / sides);
        out[i].x = c.x + radius * angle_cos(a);
        out[i].y = c.y + radius * angle_sin(a);
    }
}

static rect centered_square(rect f) {
    double s = f.w < f.h ? f.w : f.h;
    return (rect){f.x + f.w / 2 - s / 2, f.y + f.h / 2 - s / 2, s, s};
}

static void *checked_malloc(size_t n) {
    void *p = malloc(n);
    if (!p) { fprintf(stderr, "reference: out of memory\n"); exit(2); }
    return p;
}

static long ipow(long b, int e) { long r = 1; while (e-- > 0) r *= b; return r; }

/* ---- carpet ---- */

/* Carpet.leafCells: the centres of the 8^level leaves, in poster's order, and the cell side. */
static point *carpet_centers(rect frame, int level, long *count, double *side_out) {
    rect sq = centered_square(frame);
    long n = 1;
    point *centers = checked_malloc(sizeof(point) * ipow(8, level));
    centers[0] = (point){sq.x + sq.w / 2, sq.y + sq.h / 2};
    double side = sq.w;
    for (int l = 0; l < level; l++) {
        double child = side / 3;
        point *next = checked_malloc(sizeof(point) * n * 8);
        long k = 0;
        for (long i = 0; i < n; i++)
            for (int row = -1; row <= 1; row++)
                for (int column = -1; column <= 1; column++) {
                    if (row == 0 && column == 0) continue;
                    next[k++] = (point){centers[i].x + column * child, centers[i].y + row * child};
                }
        free(centers);
        centers = next;
        n = k;
        side = child;
    }
    *count = n;
    *side_out = side;
    return centers;
}

static void carpet_leaf(cairo_t *cr, point c, const point *corners) {
    cairo_move_to(cr, c.x + corners[0].x, c.y + corners[0].y);
    cairo_line_to(cr, c.x + corners[1].x, c.y + corners[1].y);
    cairo_line_to(cr, c.x + corners[2].x, c.y + corners[2].y);
    cairo_line_to(cr, c.x + corners[3].x, c.y + corners[3].y);
    cairo_close_path(cr);
}

static void carpet_plain(cairo_t *cr, rect frame, int level, int naive) {
    long n;
    double side;
    point *centers = carpet_centers(frame, level, &n, &side);
    point corners[4];
    polygon_vertices(4, (point){0, 0}, side / 2, degrees(45), corners);
    cairo_set_source_rgb(cr, INK_R, INK_G, INK_B);
    cairo_new_path(cr);
    for (long i = 0; i < n; i++) {
        carpet_leaf(cr, centers[i], corners);
        if (naive) cairo_fill(cr);
    }
    if (!naive) cairo_fill(cr);
    free(centers);
}

/* Level k is a recording surface of its cell (side s, centred on the origin) that paints level k-1
 * at the 8 outer cells; level 0 is the one leaf. */
static void carpet_instanced(cairo_t *cr, rect frame, int level) {
    rect sq = centered_square(frame);
    double *sides = checked_malloc(sizeof(double) * (level + 1));
    sides[0] = sq.w;
    for (int l = 1; l <= level; l++) sides[l] = sides[l - 1] / 3;
    /* sides[level] is the leaf cell; build from the leaf up. */
    double leaf = sides[level];
    cairo_rectangle_t extents = {-leaf / 2, -leaf / 2, leaf, leaf};
    cairo_surface_t *current = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
    cairo_t *rc = cairo_create(current);
    point corners[4];
    polygon_vertices(4, (point){0, 0}, leaf / 2, degrees(45), corners);
    cairo_set_source_rgb(rc, INK_R, INK_G, INK_B);
    carpet_leaf(rc, (point){0, 0}, corners);
    cairo_fill(rc);
    cairo_destroy(rc);
    for (int l = level - 1; l >= 0; l--) {
        double s = sides[l], child = sides[l + 1];
        cairo_rectangle_t e = {-s / 2, -s / 2, s, s};
        cairo_surface_t *up = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &e);
        rc = cairo_create(up);
        for (int row = -1; row <= 1; row++)
            for (int column = -1; column <= 1; column++) {
                if (row == 0 && column == 0) continue;
                cairo_set_source_surface(rc, current, column * child, row * child);
                cairo_rectangle(rc, column * child - child / 2, row * child - child / 2, child, child);
                cairo_fill(rc);
            }
        cairo_destroy(rc);
        cairo_surface_destroy(current);
        current = up;
    }
    cairo_set_source_surface(cr, current, sq.x + sq.w / 2, sq.y + sq.h / 2);
    cairo_rectangle(cr, sq.x, sq.y, sq.w, sq.h);
    cairo_fill(cr);
    cairo_surface_destroy(current);
    free(sides);
}

/* ---- triangle ---- */

/* SierpinskiTriangle.leafCells: the top-left corners of the 3^level leaf cells, and their side. */
static point *triangle_origins(rect frame, int level, long *count, double *side_out) {
    rect sq = centered_square(frame);
    long n = 1;
    point *origins = checked_malloc(sizeof(point) * ipow(3, level));
    origins[0] = (point){sq.x, sq.y};
    double side = sq.w;
    for (int l = 0; l < level; l++) {
        double half = side / 2;
        point *next = checked_malloc(sizeof(point) * n * 3);
        for (long i = 0; i < n; i++) {
            point o = origins[i];
            next[3 * i] = (point){o.x + half / 2, o.y};
            next[3 * i + 1] = (point){o.x, o.y + half};
            next[3 * i + 2] = (point){o.x + half, o.y + half};
        }
        free(origins);
        origins = next;
        n *= 3;
        side = half;
    }
    *count = n;
    *side_out = side;
    return origins;
}

static void triangle_leaf(cairo_t *cr, point o, const point *corners) {
    cairo_move_to(cr, o.x + corners[0].x, o.y + corners[0].y);
    cairo_line_to(cr, o.x + corners[1].x, o.y + corners[1].y);
    cairo_line_to(cr, o.x + corners[2].x, o.y + corners[2].y);
    cairo_close_path(cr);
}

static void triangle_plain(cairo_t *cr, rect frame, int level, int naive) {
    long n;
    double side;
    point *origins = triangle_origins(frame, level, &n, &side);
    point corners[3];
    polygon_vertices(3, (point){side / 2, side / 2}, side / 2, degrees(30), corners);
    cairo_set_source_rgb(cr, INK_R, INK_G, INK_B);
    cairo_new_path(cr);
    for (long i = 0; i < n; i++) {
        triangle_leaf(cr, origins[i], corners);
        if (naive) cairo_fill(cr);
    }
    if (!naive) cairo_fill(cr);
    free(origins);
}

/* Level k is a recording surface of its square cell (side s, top-left at the origin) that paints
 * level k-1 three times; level 0 is the one leaf. */
static void triangle_instanced(cairo_t *cr, rect frame, int level) {
    rect sq = centered_square(frame);
    double *sides = checked_malloc(sizeof(double) * (level + 1));
    sides[0] = sq.w;
    for (int l = 1; l <= level; l++) sides[l] = sides[l - 1] / 2;
    double leaf = sides[level];
    cairo_rectangle_t extents = {0, 0, leaf, leaf};
    cairo_surface_t *current = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
    cairo_t *rc = cairo_create(current);
    point corners[3];
    polygon_vertices(3, (point){leaf / 2, leaf / 2}, leaf / 2, degrees(30), corners);
    cairo_set_source_rgb(rc, INK_R, INK_G, INK_B);
    triangle_leaf(rc, (point){0, 0}, corners);
    cairo_fill(rc);
    cairo_destroy(rc);
    for (int l = level - 1; l >= 0; l--) {
        double s = sides[l], half = sides[l + 1];
        cairo_rectangle_t e = {0, 0, s, s};
        cairo_surface_t *up = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &e);
        rc = cairo_create(up);
        const point at[3] = {{half / 2, 0}, {0, half}, {half, half}};
        for (int i = 0; i < 3; i++) {
            cairo_set_source_surface(rc, current, at[i].x, at[i].y);
            cairo_rectangle(rc, at[i].x, at[i].y, half, half);
            cairo_fill(rc);
        }
        cairo_destroy(rc);
        cairo_surface_destroy(current);
        current = up;
    }
    cairo_set_source_surface(cr, current, sq.x, sq.y);
    cairo_rectangle(cr, sq.x, sq.y, sq.w, sq.h);
    cairo_fill(cr);
    cairo_surface_destroy(current);
    free(sides);
}

/* ---- tree ---- */

typedef struct { point start; double direction, length; } segment;

/* Tree.segments: breadth first, three branches at -120, 0, +120 degrees, ratio 0.5. */
static segment *tree_segments(rect frame, double step, long *count) {
    int levels = (int)ceil(step);
    double fraction = 1 - (levels - step);
    const double turns[3] = {degrees(-120), 0, degrees(120)};
    long total = 0;
    for (int l = 1; l <= levels; l++) total += ipow(3, l);
    segment *out = checked_malloc(sizeof(segment) * (total > 0 ? total : 1));
    point origin = {frame.x + frame.w / 2, frame.y + frame.h / 2 + frame.h / 6};
    double min_side = frame.w < frame.h ? frame.w : frame.h;
    long n = 0, level_start = 0;
    for (int i = 0; i < 3 && levels > 0; i++)
        out[n++] = (segment){origin, degrees(-90) + turns[i], min_side / 4};
    for (int depth = 2; depth <= levels; depth++) {
        long level_end = n;
        for (long i = level_start; i < level_end; i++) {
            segment s = out[i];
            point end = {s.start.x + s.length * angle_cos(s.direction), s.start.y + s.length * angle_sin(s.direction)};
            for (int t = 0; t < 3; t++) out[n++] = (segment){end, s.direction + turns[t], s.length * 0.5};
        }
        level_start = level_end;
    }
    for (long i = level_start; i < n; i++) out[i].length *= fraction;
    *count = n;
    return out;
}

static void tree_plain(cairo_t *cr, rect frame, double step, int naive) {
    long n;
    segment *segments = tree_segments(frame, step, &n);
    double min_side = frame.w < frame.h ? frame.w : frame.h;
    double width = min_side / 400 > 0.5 ? min_side / 400 : 0.5;
    cairo_set_source_rgb(cr, INK_R, INK_G, INK_B);
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_new_path(cr);
    for (long i = 0; i < n; i++) {
        segment s = segments[i];
        cairo_move_to(cr, s.start.x, s.start.y);
        cairo_line_to(cr, s.start.x + s.length * angle_cos(s.direction), s.start.y + s.length * angle_sin(s.direction));
        if (naive) cairo_stroke(cr);
    }
    if (!naive) cairo_stroke(cr);
    free(segments);
}

/* ---- main ---- */

static int ends_with(const char *s, const char *suffix) {
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && strcmp(s + a - b, suffix) == 0;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: reference carpet|triangle|tree N naive|batched|instanced OUT.png|OUT.pdf\n");
        return 64;
    }
    const char *kind = argv[1], *strategy = argv[3], *out = argv[4];
    double n = atof(argv[2]);
    int naive = strcmp(strategy, "naive") == 0, instanced = strcmp(strategy, "instanced") == 0;
    if (!naive && !instanced && strcmp(strategy, "batched") != 0) {
        fprintf(stderr, "reference: unknown strategy %s\n", strategy);
        return 64;
    }
    if (instanced && strcmp(kind, "tree") == 0) {
        fprintf(stderr, "reference: the tree has no instanced strategy\n");
        return 64;
    }
    int png = ends_with(out, ".png");
    if (!png && !ends_with(out, ".pdf")) {
        fprintf(stderr, "reference: OUT must end in .png or .pdf\n");
        return 64;
    }
    double width, height;
    cairo_surface_t *surface;
    cairo_t *cr;
    if (png) {
        width = height = 512; /* points; 4096 px at 576 dpi */
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4096, 4096);
        cr = cairo_create(surface);
        cairo_scale(cr, 4096 / width, 4096 / height);
    } else {
        width = 420 * 72 / 25.4;
        height = 594 * 72 / 25.4;
        surface = cairo_pdf_surface_create(out, width, height);
        cr = cairo_create(surface);
    }
    cairo_rectangle(cr, 0, 0, width, height);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);
    double margin = width * 0.04;
    rect frame = {margin, margin, width - 2 * margin, height - 2 * margin};
    if (strcmp(kind, "carpet") == 0) {
        if (instanced) carpet_instanced(cr, frame, (int)n);
        else carpet_plain(cr, frame, (int)n, naive);
    } else if (strcmp(kind, "triangle") == 0) {
        if (instanced) triangle_instanced(cr, frame, (int)n);
        else triangle_plain(cr, frame, (int)n, naive);
    } else if (strcmp(kind, "tree") == 0) {
        tree_plain(cr, frame, n, naive);
    } else {
        fprintf(stderr, "reference: unknown kind %s\n", kind);
        return 64;
    }
    cairo_status_t status = cairo_status(cr);
    cairo_destroy(cr);
    if (png && status == CAIRO_STATUS_SUCCESS) status = cairo_surface_write_to_png(surface, out);
    cairo_surface_finish(surface);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "reference: %s\n", cairo_status_to_string(status));
        return 2;
    }
    return 0;
}
