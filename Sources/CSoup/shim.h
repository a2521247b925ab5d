// libsoup's HTTP and WebSocket server, linked by poster-preview alone (the preview server). Its headers are found
// through `libraryHeaders` in Package.swift; no pkg-config, whose flags would export every symbol of the executable.
#include <libsoup/soup.h>

/// A server that names itself in its responses (`soup_server_new` takes a variable list of properties, which
/// Swift cannot call).
static inline SoupServer *poster_soup_server_new(void) {
    return soup_server_new("server-header", "poster-preview", NULL);
}

/// Calls `closed` with `data` once `connection` has closed (`g_signal_connect` is a macro).
static inline void poster_soup_when_closed(SoupWebsocketConnection *connection, void (*closed)(SoupWebsocketConnection *, void *), void *data) {
    g_signal_connect_data(connection, "closed", G_CALLBACK(closed), data, NULL, 0);
}

/// The message of `error` (GError's fields are declared by whichever module first includes GLib's headers).
static inline const char *poster_soup_error_message(const GError *error) {
    return error->message;
}
