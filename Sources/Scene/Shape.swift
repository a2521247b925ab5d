import Geometry

/// An outline with its fill, its stroke, or both (fill first).
public struct Shape: Hashable, Sendable {
    public var path: Path
    public var fill: Paint?
    public var fillRule: FillRule
    public var stroke: Stroke?

    public init(path: Path, fill: Paint? = nil, fillRule: FillRule = .nonZero, stroke: Stroke? = nil) {
        self.path = path
        self.fill = fill
        self.fillRule = fillRule
        self.stroke = stroke
    }
}
