/*
 * reference-pictures: JPEG photos placed on badge sheets by calling cairo directly, as the yardstick
 * for the pictures of `make bench` (bench/run.py).
 *
 *   reference-pictures header|decode OUT.pdf PHOTO.jpg...
 *
 * Every PHOTO is one cell, in order, on A4 pages (595.28 x 841.89 pt) of 3 x 4 cells: the page less
 * a 36 pt margin, 12 pt between cells, as the `sheet` of run.py's picture specs lays them out. In each
 * cell the photo covers the cell (scaled to fill it, centred, the overflow cut off) and shows through
 * the Landmarks badge's hexagon in the cell's centred square (Sources/Figures/Badge.swift,
 * HexagonParameters.swift), as the `image` figure with "fit": "cover", "clip": "hexagon" does. Every
 * page is painted white first, as poster paints the theme's background.
 *
 * A photo's file is read once however often it is named: one cairo image surface of its size carries
 * the file as CAIRO_MIME_TYPE_JPEG, which the PDF embeds as it is (/DCTDecode), and its name as
 * CAIRO_MIME_TYPE_UNIQUE_ID, so a photo placed many times is stored once.
 *
 * header   the photo's size from its header (tjDecompressHeader3); its pixels are never decoded
 * decode   as well, every photo decoded once (tjDecompress2) at an eighth of its size, the work poster
 *          does to check that a picture is whole before it draws anything (every byte of its data is
 *          decoded; only the blocks' inverse transform is made small)
 */
#include <cairo.h>
#include <cairo-pdf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>

#define PAGE_WIDTH (210 * 72 / 25.4)
#define PAGE_HEIGHT (297 * 72 / 25.4)
#define MARGIN 36.0
#define GAP 12.0
#define COLUMNS 3
#define ROWS 4

typedef struct { double x, y; } point;

/* HexagonParameters: the badge background's outline in unit coordinates. */
static const double ADJUSTMENT = 0.085, X_SCALE = 0.832;
static const point START = {0.95, 0.20 + ADJUSTMENT};
static const struct { point line, curve, control; } SEGMENTS[6] = {
    {{0.60, 0.05}, {0.40, 0.05}, {0.50, 0.00}},
    {{0.05, 0.20 + ADJUSTMENT}, {0.00, 0.30 + ADJUSTMENT}, {0.00, 0.25 + ADJUSTMENT}},
    {{0.00, 0.70 - ADJUSTMENT}, {0.05, 0.80 - ADJUSTMENT}, {0.00, 0.75 - ADJUSTMENT}},
    {{0.40, 0.95}, {0.60, 0.95}, {0.50, 1.00}},
    {{0.95, 0.80 - ADJUSTMENT}, {1.00, 0.70 - ADJUSTMENT}, {1.00, 0.75 - ADJUSTMENT}},
    {{1.00, 0.30 + ADJUSTMENT}, {0.95, 0.20 + ADJUSTMENT}, {1.00, 0.25 + ADJUSTMENT}},
};

/* Badge.backgroundPath in the square of side s at (x, y): squeezed by X_SCALE and centred, each
 * quadratic corner as the cubic with the same shape. */
static void hexagon(cairo_t *cr, double x, double y, double s) {
    #define PX(p) (x + s * ((p).x * X_SCALE) + s * (1 - X_SCALE) / 2)
    #define PY(p) (y + s * (p).y)
    cairo_move_to(cr, PX(START), PY(START));
    for (int i = 0; i < 6; i++) {
        cairo_line_to(cr, PX(SEGMENTS[i].line), PY(SEGMENTS[i].line));
        double x0 = PX(SEGMENTS[i].line), y0 = PY(SEGMENTS[i].line);
        double cx = PX(SEGMENTS[i].control), cy = PY(SEGMENTS[i].control);
        double x1 = PX(SEGMENTS[i].curve), y1 = PY(SEGMENTS[i].curve);
        cairo_curve_to(cr, x0 + 2.0 / 3 * (cx - x0), y0 + 2.0 / 3 * (cy - y0), x1 + 2.0 / 3 * (cx - x1), y1 + 2.0 / 3 * (cy - y1), x1, y1);
    }
    cairo_close_path(cr);
    #undef PX
    #undef PY
}

typedef struct {
    const char *path;
    cairo_surface_t *surface;
    int width, height;
} photo;

static void fail(const char *path, const char *why) {
    fprintf(stderr, "reference-pictures: %s: %s\n", path, why);
    exit(2);
}

/* The photo at `path`: its size, and a surface of that size carrying the file as its JPEG mime data
 * and its name as its unique id (the photo decoded as poster checks it, when `decode`). */
static photo load(const char *path, int decode, tjhandle tj) {
    FILE *f = fopen(path, "rb");
    if (!f) fail(path, "cannot open");
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    rewind(f);
    unsigned char *bytes = malloc(size > 0 ? size : 1);
    if (!bytes || size <= 0 || fread(bytes, 1, size, f) != (size_t)size) fail(path, "cannot read");
    fclose(f);
    int width, height, subsampling, colorspace;
    if (tjDecompressHeader3(tj, bytes, size, &width, &height, &subsampling, &colorspace) != 0) fail(path, tjGetErrorStr2(tj));
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) fail(path, "no room for its pixels");
    if (decode) {
        int small_width = (width + 7) / 8, small_height = (height + 7) / 8;
        unsigned char *pixels = malloc((size_t)small_width * small_height * 4);
        if (!pixels) fail(path, "no room for its pixels");
        if (tjDecompress2(tj, bytes, size, pixels, small_width, small_width * 4, small_height, TJPF_BGRX, TJFLAG_STOPONWARNING) != 0)
            fail(path, tjGetErrorStr2(tj));
        free(pixels);
    }
    cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, bytes, size, free, bytes);
    char *id = strdup(path);
    cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_UNIQUE_ID, (unsigned char *)id, strlen(id), free, id);
    return (photo){path, surface, width, height};
}

/* The photo in cell (x, y, w, h): covering it, centred, seen through the hexagon in its centred square. */
static void place(cairo_t *cr, const photo *p, double x, double y, double w, double h) {
    double side = w < h ? w : h;
    double sx = w / p->width, sy = h / p->height, scale = sx > sy ? sx : sy;
    double pw = p->width * scale, ph = p->height * scale;
    cairo_save(cr);
    hexagon(cr, x + (w - side) / 2, y + (h - side) / 2, side);
    cairo_clip(cr);
    cairo_translate(cr, x + (w - pw) / 2, y + (h - ph) / 2);
    cairo_scale(cr, scale, scale);
    cairo_set_source_surface(cr, p->surface, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
}

int main(int argc, char **argv) {
    int decode = argc > 1 && strcmp(argv[1], "decode") == 0;
    if (argc < 4 || (!decode && strcmp(argv[1], "header") != 0)) {
        fprintf(stderr, "usage: reference-pictures header|decode OUT.pdf PHOTO.jpg...\n");
        return 64;
    }
    int count = argc - 3;
    char **paths = argv + 3;
    photo *photos = calloc(count, sizeof(photo));
    int loaded = 0;
    tjhandle tj = tjInitDecompress();
    if (!photos || !tj) fail(argv[2], "cannot start");
    cairo_surface_t *surface = cairo_pdf_surface_create(argv[2], PAGE_WIDTH, PAGE_HEIGHT);
    cairo_t *cr = cairo_create(surface);
    double w = (PAGE_WIDTH - 2 * MARGIN - GAP * (COLUMNS - 1)) / COLUMNS;
    double h = (PAGE_HEIGHT - 2 * MARGIN - GAP * (ROWS - 1)) / ROWS;
    for (int i = 0; i < count; i++) {
        int cell = i % (COLUMNS * ROWS);
        if (cell == 0) {
            if (i > 0) cairo_show_page(cr);
            cairo_rectangle(cr, 0, 0, PAGE_WIDTH, PAGE_HEIGHT);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_fill(cr);
        }
        const photo *p = NULL;
        for (int k = 0; k < loaded && !p; k++)
            if (strcmp(photos[k].path, paths[i]) == 0) p = &photos[k];
        if (!p) {
            photos[loaded] = load(paths[i], decode, tj);
            p = &photos[loaded++];
        }
        place(cr, p, MARGIN + (cell % COLUMNS) * (w + GAP), MARGIN + (cell / COLUMNS) * (h + GAP), w, h);
    }
    cairo_status_t status = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    for (int k = 0; k < loaded; k++) cairo_surface_destroy(photos[k].surface);
    free(photos);
    tjDestroy(tj);
    if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "reference-pictures: %s\n", cairo_status_to_string(status));
        return 2;
    }
    return 0;
}
