import Figures
import Geometry
import Scene
import TestSupport
import Testing

/// A tree drawn with a round pen is one stroke of chains, each running from a root branch out to a tip:
/// the same branches as one two-point subpath each, so the same outline, from fewer points.
@Suite struct TreeChainTests {
    static let frame = Rect(x: 0, y: 0, width: 400, height: 300)

    /// The branches a path draws, each as its two ends (rounded, so that a chain's shared point and a
    /// subpath's own start compare equal), in no order.
    static func branches(_ path: Path) -> [[Double]] {
        var pieces: [[Double]] = []
        var last = Point(0, 0)
        path.forEachElement { element in
            switch element {
            case .move(let p): last = p
            case .line(let p):
                pieces.append([last.x, last.y, p.x, p.y].map { ($0 * 1e6).rounded() / 1e6 })
                last = p
            default: Issue.record("a tree's path holds only moves and lines: \(element)")
            }
        }
        return pieces.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test(arguments: [(0.5, 3), (1, 3), (2.5, 3), (5, 3), (4, 2), (3.25, 4), (6, 1), (7, 3)])
    func chainsDrawEveryBranchOnce(step: Double, branches: Int) throws {
        let tree = Tree(step: step, angle: .degrees(35), ratio: 0.6, branches: branches)
        let fitting = tree.fitting(in: Self.frame, margin: 2)
        let single = try #require(tree.path(in: Self.frame, fitting: fitting))
        let chained = try #require(tree.path(in: Self.frame, fitting: fitting, chained: true))
        #expect(Self.branches(chained) == Self.branches(single))
        let lines = chained.verbs.filter { $0 == .line }.count
        let tips = WholePower.of(branches, tree.levels)
        #expect(lines == tree.segmentCount)
        #expect(chained.subpathCount == tips, "a subpath for each tip: \(chained.subpathCount) for \(tips) tips")
        #expect(single.subpathCount == tree.segmentCount)
    }

    @Test func aTreeOfNoStepsHasNoPathEitherWay() {
        let tree = Tree(step: 0, angle: .degrees(35), ratio: 0.6, branches: 3)
        #expect(tree.path(in: Self.frame) == nil)
        #expect(tree.path(in: Self.frame, chained: true) == nil)
    }

    /// Only a pen with round ends and round joins outlines a chain as it outlines its branches one by one:
    /// dashes would run on across the joins, butt and square ends would join where branches meet.
    @Test func onlyARoundUndashedPenDrawsChains() throws {
        let tree = Tree(step: 4, angle: .degrees(35), ratio: 0.6, branches: 3)
        func subpaths(_ style: FigureStyle) throws -> Int {
            guard case .shape(let shape) = try #require(tree.items(in: Self.frame, style: style).first) else {
                Issue.record("a tree is one shape")
                return 0
            }
            return shape.path.subpathCount
        }
        #expect(try subpaths(FigureStyle()) == 81)
        var dashed = FigureStyle()
        dashed.penDash = [4, 2]
        #expect(try subpaths(dashed) == tree.segmentCount)
        for cap in [Stroke.Cap.butt, .square] {
            var capped = FigureStyle()
            capped.penCap = cap
            #expect(try subpaths(capped) == tree.segmentCount)
        }
        let mitred = FigureStyle(stroke: Stroke(paint: .solid(.black), width: 2, cap: .round, join: .miter))
        #expect(try subpaths(mitred) == tree.segmentCount)
    }
}
