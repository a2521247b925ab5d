import Figures
import Geometry
import Scene

/// A recursive figure whose depth the spec wrote as "auto". It is drawn to the deepest depth whose
/// finest detail shows where it is laid out (`chosen`), which only the composer knows: the frame and
/// the output's resolution. Until then it stands for the figure at its shallowest depth, the least
/// it may draw (the element budget counts the depth chosen once the spec is laid out).
struct AutomaticDepth<Base: RecursiveFigure>: Figure {
    /// The figure as written, drawn to its shallowest depth.
    let shallowest: Base
    /// The key that said "auto": "level", "step".
    let parameter: String
    /// Where "auto" is written.
    let source: SpecLocation

    func items(in frame: Rect, style: FigureStyle) -> [Item] { shallowest.items(in: frame, style: style) }
    var estimatedElements: Int { shallowest.estimatedElements }
    func finestDetail(in frame: Rect) -> Double? { shallowest.finestDetail(in: frame) }
    func paintArea(in frame: Rect) -> Rect { shallowest.paintArea(in: frame) }
}

/// A figure whose depth is chosen for the frame it is drawn in.
protocol DepthChoosing {
    /// The key that said "auto".
    var parameter: String { get }
    /// Where "auto" is written.
    var source: SpecLocation { get }
    /// The figure drawn to the deepest depth whose finest detail in `frame` is at least `smallest`
    /// points, within `maximumElements`; the depth; and whether the budget, not the detail, stopped it.
    func chosen(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: any Figure, depth: Int, budgetBound: Bool)
}

extension AutomaticDepth: DepthChoosing {
    func chosen(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: any Figure, depth: Int, budgetBound: Bool) {
        let (figure, depth) = shallowest.deepest(showing: smallest, in: frame, maximumElements: maximumElements)
        let next = depth < Base.depths.upperBound ? shallowest.drawn(toDepth: depth + 1) : nil
        let budgetBound = next.map { $0.estimatedElements > maximumElements && ($0.finestDetail(in: frame) ?? .infinity) >= smallest } ?? false
        return (figure, depth, budgetBound)
    }
}

extension AutomaticDepth {
    /// The figure `depth` asks for: made by `build` at the depth written, or at `shallowest` and chosen later for "auto".
    static func figure<Number>(_ depth: Depth<Number>, parameter: String, shallowest: Number, build: (Number) -> Base) -> any Figure {
        switch depth {
        case .fixed(let value): build(value)
        case .automatic(let source): AutomaticDepth(shallowest: build(shallowest), parameter: parameter, source: source)
        }
    }
}

/// What an "auto" depth became in one frame.
struct DepthChoice {
    let parameter: String
    let source: SpecLocation
    let depth: Int
    /// Whether the element budget, not the detail, stopped the recursion.
    let budgetBound: Bool
}

extension FigureSpec {
    /// The figure as drawn in `frame` for output judged by `options`: a depth written "auto" is chosen
    /// here, and the choice returned.
    func resolved(in frame: Rect, options: LoadOptions) -> (spec: FigureSpec, choice: DepthChoice?) {
        guard let automatic = figure as? any DepthChoosing else { return (self, nil) }
        let (figure, depth, budgetBound) = automatic.chosen(showing: options.smallestVisibleDetail, in: frame, maximumElements: options.maximumElements)
        return (FigureSpec(kind: kind, figure), DepthChoice(parameter: automatic.parameter, source: automatic.source, depth: depth, budgetBound: budgetBound))
    }
}
