/// A regular polygon: its vertices evenly spaced on a circle.
public struct RegularPolygon: Region {
    public let sides: Int
    public let center: Point
    /// The radius of the circle through the vertices.
    public let radius: Double
    /// The direction of the first vertex from the centre.
    public let angle: Angle
    public let path: Path

    /// The `sides`-gon on the circle (`center`, `radius`), its first vertex at `angle`; nil for fewer than
    /// three sides, a negative radius, or an outline that is not finite.
    public init?(sides: Int, center: Point, radius: Double, angle: Angle) {
        guard sides >= 3, radius >= 0 else { return nil }
        var builder = PathBuilder(reservingVerbs: sides + 2, points: sides)
        builder.polygon(Self.vertices(sides: sides, center: center, radius: radius, angle: angle))
        guard let path = builder.finish() else { return nil }
        self.sides = sides
        self.center = center
        self.radius = radius
        self.angle = angle
        self.path = path
    }

    /// The vertices, clockwise on screen.
    public var vertices: [Point] { Self.vertices(sides: sides, center: center, radius: radius, angle: angle) }

    public var area: Double { Double(sides) / 2 * radius * radius * Angle.degrees(360 / Double(sides)).sin }

    public var bounds: Rect { path.bounds }

    /// The vertices of a regular `sides`-gon on the circle (`center`, `radius`), the first at `angle`.
    public static func vertices(sides: Int, center: Point, radius: Double, angle: Angle) -> [Point] {
        (0..<sides).map { i in
            center.moved(by: radius, toward: angle + .degrees(360 * Double(i) / Double(sides)))
        }
    }
}
