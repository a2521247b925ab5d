import Geometry

/// What a shape carries as it is expanded: its transform (in the design's y-up units), its drawing
/// order, its colour and colour target, and its random state.
struct ShapeState: Sendable {
    var transform = Affine.identity
    var z = 0.0
    var zScale = 1.0
    var color = HSBA()
    var target = HSBA()
    var random = Rand64()

    var area: Double { abs(transform.determinant) }
}
