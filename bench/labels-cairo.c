/* The 12,000-label sheet of bench/data_sheets.py drawn straight onto cairo and Pango, the libraries poster
 * draws with: L7160's 21 labels a page, each a filled hexagon and its name from the CSV, one Pango layout a
 * name, no fitting, no checks, one thread. What drawing the sheet costs those libraries alone: the floor
 * under poster's time. Usage: labels-cairo NAMES.csv OUT.pdf */
#include <cairo-pdf.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <string.h>

#define MM (72.0 / 25.4)

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: labels-cairo NAMES.csv OUT.pdf\n");
        return 2;
    }
    FILE *names = fopen(argv[1], "r");
    if (!names) {
        perror(argv[1]);
        return 1;
    }
    cairo_surface_t *surface = cairo_pdf_surface_create(argv[2], 210 * MM, 297 * MM);
    cairo_t *cr = cairo_create(surface);
    PangoFontMap *fonts = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(fonts);
    PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans 10");
    const double width = 63.5 * MM, height = 38.1 * MM, left = 7.25 * MM, top = 15.15 * MM, gap = 2.5 * MM;
    char line[512];
    int k = 0;
    if (!fgets(line, sizeof line, names)) return 1;
    while (fgets(line, sizeof line, names)) {
        line[strcspn(line, "\r\n")] = 0;
        int place = k % 21;
        double x = left + (place % 3) * (width + gap), y = top + (place / 3) * height;
        double cx = x + width / 2, cy = y + height / 2 - 6, radius = height / 2 - 10;
        cairo_set_source_rgb(cr, 0x4f / 255.0, 0x4f / 255.0, 0xbf / 255.0);
        for (int j = 0; j < 6; j++) {
            double a = j * M_PI / 3;
            (j ? cairo_line_to : cairo_move_to)(cr, cx + radius * cos(a), cy + radius * sin(a));
        }
        cairo_close_path(cr);
        cairo_fill(cr);
        PangoLayout *layout = pango_layout_new(context);
        pango_layout_set_font_description(layout, font);
        pango_layout_set_text(layout, line, -1);
        pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
        cairo_set_source_rgb(cr, 0.133, 0.133, 0.133);
        cairo_move_to(cr, x, y + height - 16);
        pango_cairo_show_layout(cr, layout);
        g_object_unref(layout);
        if (++k % 21 == 0) cairo_show_page(cr);
    }
    if (k % 21) cairo_show_page(cr);
    fclose(names);
    pango_font_description_free(font);
    g_object_unref(context);
    g_object_unref(fonts);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    int failed = cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(surface);
    return failed;
}
