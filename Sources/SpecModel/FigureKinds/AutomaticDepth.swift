import Figures
import Geometry
import Scene

/// A recursive figure whose depth the spec wrote as "auto". It is drawn to the deepest depth whose
/// finest detail shows where it is laid out (`chosen`), which only the composer knows: the frame and
/// the output's resolution. Until then it stands for the figure at its shallowest depth, the least
/// it may draw (the element budget counts the depth chosen once the spec is laid out).
package struct AutomaticDepth<Base: RecursiveFigure>: Figure {
    /// The figure as written, drawn to its shallowest depth.
    package let shallowest: Base
    /// The key that said "auto": "level", "step".
    package let parameter: String
    /// Where "auto" is written.
    package let source: SpecLocation

    package func items(in frame: Rect, style: FigureStyle) -> [Item] { shallowest.items(in: frame, style: style) }
    package var estimatedElements: Int { shallowest.estimatedElements }
    package func finestDetail(in frame: Rect) -> Double? { shallowest.finestDetail(in: frame) }
    package func paintArea(in frame: Rect) -> Rect { shallowest.paintArea(in: frame) }
    package func shapeBox(in frame: Rect) -> Rect? { shallowest.shapeBox(in: frame) }
}

/// A figure whose depth is chosen for the frame it is drawn in.
package protocol DepthChoosing {
    /// The key that said "auto".
    var parameter: String { get }
    /// Where "auto" is written.
    var source: SpecLocation { get }
    /// The figure drawn to the deepest depth whose finest detail in `frame` is at least `smallest`
    /// points, within `maximumElements`; the depth; and whether the budget, not the detail, stopped it.
    func chosen(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: any Figure, depth: Int, budgetBound: Bool)
}

extension AutomaticDepth: DepthChoosing {
    package func chosen(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: any Figure, depth: Int, budgetBound: Bool) {
        let chosen = shallowest.chosen(showing: smallest, in: frame, maximumElements: maximumElements)
        return (chosen.figure, chosen.depth, chosen.budgetBound)
    }
}

extension AutomaticDepth {
    /// The figure `depth` asks for: made by `build` at the depth written, or at `shallowest` and chosen later for "auto".
    package static func figure<Number>(_ depth: Depth<Number>, parameter: String, shallowest: Number, build: (Number) -> Base) -> any Figure {
        switch depth {
        case .fixed(let value): build(value)
        case .automatic(let source): AutomaticDepth(shallowest: build(shallowest), parameter: parameter, source: source)
        }
    }
}
