import Geometry
import SpecModel
import SpecReader

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
        let (figure, depth, budgetBound) = automatic.chosen(showing: options.smallestVisibleDetail, in: frame, maximumElements: options.policy.maximumElements)
        return (FigureSpec(kind: kind, figure), DepthChoice(parameter: automatic.parameter, source: automatic.source, depth: depth, budgetBound: budgetBound))
    }
}
