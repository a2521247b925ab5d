import Geometry
import Scene
import SpecReader

/// The look shared by a whole spec: the font of all text, the ink it is set in, the page background,
/// the palette figures take their colours from, cell by cell, and the sizes of texts that ask for none.
package struct Theme: Hashable, Sendable {
    package var font: String
    package var ink: Color
    /// Clear for a transparent page.
    package var background: Color
    package var palette: [Color]
    /// The language of the texts that say none (BCP 47): the page's `lang`, else the spec's, set as the
    /// page is composed; not a theme's own setting.
    package var language: String? = nil
    package var scale = TypeScale()
    /// The page's trim, which the scale's sizes follow: set as the page is composed.
    package var page = Size.zero

    /// The size of `step` on the page.
    package func size(_ step: TypeScale.Step) -> Double { scale.size(step, onPage: page) }

    /// The built-in themes, by name.
    package static let named: [(String, Theme)] = [
        ("classic", Theme(font: "DejaVu Sans", ink: hex(0x222222), background: .white, palette: [hex(0x4f4fbf), hex(0xef78dd), hex(0xefac78)])),
        ("landmarks", Theme(font: "DejaVu Sans", ink: hex(0x2b2b52), background: hex(0xfdf6e3), palette: [hex(0xef78dd), hex(0xefac78), hex(0x4f4fbf)])),
        (
            "dusk",
            Theme(font: "DejaVu Sans", ink: hex(0xeeeeee), background: hex(0x1e1e2e), palette: [hex(0xf5c2e7), hex(0x89b4fa), hex(0xa6e3a1), hex(0xfab387)])
        ),
        ("mono", Theme(font: "DejaVu Sans", ink: .black, background: .white, palette: [hex(0x111111), hex(0x555555), hex(0x999999)])),
        (
            "ocean",
            Theme(font: "DejaVu Serif", ink: hex(0x0b2545), background: hex(0xf0f6fc), palette: [hex(0x13315c), hex(0x1b98e0), hex(0x5fa8d3), hex(0x8da9c4)])
        ),
    ]

    package static let classic = named[0].1

    package static var base: Field<Theme> {
        .defaulted("base", Decoders.choice(named: named), classic, shown: "\"classic\"", "the built-in theme this one starts from")
    }
    package static var font: Field<String?> { .optional("font", Decoders.string, "font family of all text") }
    package static var ink: Field<Color?> { .optional("ink", ColorParser.decoder, "colour of text and lines") }
    package static var background: Field<Color?> { .optional("background", PageSetup.backgroundDecoder, "page background, a colour or \"none\"") }
    package static var palette: Field<[Color]?> {
        .optional("palette", Decoders.array(ColorParser.decoder, of: "colour", count: 1...256), "colours cells take in turn")
    }
    package static var sizes: Field<TypeScale?> {
        .optional(
            "sizes", TypeScale.object.decoder,
            "the type scale: { \"body\": \"12pt\", \"ratio\": 1.25 }, or any of title, subtitle, heading, caption, footer set outright")
    }

    package static let object: ObjectDecoder<Theme> = ObjectDecoder(
        "Theme", "a theme: a built-in one with changes", base, font, ink, background, palette, sizes
    ) {
        _, base, font, ink, background, palette, sizes in
        var theme = base
        if let font { theme.font = font }
        if let ink { theme.ink = ink }
        if let background { theme.background = background }
        if let palette { theme.palette = palette }
        if let sizes { theme.scale = sizes }
        return theme
    }

    package static let decoder: ValueDecoder<Theme> = {
        let names = named.map(\.0)
        return Decoders.union(
            "a theme name (\(Decoders.quoted(names))) or a theme object",
            [
                ({ $0.isString }, Decoders.choice(named: named)),
                ({ @Sendable in $0.isObject }, object.decoder),
            ])
    }()

    private static func hex(_ value: Int) -> Color {
        Color(r255: Double((value >> 16) & 0xFF), g255: Double((value >> 8) & 0xFF), b255: Double(value & 0xFF))
    }
}
