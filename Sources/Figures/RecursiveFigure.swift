import Geometry

/// A figure drawn to a whole recursion depth (a carpet's or triangle's level, a tree's step), whose
/// detail gets finer with every level: its depth can be chosen for the size it is drawn at.
public protocol RecursiveFigure: Figure {
    /// The depths the figure may be drawn to.
    static var depths: ClosedRange<Int> { get }

    /// The same figure drawn to `depth`.
    func drawn(toDepth depth: Int) -> Self
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
}
