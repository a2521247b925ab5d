import Figures
import Geometry
import Scene

/// An escape-time figure with where the spec wrote the keys its checks name: how many pixels it computes,
/// and whether double precision resolves them, are known only where it is laid out (the frame and the
/// output's resolution), and are refused there, at `view` (its `span` or `zoom`) or `resolution` (its `dpi`).
package struct EscapeTimeSpec: Figure {
    package let figure: EscapeTime
    /// Where the view's width is written (`span` or `zoom`), or the figure when neither is.
    package let view: SpecLocation
    /// Where `dpi` is written, or the figure when it is not.
    package let resolution: SpecLocation
    /// Where the figure is written.
    package let source: SpecLocation

    package func items(in frame: Rect, style: FigureStyle) -> [Item] { figure.items(in: frame, style: style) }
    package var estimatedElements: Int { figure.estimatedElements }
    package func paintArea(in frame: Rect) -> Rect { frame }
}
