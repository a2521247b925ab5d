import Geometry
import Scene

/// A star of `points` points inscribed in the circle of its frame: its tips on that circle, the
/// corners between them at `innerRatio` of its radius, its first tip at `angle` from +x (clockwise).
/// Its area is points · R · r · sin(π / points) for tip radius R and inner radius r.
public struct Star: Figure, Hashable {
    public static let pointsRange = 3...64

    public var points: Int
    public var innerRatio: Double
    public var angle: Angle

    public init(points: Int, innerRatio: Double, angle: Angle) {
        self.points = points
        self.innerRatio = innerRatio
        self.angle = angle
    }

    /// The tips and inner corners in turn, clockwise on screen, starting with a tip.
    public func vertices(in frame: Rect) -> [Point] {
        let outer = frame.minSide / 2, inner = outer * innerRatio
        let step = Double.pi / Double(points)
        return (0..<(2 * points)).map { k in
            frame.center.moved(by: k.isMultiple(of: 2) ? outer : inner, toward: Angle(radians: angle.radians + Double(k) * step))
        }
    }

    public var estimatedElements: Int { 1 }

    public func path(in frame: Rect) -> Path? {
        var builder = PathBuilder(reservingVerbs: 2 * points + 2, points: 2 * points)
        builder.polygon(vertices(in: frame))
        return builder.finish()
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }
}
