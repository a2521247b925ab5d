import Geometry

/// A figure drawn to a whole recursion depth (a carpet's or triangle's level, a tree's step), whose
/// detail gets finer with every level: its depth can be chosen for the size it is drawn at.
public protocol RecursiveFigure: Figure {
    /// The depths the figure may be drawn to.
    static var depths: ClosedRange<Int> { get }

    /// The same figure drawn to `depth`.
    func drawn(toDepth depth: Int) -> Self

    /// The figure drawn as deep as shows in `frame` (its finest detail at least `smallest` points)
    /// within `maximumElements`; the depth; and whether the budget, not the detail, stopped it. By
    /// default the deepest whole depth, `deepest(showing:in:maximumElements:)`.
    func chosen(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: Self, depth: Int, budgetBound: Bool)
}

extension RecursiveFigure {
    /// The deepest drawing whose finest detail in `frame` is at least `smallest` points and whose
    /// elements stay within `maximumElements`, with its depth; the shallowest depth when none is.
    public func deepest(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: Self, depth: Int) {
        var chosen = (figure: drawn(toDepth: Self.depths.lowerBound), depth: Self.depths.lowerBound)
        for depth in Self.depths.dropFirst() {
            let deeper = drawn(toDepth: depth)
            // Detail only gets finer and elements only more numerous with depth: the first that fails ends the search.
            guard deeper.estimatedElements <= maximumElements, (deeper.finestDetail(in: frame) ?? .infinity) >= smallest else { break }
            chosen = (deeper, depth)
        }
        return chosen
    }

    public func chosen(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: Self, depth: Int, budgetBound: Bool) {
        let (figure, depth) = deepest(showing: smallest, in: frame, maximumElements: maximumElements)
        let next = depth < Self.depths.upperBound ? drawn(toDepth: depth + 1) : nil
        let budgetBound = next.map { $0.estimatedElements > maximumElements && ($0.finestDetail(in: frame) ?? .infinity) >= smallest } ?? false
        return (figure, depth, budgetBound)
    }
}
