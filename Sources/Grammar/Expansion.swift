import Geometry

/// A design drawn out: its shapes in drawing order, how many (as `cfdg` counts them), the box they
/// cover (in the design's y-up units) and the background colour it sets.
public struct Expansion: Hashable, Sendable {
    public var shapes: [GrammarShape]
    /// How many shapes were drawn: a path with several fills and strokes is one.
    public var count: Int
    public var bounds: Rect?
    public var background: HSBA?
}
