/// A rectangle whose corners are quarter circles of one radius (none: a plain rectangle).
public struct RoundedRect: Region {
    public let rect: Rect
    /// The corners' radius, at most half the rectangle's smaller side.
    public let cornerRadius: Double
    public let path: Path

    /// `rect` with corners of `cornerRadius`, kept between 0 and half the smaller side; nil when a measure
    /// is not finite.
    public init?(_ rect: Rect, cornerRadius: Double) {
        guard cornerRadius.isFinite else { return nil }
        let r = min(max(cornerRadius, 0), rect.minSide / 2)
        var builder = PathBuilder()
        if r > 0 {
            let corners = [
                (Point(rect.maxX - r, rect.minY + r), -90.0), (Point(rect.maxX - r, rect.maxY - r), 0),
                (Point(rect.minX + r, rect.maxY - r), 90), (Point(rect.minX + r, rect.minY + r), 180),
            ]
            for (center, start) in corners {
                builder.arc(center: center, radius: r, start: .degrees(start), sweep: .degrees(90))
            }
            builder.close()
        } else {
            builder.rect(rect)
        }
        guard let path = builder.finish() else { return nil }
        self.rect = rect
        self.cornerRadius = r
        self.path = path
    }

    public var area: Double { abs(rect.width * rect.height) - (4 - .pi) * cornerRadius * cornerRadius }

    public var bounds: Rect { rect }
}
