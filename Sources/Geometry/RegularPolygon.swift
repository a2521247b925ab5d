/// The corners of regular polygons.
public enum RegularPolygon {
    /// The vertices of a regular `sides`-gon on the circle (`center`, `radius`), the first at `angle`.
    public static func vertices(sides: Int, center: Point, radius: Double, angle: Angle) -> [Point] {
        (0..<sides).map { i in
            center.moved(by: radius, toward: angle + .degrees(360 * Double(i) / Double(sides)))
        }
    }
}
