import CCairo

/// cairo's font options, for a library that lays text out for cairo (Pango's pango-cairo context).
public enum FontOptions {
    /// Calls `body` with options that neither hint outlines nor round metrics to whole pixels, so that
    /// text measures and breaks alike at every scale and on every surface; valid during the call only.
    public static func withUnhinted<T>(_ body: (_ options: OpaquePointer) throws -> T) rethrows -> T {
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        return try body(options)
    }
}
