/* The escape-time reference of `make bench`: the Mandelbrot set on the grid poster computes for an `escape`
 * figure filling a page (pixel (x, y) at the point of its centre, the imaginary axis up), with the same
 * iteration (main cardioid and period-2 bulb skipped, escape radius 256), the same smooth colouring
 * (normalized iteration count, its logarithm spread over the palette's stops) and premultiplied ARGB32
 * pixels, as a plain C loop: rows on OpenMP's threads (dynamic, a row at a time) when built with -fopenmp.
 * Prints the interior pixels and a checksum of the pixels, so that nothing is left out; given OUTPUT, writes
 * the picture there as poster's `--png-compression fast` writes it (libpng: RGB, the Up filter on every row,
 * zlib level 1), so that the two programs' whole runs compare.
 *
 * escape-reference WIDTH HEIGHT ITERATIONS CENTER_RE CENTER_IM SPAN [OUTPUT] */
#include <math.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define BAILOUT 65536.0

static const double stops[][3] = {{0, 7, 100}, {32, 107, 203}, {237, 255, 255}, {255, 170, 0}, {0, 2, 0}};
static const int nstops = 5;

static uint32_t colour(double t) {
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    double place = t * (nstops - 1);
    int k = (int)place;
    if (k > nstops - 2) k = nstops - 2;
    double f = place - k;
    uint32_t c[3];
    for (int i = 0; i < 3; i++) {
        double v = (stops[k][i] + (stops[k + 1][i] - stops[k][i]) * f) / 255 * 255;
        c[i] = (uint32_t)round(v < 0 ? 0 : v > 255 ? 255 : v);
    }
    return 0xff000000u | c[0] << 16 | c[1] << 8 | c[2];
}

/* The opaque pixels as an RGB PNG at `path`. */
static void write_png(const char *path, const uint32_t *pixels, int width, int height) {
    FILE *file = fopen(path, "wb");
    if (!file) exit(73);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_init_io(png, file);
    png_set_compression_level(png, 1);
    png_set_filter(png, 0, PNG_FILTER_UP);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    uint8_t *row = malloc((size_t)width * 3);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            uint32_t p = pixels[(size_t)y * width + x];
            row[3 * x] = p >> 16, row[3 * x + 1] = p >> 8, row[3 * x + 2] = p;
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    fclose(file);
}

int main(int argc, char **argv) {
    if (argc != 7 && argc != 8) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT ITERATIONS CENTER_RE CENTER_IM SPAN [OUTPUT]\n", argv[0]);
        return 64;
    }
    int width = atoi(argv[1]), height = atoi(argv[2]), limit = atoi(argv[3]);
    double cx = atof(argv[4]), cy = atof(argv[5]), span = atof(argv[6]), tall = span * height / width;
    uint32_t *pixels = malloc((size_t)width * height * sizeof *pixels);
    double logBailout = log(BAILOUT), logLimit = log1p(limit);
    long interior = 0;
#pragma omp parallel for schedule(dynamic, 1) reduction(+ : interior)
    for (int y = 0; y < height; y++) {
        uint32_t *row = pixels + (size_t)y * width;
        double ci = cy + tall / 2 - tall * ((y + 0.5) / height);
        for (int x = 0; x < width; x++) {
            double cr = cx - span / 2 + span * ((x + 0.5) / width);
            double q = (cr - 0.25) * (cr - 0.25) + ci * ci;
            if (q * (q + (cr - 0.25)) <= 0.25 * ci * ci || (cr + 1) * (cr + 1) + ci * ci <= 0.0625) {
                row[x] = 0xff000000u;
                interior++;
                continue;
            }
            double zr = 0, zi = 0, zr2 = 0, zi2 = 0;
            int n = 0;
            while (n < limit && zr2 + zi2 <= BAILOUT) {
                zi = 2 * zr * zi + ci;
                zr = zr2 - zi2 + cr;
                zr2 = zr * zr;
                zi2 = zi * zi;
                n++;
            }
            double size = zr2 + zi2;
            if (size <= BAILOUT) {
                row[x] = 0xff000000u;
                interior++;
                continue;
            }
            double smooth = n + 1 - log(log(size) / logBailout) / log(2.0);
            row[x] = colour(log1p(smooth > 0 ? smooth : 0) / logLimit);
        }
    }
    uint64_t sum = 1469598103934665603ull;
    for (size_t i = 0; i < (size_t)width * height; i++) sum = (sum ^ pixels[i]) * 1099511628211ull;
    printf("%ld interior pixels, checksum %016llx\n", interior, (unsigned long long)sum);
    if (argc == 8) write_png(argv[7], pixels, width, height);
    free(pixels);
    return 0;
}
