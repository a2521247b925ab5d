import Scene

/// The look shared by a whole spec: the font of all text, the ink it is set in, and the palette
/// figures take their colours from, cell by cell.
struct Theme: Hashable, Sendable {
    var font = "DejaVu Sans"
    var ink = Color(r255: 0x22, g255: 0x22, b255: 0x22)
    var palette = [
        Color(r255: 79, g255: 79, b255: 191), Color(r255: 239, g255: 120, b255: 221), Color(r255: 239, g255: 172, b255: 120),
    ]

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Theme? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        var theme = Theme()
        theme.font = reader.read("font", default: theme.font, Decode.string)
        theme.ink = reader.read("ink", default: theme.ink, ColorParser.decode)
        if let palette = reader.optional("palette", Decode.array(ColorParser.decode)) {
            if palette.isEmpty {
                d.error("expected at least one colour", at: reader["palette"]!, path.appending("palette"))
            } else {
                theme.palette = palette
            }
        }
        return theme
    }
}
