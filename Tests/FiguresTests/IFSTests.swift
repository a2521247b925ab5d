import Figures
import Geometry
import Scene
import TestSupport
import Testing

/// Iterated function systems drawn as copies: m^n copies at depth n, every level's for the trees, fitted
/// to the frame; "auto" divides each branch down to a size; the chaos game's dots follow the seed.
@Suite struct IFSTests {
    static let frame = Rect(x: 5, y: 5, width: 400, height: 250)

    /// The copies drawn: a subpath each (a polygon, or a line for line bases).
    static func copies(_ figure: IFS) -> Int {
        figure.paths(shades: 4).reduce(0) { $0 + $1.path.subpathCount }
    }

    @Test(arguments: 0...5)
    func depthNOfMMapsDrawsMToTheNCopies(_ n: Int) {
        for preset in [IFSPreset.sierpinski, .vicsek, .cantorDust, .fern, .maple] {
            let ifs = IFS(maps: preset.maps, base: preset.base, depth: n)
            #expect(Self.copies(ifs) == WholePower.of(preset.maps.count, n), "\(preset)")
            #expect(ifs.estimatedElements == WholePower.of(preset.maps.count, n), "\(preset)")
        }
        // The dragon's copies are lines: 2^n segments, one polyline.
        let dragon = IFS(maps: IFSPreset.dragon.maps, base: .line, depth: n)
        #expect(dragon.paths(shades: 1).reduce(0) { $0 + $1.path.verbs.filter { $0 == .line }.count } == WholePower.of(2, n))
    }

    @Test(arguments: 0...6)
    func treesDrawEveryLevel(_ n: Int) {
        for preset in [IFSPreset.pythagorasTree, .hTree] {
            let tree = IFS(maps: preset.maps, base: preset.base, levels: preset.levels, depth: n)
            #expect(Self.copies(tree) == WholePower.of(2, n + 1) - 1, "\(preset)")
            #expect(tree.estimatedElements == WholePower.of(2, n + 1) - 1)
        }
    }

    @Test(arguments: IFSPreset.allCases)
    func copiesAreFittedToTheFrame(_ preset: IFSPreset) throws {
        let ifs = IFS(maps: preset.maps, base: preset.base, levels: preset.levels, depth: 4)
        let items = ifs.items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        let boxes = items.compactMap { item -> Rect? in if case .shape(let s) = item { s.path.bounds } else { nil } }
        let box = try #require(boxes.first.map { first in boxes.dropFirst().reduce(first) { $0.union($1) } })
        let room = Self.frame.inset(by: preset.base == .line ? LSystem.penWidth(in: Self.frame) / 2 : 0)
        #expect(box.minX >= room.minX - 1e-9 && box.maxX <= room.maxX + 1e-9 && box.minY >= room.minY - 1e-9 && box.maxY <= room.maxY + 1e-9)
        #expect(approx(box.center, room.center, tolerance: 1e-6))
        #expect(approx(box.width, room.width, tolerance: 1e-6) || approx(box.height, room.height, tolerance: 1e-6))
    }

    /// The Pythagoras tree's first level: the trunk, then two squares 1/sqrt(2) as large on its top side.
    @Test func thePythagorasTreeStandsOnItsTrunk() throws {
        let tree = IFS(maps: IFSPreset.pythagorasTree.maps, base: .square, levels: .all, depth: 1)
        let path = try #require(tree.paths(shades: 1).first?.path)
        #expect(approx(path.bounds, Rect(x: -0.5, y: 0, width: 2, height: 2)))
        #expect(approx(abs(path.signedArea), 2))
    }

    /// "auto" divides each branch until its part of the attractor is under the size asked for: the fern's
    /// stem branch stops long before its main one, and the dots drawn are the copies counted.
    @Test func automaticDepthDividesEachBranchToASize() throws {
        let fern = IFS(maps: IFSPreset.fern.maps, base: .square, depth: 0)
        let frame = Rect(x: 0, y: 0, width: 300, height: 300)
        let (figure, depth, budgetBound) = fern.chosen(showing: 1, in: frame, maximumElements: 20_000_000)
        #expect(!budgetBound)
        #expect(depth > 20 && depth < IFS.depthRange.upperBound)
        #expect(Self.copies(figure) == figure.estimatedElements)
        #expect(figure.estimatedElements < WholePower.of(4, 10))
        #expect(approx(try #require(figure.finestDetail(in: frame)), 1, tolerance: 0.2))
        // A smaller budget takes a coarser size.
        let coarse = fern.chosen(showing: 1, in: frame, maximumElements: 10_000)
        #expect(coarse.budgetBound && coarse.figure.estimatedElements <= 10_000)
        #expect(try #require(coarse.figure.finestDetail(in: frame)) >= 2)
    }

    @Test func stretchIsTheLongestAMapMakesAUnitLength() {
        #expect(approx(AffineMaps.stretch(Affine.scale(0.5).then(.rotate(.degrees(30)))), 0.5))
        #expect(approx(AffineMaps.stretch(Affine.scale(0.2, 0.7)), 0.7))
        #expect(approx(AffineMaps.stretch(AffineMaps.table(0, 0, 0, 0.16, 0, 0)), 0.16))
        #expect(AffineMaps.stretch(Affine.scale(1.2, 0.1)) > 1)
    }

    @Test func theChaosGameFollowsItsSeed() {
        let maps = IFSPreset.fern.maps
        let game = { (seed: UInt64) in ChaosGame(maps: maps, weights: IFSPreset.fern.weights!, points: 2000, seed: seed, dot: 0.002) }
        #expect(game(3).dots().map(\.point) == game(3).dots().map(\.point))
        #expect(game(3).dots().map(\.point) != game(4).dots().map(\.point))
        let items = game(3).items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        #expect(items.reduce(0) { sum, item in if case .shape(let s) = item { sum + s.path.subpathCount } else { sum } } == 2000)
        // The stem map is taken about once in a hundred moves.
        let stem = game(3).dots().filter { $0.map == 0 }.count
        #expect(stem > 5 && stem < 40)
    }
}
