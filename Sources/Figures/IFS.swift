import Geometry
import Scene

/// An iterated function system drawn as copies of a base shape: every composition of its maps down to
/// `depth` (m^depth copies of m maps), or, given a `cutoff`, down to copies whose part of the attractor is small, however
/// deep each branch goes. The copies are drawn in the maps' plane (y up) and fitted to the frame: scaled
/// by one factor into it, centred. `levels: .all` draws every level's copies, not only the last's
/// (the trees).
public struct IFS: RecursiveFigure, Hashable {
    public static let depthRange = 0...40
    public static var depths: ClosedRange<Int> { depthRange }

    /// The shape every copy is a copy of, in the unit square of the maps' plane.
    public enum Base: String, CaseIterable, Hashable, Sendable {
        case square, triangle, line
    }

    /// Which copies are drawn: the last level's (the attractor) or every level's.
    public enum Levels: String, CaseIterable, Hashable, Sendable {
        case last, all
    }

    /// Where copies take their colours from: the cell's paint, the palette by level, or the palette by
    /// the map each of the first level's parts comes from.
    public enum Colors: String, CaseIterable, Hashable, Sendable {
        case ink, depth, map
    }

    public var maps: [Affine]
    public var base: Base
    public var levels: Levels
    public var depth: Int
    /// Where copies stop being divided before `depth`: a copy that stretches lengths by no more than
    /// `stretch` (its part of the attractor is then no larger than `side`) is drawn as a square of `side`
    /// about its image of `centre`, the attractor's. Nil: every copy is divided down to `depth`.
    public struct Cutoff: Hashable, Sendable {
        public var stretch: Double
        public var side: Double
        /// The attractor's box: its centre is where a copy's dot goes, and its grid of `side` holds one dot a cell.
        public var reach: Rect
    }

    public private(set) var cutoff: Cutoff?
    public var colors: Colors
    /// The copies drawn.
    public private(set) var copies: Int

    public init(maps: [Affine], base: Base, levels: Levels = .last, depth: Int, colors: Colors = .ink) {
        (self.maps, self.base, self.levels, self.depth, self.colors) = (maps, base, levels, depth, colors)
        let m = maps.count
        copies = levels == .last ? SaturatingCount.power(m, depth) : (0...max(0, depth)).reduce(0) { SaturatingCount.sum($0, SaturatingCount.power(m, $1)) }
    }

    /// The same maps divided while their parts of the attractor are larger than `smallest` (and down to
    /// `depthRange`'s end), counting at most `limit` copies: nil when there would be more.
    public func sized(_ smallest: Double, limit: Int) -> IFS? {
        var sized = self
        sized.depth = Self.depthRange.upperBound
        let reach = sized.reach
        sized.cutoff = Cutoff(stretch: smallest / max(reach.width, reach.height, .leastNormalMagnitude), side: smallest, reach: reach)
        var visited = 0, drawn = 0
        var grid = sized.cutoff.map { DotGrid(box: $0.reach, side: smallest) }
        sized.forEachCopy { map, _, _, leaf in
            visited += 1
            guard leaf, sized.base != .line, let cutoff = sized.cutoff, grid != nil else {
                drawn += 1
                return
            }
            if grid!.claim(map.apply(cutoff.reach.center)) != nil { drawn += 1 }
        } while: {
            visited <= limit
        }
        guard visited <= limit else { return nil }
        sized.copies = drawn
        return sized
    }

    /// The same maps to a whole depth.
    public func drawn(toDepth depth: Int) -> IFS {
        IFS(maps: maps, base: base, levels: levels, depth: depth, colors: colors)
    }

    /// The maps divided down to copies of about `smallest` points in `frame` (each branch as deep as that
    /// takes), or, where that would visit more than `maximumElements` copies, of the least size (doubled
    /// from `smallest`) within them; with the deepest level drawn, and whether the budget stopped them.
    public func chosen(showing smallest: Double, in frame: Rect, maximumElements: Int) -> (figure: IFS, depth: Int, budgetBound: Bool) {
        var deepest = self
        deepest.depth = Self.depthRange.upperBound
        let scale = abs(AffineMaps.fitting(deepest.reach, in: frame, margin: 0).a)
        var side = smallest
        var budgetBound = false
        while true {
            if var sized = deepest.sized(side / scale, limit: max(1, maximumElements)) {
                var reached = 0
                sized.forEachCopy { _, level, _, _ in reached = max(reached, level) }
                sized.depth = reached
                return (sized, reached, budgetBound)
            }
            side *= 2
            budgetBound = true
        }
    }

    public var estimatedElements: Int { copies }

    /// The base shape's corners (a line's two ends).
    public var corners: [Point] {
        switch base {
        case .square: [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)]
        case .triangle: [Point(0, 0), Point(1, 0), Point(0.5, 3.0.squareRoot() / 2)]
        case .line: [Point(0, 0), Point(1, 0)]
        }
    }

    /// Calls `body` with every copy's map, level, first-level part (0 for the base) and whether it is
    /// divided no further, depth first and in the maps' order, while `going` holds.
    func forEachCopy(_ body: (Affine, Int, Int, Bool) -> Void, while going: () -> Bool = { true }) {
        var pending: [(map: Affine, level: Int, part: Int)] = [(.identity, 0, 0)]
        while going(), let (map, level, part) = pending.popLast() {
            let divides = level < depth && (cutoff.map { AffineMaps.stretch(map) > $0.stretch } ?? true)
            if levels == .all || !divides { body(map, level, part, !divides) }
            guard divides else { continue }
            for (i, child) in maps.enumerated().reversed() {
                pending.append((child.then(map), level + 1, level == 0 ? i : part))
            }
        }
    }

    /// A box holding every copy, in the maps' plane.
    public var reach: Rect {
        let start = Rect(x: 0, y: 0, width: 1, height: base == .line ? 0 : corners.map(\.y).max()!)
        return AffineMaps.reach(of: start, under: maps, levels: min(depth, 64), keepingEvery: levels == .all)
    }

    /// The copies as paths in the maps' plane, one for each colour (keyed by its index in the palette of `shades` colours).
    public func paths(shades: Int, run: Int = .max) -> [(key: Int, path: Path)] {
        var groups = PathGroups(reserving: min(copies, 1 << 24) * (base == .line ? 1 : corners.count), run: run)
        let corners = corners, count = max(1, shades)
        // A copy whose part of the attractor is under the size shown is drawn as a dot of that size, where
        // the part is: its own outline may lie elsewhere, or be too thin to show (the fern's stem map
        // flattens its copies to lines).
        let dot = cutoff.map { cutoff in
            let half = cutoff.side / 2
            return (cutoff.reach.center, [Vector(-half, -half), Vector(half, -half), Vector(half, half), Vector(-half, half)])
        }
        var grid = cutoff.map { DotGrid(box: $0.reach, side: $0.side) }
        forEachCopy { map, level, part, leaf in
            let key =
                switch colors {
                case .ink: 0
                case .depth: level % count
                case .map: part % count
                }
            if base == .line {
                groups.line(from: map.apply(corners[0]), to: map.apply(corners[1]), key: key)
            } else if leaf, let (centre, corners) = dot {
                if let c = grid?.claim(map.apply(centre)) { groups.polygon(corners.map { c + $0 }, key: key) }
            } else {
                groups.polygon(corners.map(map.apply), key: key)
            }
        }
        return groups.paths()
    }

    /// The smallest copy's size as drawn: the size copies stop being divided at, or the smallest map's
    /// stretch to the depth.
    public func finestDetail(in frame: Rect) -> Double? {
        let scale = abs(AffineMaps.fitting(reach, in: frame, margin: 0).a)
        if let cutoff { return cutoff.side * scale }
        let least = maps.map(AffineMaps.stretch).min() ?? 1
        return (0..<depth).reduce(scale) { size, _ in size * least }
    }

    public func paintArea(in frame: Rect) -> Rect { frame }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let pen = style.pen(width: LSystem.penWidth(in: frame))
        let groups = paths(shades: style.palette.count, run: pen.cap == .round && pen.join == .round && pen.dash.isEmpty ? LSystem.run : .max)
        guard let box = PathGroups.bounds(of: groups) else { return [] }
        let margin = base == .line ? pen.width / 2 : (style.stroke?.width ?? 0) / 2
        let fit = AffineMaps.fitting(box, in: frame, margin: margin)
        return groups.flatMap { key, path -> [Item] in
            let colour: Paint? = colors == .ink ? nil : .solid(style.palette[key % style.palette.count])
            let placed = path.transformed(by: fit)
            if base == .line {
                var stroke = pen
                if let colour { stroke.paint = colour }
                return [.shape(Shape(path: placed, stroke: stroke))]
            }
            guard let colour else { return style.shape(placed) }
            return [.shape(Shape(path: placed, fill: colour, stroke: style.stroke))]
        }
    }
}
