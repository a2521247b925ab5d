/// The size of a string set in the current font, in user units (as `cairo_text_extents`).
public struct TextExtents: Hashable, Sendable {
    public var xBearing, yBearing, width, height, xAdvance, yAdvance: Double
}

/// The vertical metrics of the current font, in user units (as `cairo_font_extents`).
public struct FontExtents: Hashable, Sendable {
    public var ascent, descent, height: Double
}
