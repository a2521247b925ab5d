import Geometry
import Scene

/// A figure turns its parameters and a frame into scene items. Figures know nothing of the spec or
/// of the renderer: only geometry and paint.
public protocol Figure: Hashable, Sendable {
    /// The items that draw the figure inside `frame`, in the frame's coordinates (page points).
    func items(in frame: Rect, style: FigureStyle) -> [Item]

    /// About how many elements (leaves, segments, shapes) the figure draws, known before building it,
    /// so that a spec over the budget is refused before any memory is spent.
    var estimatedElements: Int { get }

    /// The size of the figure's smallest feature in `frame` (in points), for warning when it is too
    /// small to show at the output's resolution; nil when the figure has no fine detail.
    func finestDetail(in frame: Rect) -> Double?

    /// The box a cell's gradient fill spans for this figure in `frame`: the figure's bounding box, as a
    /// CSS or SVG gradient spans its shape's (most figures are drawn in the frame's centred square).
    func paintArea(in frame: Rect) -> Rect

    /// The box the figure draws in within `frame` when it keeps its own shape whatever the frame's (a
    /// carpet's square, a picture fitted whole), so that a grid row of such figures can be made as tall
    /// as they are; nil for a figure that fills whatever frame it is given.
    func shapeBox(in frame: Rect) -> Rect?
}

extension Figure {
    public func finestDetail(in frame: Rect) -> Double? { nil }

    public func paintArea(in frame: Rect) -> Rect { frame.centeredSquare }

    public func shapeBox(in frame: Rect) -> Rect? { nil }
}
