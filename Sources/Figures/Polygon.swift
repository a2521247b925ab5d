import Geometry
import Scene

/// A regular polygon inscribed in the circle of its frame (radius: half the smaller side), its first
/// vertex at `angle` from +x. Rotating it never leaves that circle, so rotated neighbours never overlap.
public struct Polygon: Figure, Hashable {
    public static let sidesRange = 3...64

    public var sides: Int
    public var angle: Angle

    public init(sides: Int, angle: Angle) {
        self.sides = sides
        self.angle = angle
    }

    /// The vertices, clockwise on screen.
    public func vertices(in frame: Rect) -> [Point] {
        RegularPolygon.vertices(sides: sides, center: frame.center, radius: frame.minSide / 2, angle: angle)
    }

    public func path(in frame: Rect) -> Path? {
        RegularPolygon(sides: sides, center: frame.center, radius: frame.minSide / 2, angle: angle)?.path
    }

    public var estimatedElements: Int { 1 }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }
}
