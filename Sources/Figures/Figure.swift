import Geometry
import Scene

/// A figure turns its parameters and a frame into scene items. Figures know nothing of the spec or
/// of the renderer: only geometry and paint.
public protocol Figure: Sendable {
    /// The items that draw the figure inside `frame`, in the frame's coordinates (page points).
    func items(in frame: Rect, style: FigureStyle) -> [Item]
}
