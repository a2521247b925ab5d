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
        map = pango.cairoFontMapNew()!
        if let configuration { pango.setConfiguration(configuration, of: map) }
        context = pango.fontMapCreateContext(map)!
        // Points are user units, and glyph positions are not rounded to whole units: a layout is the
        // same at every scale and on every surface, so PDF, SVG and PNG break lines alike.
        pango.cairoContextSetResolution(context, 72)
        pango.contextSetRoundGlyphPositions(context, 0)
        FontOptions.withUnhinted { pango.cairoContextSetFontOptions(context, $0) }
    }
}
