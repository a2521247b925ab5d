import Geometry
import Scene

/// An outline written as SVG path data, scaled by one factor to fit its frame and centred in it (as an
/// SVG viewBox fitted to its box, xMidYMid meet), filled and stroked as the cell asks.
public struct PathFigure: Figure, Hashable {
    /// The path data as written.
    public var data: String
    /// The outline in the data's own coordinates.
    public var outline: Path

    public init(data: String, outline: Path) {
        self.data = data
        self.outline = outline
    }

    public var estimatedElements: Int { 1 }

    /// How the outline's own coordinates map into `frame`.
    public func placement(in frame: Rect) -> Affine {
        .fitting(outline.bounds, into: frame)
    }

    public func paintArea(in frame: Rect) -> Rect { path(in: frame).bounds }

    public func path(in frame: Rect) -> Path { outline.transformed(by: placement(in: frame)) }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }
}
