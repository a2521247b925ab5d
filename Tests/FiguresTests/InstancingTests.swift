import Figures
import Geometry
import Scene
import TestSupport
import Testing

/// Self-similar figures with a solid fill are built as nested instances; expanded, they are exactly
/// the figure's one-path form.
@Suite struct InstancingTests {
    static let frame = Rect(x: 10, y: 20, width: 400, height: 300)
    static let style = FigureStyle(fill: .solid(Color(red: 0, green: 0, blue: 1)))

    /// Every shape the items expand to, with its transform applied.
    static func expanded(_ items: [Item], _ outer: Affine = .identity) -> [Path] {
        items.flatMap { item -> [Path] in
            switch item {
            case .shape(let s): [s.path.transformed(by: outer)]
            case .instances(let set): set.transforms.flatMap { expanded(set.symbol.items, $0.then(outer)) }
            case .group(let g): expanded(g.items, g.transform.then(outer))
            case .text, .image: []
            }
        }
    }

    static func symbolCount(_ items: [Item]) -> Int {
        items.reduce(0) { count, item in
            if case .instances(let set) = item { count + 1 + symbolCount(set.symbol.items) } else { count }
        }
    }

    @Test(arguments: [4, 5, 6])
    func carpetInstancesExpandToTheBatchedCarpet(_ level: Int) throws {
        let carpet = Carpet(level: level, angle: .degrees(20), gap: 0.05)
        let items = carpet.items(in: Self.frame, style: Self.style)
        guard case .instances = items.first else {
            Issue.record("not instanced")
            return
        }
        // One symbol per level from the batched one up: the file grows with the levels.
        #expect(Self.symbolCount(items) == level - Carpet.batchedLevels + 1)
        let paths = Self.expanded(items)
        let batched = try #require(carpet.path(in: Self.frame))
        #expect(paths.reduce(0) { $0 + $1.subpathCount } == carpet.leafCount)
        #expect(approx(paths.reduce(0) { $0 + $1.signedArea }, batched.signedArea, tolerance: 1e-9))
        let bounds = paths.dropFirst().reduce(paths[0].bounds) { $0.union($1.bounds) }
        #expect(approx(bounds, batched.bounds, tolerance: 1e-9))
    }

    @Test func triangleInstancesExpandToTheBatchedTriangle() throws {
        let triangle = SierpinskiTriangle(level: 8, angle: .degrees(10))
        let items = triangle.items(in: Self.frame, style: Self.style)
        let paths = Self.expanded(items)
        let batched = try #require(triangle.path(in: Self.frame))
        #expect(Self.symbolCount(items) == 8 - SierpinskiTriangle.batchedLevels + 1)
        #expect(paths.reduce(0) { $0 + $1.subpathCount } == triangle.leafCount)
        #expect(approx(paths.reduce(0) { $0 + $1.signedArea }, batched.signedArea, tolerance: 1e-9))
    }

    @Test func gradientsAndStrokesKeepOnePath() {
        let gradient = FigureStyle(fill: .linear(from: .zero, to: Point(0, 1), stops: GradientStop.evenlySpaced([.black, .white])))
        guard case .shape? = Carpet(level: 5, angle: .zero, gap: 0).items(in: Self.frame, style: gradient).first else {
            Issue.record("a gradient must span the whole figure, so it is not instanced")
            return
        }
        #expect(Carpet(level: 2, angle: .zero, gap: 0).items(in: Self.frame, style: Self.style).count == 1)
    }
}
