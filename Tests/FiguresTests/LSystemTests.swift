import Figures
import Geometry
import Scene
import TestSupport
import Testing

/// The L-systems' turtle drawings: exact segment counts, fitted bounds, the turtle's symbols, and
/// stochastic rules chosen by the seed.
@Suite struct LSystemTests {
    static let frame = Rect(x: 10, y: 20, width: 300, height: 200)

    /// The straight lines of every path.
    static func lines(_ paths: [(key: Int, path: Path)]) -> Int {
        paths.reduce(0) { $0 + $1.path.verbs.filter { $0 == .line }.count }
    }

    static func lines(_ items: [Item]) -> Int {
        items.reduce(0) { sum, item in
            guard case .shape(let shape) = item else { return sum }
            return sum + shape.path.verbs.filter { $0 == .line }.count
        }
    }

    @Test(arguments: 0...6)
    func presetsDrawTheirTextbookCounts(_ n: Int) {
        let expected: [(LSystemPreset, Int)] = [
            (.koch, WholePower.of(4, n)), (.hilbert, WholePower.of(4, n) - 1), (.snowflake, 3 * WholePower.of(4, n)), (.dragon, WholePower.of(2, n)),
            (.levy, WholePower.of(2, n)), (.gosper, WholePower.of(7, n)), (.sierpinskiArrowhead, WholePower.of(3, n)),
            (.peano, WholePower.of(9, min(n, 4)) - 1),
        ]
        for (preset, count) in expected {
            let system = LSystem(preset: preset, iterations: preset == .peano ? min(n, 4) : n)
            #expect(Self.lines(system.paths(shades: 1)) == count, "\(preset)")
            #expect(system.counts.segments == count, "\(preset)")
            #expect(system.estimatedElements == count, "\(preset)")
        }
    }

    @Test func theSnowflakeIsOneClosedFilledOutline() throws {
        let items = LSystem(preset: .snowflake, iterations: 3).items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        #expect(items.count == 1)
        guard case .shape(let shape) = try #require(items.first) else {
            Issue.record("not a shape")
            return
        }
        #expect(shape.fill == .solid(.black) && shape.stroke == nil)
        #expect(shape.path.verbs.last == .close && shape.path.subpathCount == 1)
        #expect(Self.lines(items) == 3 * 64)
    }

    /// Every preset lies inside its frame (less half the pen), centred, as large as the frame lets it be.
    @Test(arguments: LSystemPreset.allCases)
    func drawingsAreFittedToTheFrame(_ preset: LSystemPreset) throws {
        let items = LSystem(preset: preset).items(in: Self.frame, style: FigureStyle(fill: .solid(.black)))
        let boxes = items.compactMap { item -> Rect? in if case .shape(let s) = item { s.path.bounds } else { nil } }
        let box = try #require(boxes.first.map { first in boxes.dropFirst().reduce(first) { $0.union($1) } })
        let room = Self.frame.inset(by: preset.closed ? 0 : LSystem.penWidth(in: Self.frame) / 2)
        #expect(box.minX >= room.minX - 1e-9 && box.maxX <= room.maxX + 1e-9 && box.minY >= room.minY - 1e-9 && box.maxY <= room.maxY + 1e-9)
        #expect(approx(box.center, room.center, tolerance: 1e-6))
        #expect(approx(box.width, room.width, tolerance: 1e-6) || approx(box.height, room.height, tolerance: 1e-6))
    }

    /// `F` and `G` draw, `f` moves without drawing, `+` turns left, `|` turns around, `[` and `]` save and
    /// restore, and other symbols draw nothing.
    @Test func theTurtleReadsItsSymbols() throws {
        let grammar = LSystemGrammar(axiom: "FXf+G[+F]F|QF", rules: [:])
        let paths = LSystem(grammar: grammar, angle: 90, iterations: 0).paths(shades: 1)
        #expect(paths.count == 1)
        let path = try #require(paths.first?.path)
        // Up from (2, 0) after the turn left: (2, 1); the bracket's branch turns left again to (1, 1);
        // back at (2, 1), on to (2, 2), then turned around, back to (2, 1).
        #expect(
            path.elements == [
                .move(Point(0, 0)), .line(Point(1, 0)), .move(Point(2, 0)), .line(Point(2, 1)), .line(Point(1, 1)), .move(Point(2, 1)),
                .line(Point(2, 2)), .line(Point(2, 1)),
            ])
    }

    @Test func aSymbolWithoutARuleStaysItself() {
        let grammar = LSystemGrammar(axiom: "FXF", rules: [UInt8(ascii: "X"): [.init("YQ")], UInt8(ascii: "Y"): [.init("F")]])
        // X -> YQ -> FQ: one more segment from the second iteration on.
        #expect(Self.lines(LSystem(grammar: grammar, angle: 90, iterations: 1).paths(shades: 1)) == 2)
        #expect(Self.lines(LSystem(grammar: grammar, angle: 90, iterations: 2).paths(shades: 1)) == 3)
        #expect(LSystem(grammar: grammar, angle: 90, iterations: 2).counts == (segments: 3, symbols: 4))
    }

    /// A rule with two replacements weighted 1 and 2 takes the second about two times in three, and the
    /// same seed takes the same ones.
    @Test func weightedReplacementsAreChosenByTheSeed() {
        let grammar = LSystemGrammar(axiom: String(repeating: "A", count: 3000), rules: [UInt8(ascii: "A"): [.init("F", weight: 1), .init("FF", weight: 2)]])
        let counts = (1...3).map { seed in Self.lines(LSystem(grammar: grammar, angle: 90, iterations: 1, seed: UInt64(seed)).paths(shades: 1)) }
        for count in counts { #expect(abs(count - 5000) < 120, "\(counts)") }
        #expect(Set(counts).count == 3)
        #expect(Self.lines(LSystem(grammar: grammar, angle: 90, iterations: 1, seed: 2).paths(shades: 1)) == counts[1])
        // The estimate is the most any choice could draw.
        #expect(LSystem(grammar: grammar, angle: 90, iterations: 1).counts.segments == 6000)
    }

    @Test func theSameSeedDrawsTheSameBush() {
        let style = FigureStyle(fill: .solid(.black))
        let bush = { (seed: UInt64) in
            var system = LSystem(preset: .bush, iterations: 4)
            system.seed = seed
            return system.items(in: Self.frame, style: style)
        }
        #expect(bush(5) == bush(5))
        #expect(bush(5) != bush(6))
    }

    /// Colours by depth put each bracket level in its own path; colours along the path cut it in runs.
    @Test func coloursSplitThePathIntoAFewShapes() throws {
        var plant = LSystem(preset: .plant, iterations: 3)
        plant.colors = .depth
        let palette: [Color] = [.black, .white, Color(red: 1, green: 0, blue: 0)]
        let byDepth = plant.items(in: Self.frame, style: FigureStyle(fill: .solid(.black), palette: palette))
        #expect(byDepth.count == 3)
        #expect(Self.lines(byDepth) == plant.counts.segments)
        var koch = LSystem(preset: .koch, iterations: 3)
        koch.colors = .path
        koch.runs = 4
        let runs = koch.items(in: Self.frame, style: FigureStyle(fill: .solid(.black), palette: palette))
        #expect(runs.count == 4)
        #expect(runs.map { Self.lines([$0]) } == [16, 16, 16, 16])
        guard case .shape(let first) = runs[0], case .shape(let last) = runs[3] else {
            Issue.record("not shapes")
            return
        }
        #expect(first.stroke != nil && last.stroke?.paint != first.stroke?.paint)
    }

    /// Counts come from the rules, without rewriting: past `Int.max` they stay at it, and rewriting that
    /// draws nothing still counts.
    @Test func countsAreBoundedBeforeAnythingIsRewritten() {
        #expect(LSystem(preset: .koch, iterations: 32).estimatedElements == .max)
        let doubling = LSystemGrammar(axiom: "X", rules: [UInt8(ascii: "X"): [.init("XX")]])
        let system = LSystem(grammar: doubling, angle: 90, iterations: 30)
        #expect(system.counts == (segments: 0, symbols: 1 << 30))
        #expect(system.estimatedElements == (1 << 30) / LSystem.symbolsPerElement)
    }

    /// "auto": the most iterations whose steps are at least the size asked for.
    @Test func theDeepestIterationsShowingAStep() {
        let koch = LSystem(preset: .koch)
        let frame = Rect(x: 0, y: 0, width: 471, height: 471)
        let (figure, depth, budgetBound) = koch.chosen(showing: 1, in: frame, maximumElements: 1_000_000)
        #expect(depth == 5 && figure.iterations == 5 && !budgetBound)
        #expect((figure.finestDetail(in: frame) ?? 0) >= 1)
        #expect((koch.drawn(toDepth: 6).finestDetail(in: frame) ?? 1) < 1)
        #expect(koch.chosen(showing: 1, in: frame, maximumElements: 256) == (koch.drawn(toDepth: 4), 4, true))
    }
}
