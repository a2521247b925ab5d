import Geometry
import Scene

/// A Lindenmayer system drawn by a turtle: the axiom rewritten `iterations` times by the grammar's
/// productions, then read symbol by symbol (see `Turtle`), every step of length 1, and the drawing
/// fitted to its frame: scaled by one factor into it, centred, y up. Open curves are stroked; a closed
/// one (the snowflake) is filled with the cell's paint.
public struct LSystem: RecursiveFigure, Hashable {
    public static let iterationRange = 0...32
    public static var depths: ClosedRange<Int> { iterationRange }
    /// Symbols rewritten that count as one element drawn: rewriting a symbol costs a small part of
    /// drawing a segment, but a grammar that grows without drawing must meet the budget too.
    public static let symbolsPerElement = 16
    /// How much narrower each `!` makes the pen.
    public static let thinning = 0.7

    /// Where segments take their colours from: the cell's paint (`ink`), the palette by the turtle's
    /// bracket depth and `'` steps (`depth`), or the palette spread along the path in runs (`path`).
    public enum Colors: String, CaseIterable, Hashable, Sendable {
        case ink, depth, path
    }

    public var grammar: LSystemGrammar
    /// The turn of `+` and `-`, in degrees.
    public var angle: Double
    /// The first heading, in degrees counter-clockwise from +x.
    public var heading: Double
    public var iterations: Int
    public var seed: UInt64
    public var closed: Bool
    public var colors: Colors
    /// The runs of one colour each that `path` colouring cuts the path into.
    public var runs: Int

    public init(
        grammar: LSystemGrammar, angle: Double, heading: Double = 0, iterations: Int, seed: UInt64 = 1, closed: Bool = false, colors: Colors = .ink,
        runs: Int = 8
    ) {
        self.grammar = grammar
        self.angle = angle
        self.heading = heading
        self.iterations = iterations
        self.seed = seed
        self.closed = closed
        self.colors = colors
        self.runs = runs
    }

    /// The preset drawn `iterations` times (its own when nil).
    public init(preset: LSystemPreset, iterations: Int? = nil) {
        self.init(
            grammar: preset.grammar, angle: preset.angle, heading: preset.heading, iterations: iterations ?? preset.iterations, closed: preset.closed)
    }

    public func drawn(toDepth depth: Int) -> LSystem {
        var deeper = self
        deeper.iterations = depth
        return deeper
    }

    /// The segments drawn and the symbols rewritten, from the grammar (the most, for rules with choices).
    public var counts: (segments: Int, symbols: Int) { grammar.counts(after: iterations) }

    public var estimatedElements: Int {
        let counts = counts
        return max(counts.segments, counts.symbols / Self.symbolsPerElement)
    }

    /// `sink` walked through the system's symbols.
    func walk<Sink: TurtleSink>(_ sink: Sink) -> Sink {
        var turtle = Turtle(heading: heading, angle: angle, sink: sink)
        var expansion = LSystemExpansion(grammar, iterations: iterations, seed: seed)
        expansion.run(&turtle)
        return turtle.sink
    }

    /// The turtle's plane (y up) onto `frame` less `margin`: the segments' box scaled by one factor
    /// and centred; nil when nothing is drawn.
    public func fitting(in frame: Rect, margin: Double) -> Affine? {
        guard let box = walk(TurtleBounds()).box else { return nil }
        return AffineMaps.fitting(box, in: frame, margin: margin)
    }

    /// The width segments are stroked at in `frame` (before any `!`).
    public static func penWidth(in frame: Rect) -> Double {
        max(0.5, frame.minSide / 400)
    }

    /// A step's length as drawn.
    public func finestDetail(in frame: Rect) -> Double? {
        fitting(in: frame, margin: Self.penWidth(in: frame) / 2).map { abs($0.a) }
    }

    public func paintArea(in frame: Rect) -> Rect { frame }

    /// The lines of a subpath, past which the next starts one of its own, where a pen's round ends and
    /// joins draw the same outline either way (see `PathGroups`).
    public static let run = 1024

    /// The paths of the segments in the turtle's plane, by group (see `TurtlePaths`); `run` lines at most
    /// a subpath.
    public func paths(shades: Int, run: Int = .max) -> [(key: Int, path: Path)] {
        let segments = counts.segments
        let colouring: TurtlePaths.Colouring =
            switch colors {
            case .ink: .single
            case _ where closed: .single
            case .depth: .shades(max(1, min(shades, TurtlePaths.colours)))
            case .path: .runs(runs, total: walk(TurtleBounds()).segments)
            }
        var sink = walk(TurtlePaths(colouring: colouring, reserving: min(segments, 1 << 24), run: closed ? .max : run))
        if closed { sink.close() }
        return sink.groups.paths()
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let pen = style.pen(width: Self.penWidth(in: frame))
        let groups = paths(shades: style.palette.count, run: pen.cap == .round && pen.join == .round && pen.dash.isEmpty ? Self.run : .max)
        guard let first = groups.first?.path, let box = PathGroups.bounds(of: groups) else { return [] }
        if closed {
            return style.shape(first.transformed(by: AffineMaps.fitting(box, in: frame, margin: (style.stroke?.width ?? 0) / 2)))
        }
        let fit = AffineMaps.fitting(box, in: frame, margin: pen.width / 2)
        let runColors = colors == .path ? ChartColors.spread(count: runs, along: style.palette) : []
        return groups.map { key, path in
            var stroke = pen
            let colour = key % TurtlePaths.colours
            stroke.width = (0..<key / TurtlePaths.colours).reduce(pen.width) { width, _ in width * Self.thinning }
            switch colors {
            case .ink: break
            case .depth: stroke.paint = .solid(style.palette[colour % style.palette.count])
            case .path: stroke.paint = .solid(runColors[min(colour, runColors.count - 1)])
            }
            return .shape(Shape(path: path.transformed(by: fit), stroke: stroke))
        }
    }
}
