/* QR encoding in libzint (the library poster keeps for every symbology) against libqrencode (QR
 * only), for the conference section of `make bench` (issue 30): the 3,000 check-in URLs of the
 * conference sheet at error correction level Q, each encoded ROUNDS times by each way; prints the
 * microseconds a code of each way's fastest round, as JSON. "zint" is what poster calls (the module
 * matrix, ZBarcode_Encode), "zint_vector" adds libzint's vector output, which poster no longer asks
 * for, "qrencode" is QRcode_encodeString8bit. */
#include <qrencode.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <zint.h>

enum { CODES = 3000, ROUNDS = 5 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static const char *url(int i) {
    static char buffer[64];
    snprintf(buffer, sizeof buffer, "https://example.org/checkin/PC26-%05d", i);
    return buffer;
}

/* One code through libzint; with `vector`, its vector output too. Returns its width in modules. */
static int zint(const char *data, int vector) {
    struct zint_symbol *symbol = ZBarcode_Create();
    symbol->symbology = BARCODE_QRCODE;
    symbol->option_1 = 3;
    symbol->input_mode = UNICODE_MODE;
    symbol->output_options |= BARCODE_QUIET_ZONES;
    int status = vector ? ZBarcode_Encode_and_Buffer_Vector(symbol, (const unsigned char *)data, (int)strlen(data), 0)
                        : ZBarcode_Encode(symbol, (const unsigned char *)data, (int)strlen(data));
    int width = status < ZINT_ERROR ? symbol->width : -1;
    ZBarcode_Delete(symbol);
    return width;
}

static int qrencode(const char *data) {
    QRcode *code = QRcode_encodeString8bit(data, 0, QR_ECLEVEL_Q);
    int width = code ? code->width : -1;
    QRcode_free(code);
    return width;
}

/* The fastest of ROUNDS rounds of CODES codes by `way`, in microseconds a code. */
static double fastest(int way) {
    double best = 1e30;
    for (int round = 0; round < ROUNDS; round++) {
        double start = now();
        for (int i = 0; i < CODES; i++) {
            int width = way == 2 ? qrencode(url(i)) : zint(url(i), way == 1);
            if (width != 33) {
                fprintf(stderr, "code %d: width %d, not 33\n", i, width);
                return -1;
            }
        }
        double spent = (now() - start) / CODES * 1e6;
        if (spent < best) best = spent;
    }
    return best;
}

int main(void) {
    printf("{\"zint\": %.2f, \"zint_vector\": %.2f, \"qrencode\": %.2f}\n", fastest(0), fastest(1), fastest(2));
    return 0;
}
