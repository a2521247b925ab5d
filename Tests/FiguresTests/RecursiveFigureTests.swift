import Figures
import Geometry
import Testing

/// `deepest(showing:in:maximumElements:)` picks the deepest drawing whose finest detail is at least the
/// size asked for: the next depth's detail is finer than that (or the depths or the budget end).
@Suite struct RecursiveFigureTests {
    static let frames = [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 5, y: 5, width: 612, height: 300), Rect(x: 0, y: 0, width: 3370, height: 2384)]
    static let smallest = [72.0 / 72, 72.0 / 300, 0.1 * 72 / 25.4, 5]

    func checkChoice<F: RecursiveFigure>(_ figure: F) {
        for frame in Self.frames {
            for smallest in Self.smallest {
                let (chosen, depth) = figure.deepest(showing: smallest, in: frame, maximumElements: .max)
                #expect(chosen == figure.drawn(toDepth: depth))
                if depth > F.depths.lowerBound {
                    #expect((chosen.finestDetail(in: frame) ?? .infinity) >= smallest, "\(figure) depth \(depth) in \(frame)")
                }
                if depth < F.depths.upperBound {
                    let deeper = figure.drawn(toDepth: depth + 1).finestDetail(in: frame) ?? .infinity
                    #expect(deeper < smallest, "\(figure) depth \(depth + 1) in \(frame) shows \(deeper) >= \(smallest)")
                }
            }
        }
    }

    @Test func carpets() {
        checkChoice(Carpet(level: 2, angle: .zero, gap: 0))
        checkChoice(Carpet(level: 7, angle: .degrees(30), gap: 0.4))
    }

    @Test func triangles() {
        checkChoice(SierpinskiTriangle(level: 0, angle: .zero))
    }

    @Test func trees() {
        checkChoice(Tree(step: 2.5, angle: .degrees(120), ratio: 0.5, branches: 3))
        checkChoice(Tree(step: 0, angle: .degrees(30), ratio: 0.8, branches: 2))
    }

    /// A tree whose branches never shrink has detail at every depth: the element budget ends it.
    @Test func theBudgetBoundsADepthTheDetailDoesNot() {
        let tree = Tree(step: 1, angle: .degrees(40), ratio: 1, branches: 4)
        let (chosen, depth) = tree.deepest(showing: 1, in: Self.frames[1], maximumElements: 100_000)
        #expect(chosen.estimatedElements <= 100_000)
        #expect(tree.drawn(toDepth: depth + 1).estimatedElements > 100_000)
        #expect(depth == 8)
    }

    /// Too small for even the first level: the shallowest depth, not nothing.
    @Test func aFrameTooSmallForAnyDetailGetsTheShallowestDepth() {
        let (_, depth) = Carpet(level: 5, angle: .zero, gap: 0).deepest(showing: 1, in: Rect(x: 0, y: 0, width: 0.5, height: 0.5), maximumElements: .max)
        #expect(depth == 0)
    }
}
