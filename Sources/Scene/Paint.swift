import Geometry

/// How an outline is filled or stroked. Gradient points are in the coordinates of the item painted.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linear(from: Point, to: Point, stops: [GradientStop])
    case radial(center: Point, radius: Double, focus: Point, stops: [GradientStop])
}
