import CPango
import CairoKit
import Scene

/// A Pango font map and the context texts are laid out in with it: over fontconfig's installed fonts,
/// or over a configuration of its own that adds one document's font files to them.
struct FontMap {
    let map: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    /// The installed fonts, as fontconfig's current configuration has them.
    init() {
        self.init(configuration: nil)
    }

    /// The installed fonts and the files of `set`.
    init(adding set: FontSet) {
        let configuration = set.configuration()
        defer { configuration.map(FcConfigDestroy) }
        self.init(configuration: configuration)
    }

    private init(configuration: OpaquePointer?) {
        map = pango_cairo_font_map_new()
        if let configuration { poster_font_map_set_configuration(map, configuration) }
        context = pango_font_map_create_context(map)
        // Points are user units, and glyph positions are not rounded to whole units: a layout is the
        // same at every scale and on every surface, so PDF, SVG and PNG break lines alike.
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        FontOptions.withUnhinted { pango_cairo_context_set_font_options(context, $0) }
    }
}
