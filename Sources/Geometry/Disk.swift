/// The region inside a circle.
public struct Disk: Region {
    public let center: Point
    public let radius: Double
    public let path: Path

    /// The disk of `radius` about `center`; nil when the radius is negative or the outline is not finite.
    public init?(center: Point, radius: Double) {
        guard radius >= 0 else { return nil }
        var builder = PathBuilder(reservingVerbs: 6, points: 13)
        builder.circle(center: center, radius: radius)
        guard let path = builder.finish() else { return nil }
        self.center = center
        self.radius = radius
        self.path = path
    }

    /// The largest disk centred in `rect`: its diameter the rectangle's smaller side.
    public init?(inscribedIn rect: Rect) {
        self.init(center: rect.center, radius: rect.minSide / 2)
    }

    public var area: Double { .pi * radius * radius }

    public var bounds: Rect { Rect(center: center, size: Size(2 * radius, 2 * radius)) }
}
