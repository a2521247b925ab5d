import Geometry

/// The badge's mountain: a snow cap and a slope, two subpaths, in a frame of width w from the origin.
public enum BadgeSymbol {
    /// The mountain's outline; nil where `w` is not finite.
    public static func path(width w: Double) -> Path? {
        let h = w * 0.75
        let spacing = w * 0.030
        let middle = w * 0.5
        let topWidth = w * 0.226
        let topHeight = h * 0.488
        var builder = PathBuilder(reservingVerbs: 14, points: 11)
        builder.polygon([
            Point(middle, spacing),
            Point(middle - topWidth, topHeight - spacing),
            Point(middle, topHeight / 2 + spacing),
            Point(middle + topWidth, topHeight - spacing),
        ])
        builder.polygon([
            Point(middle, topHeight / 2 + spacing * 3),
            Point(middle - topWidth, topHeight + spacing),
            Point(spacing, h - spacing),
            Point(w - spacing, h - spacing),
            Point(middle + topWidth, topHeight + spacing),
        ])
        return builder.finish()
    }
}
