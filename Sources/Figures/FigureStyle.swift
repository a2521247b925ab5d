import Geometry
import Scene

/// The paint a cell gives its figure: a fill, a stroke, or both.
public struct FigureStyle: Hashable, Sendable {
    public var fill: Paint?
    public var stroke: Stroke?

    public init(fill: Paint? = nil, stroke: Stroke? = nil) {
        self.fill = fill
        self.stroke = stroke
    }

    /// A shape of `path` painted with this style, or nothing when the style paints nothing.
    public func shape(_ path: Path?) -> [Item] {
        guard let path, fill != nil || stroke != nil else { return [] }
        return [.shape(Shape(path: path, fill: fill, stroke: stroke))]
    }
}
