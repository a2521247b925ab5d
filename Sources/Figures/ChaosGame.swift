import Geometry
import Scene

/// An iterated function system drawn by the chaos game: a point moved again and again by one of the
/// maps chosen at random (by weight), each place it lands a dot, a small square. The dots are fitted to
/// the frame as `IFS` fits its copies. Meant for PNG: a vector page holds every dot.
public struct ChaosGame: Figure, Hashable {
    public static let pointRange = 1...20_000_000
    /// The moves made before the first dot, to land on the attractor.
    static let settling = 100

    public var maps: [Affine]
    public var weights: [Double]
    public var points: Int
    public var seed: UInt64
    /// A dot's side over the frame's smaller side.
    public var dot: Double
    public var colors: IFS.Colors

    public init(maps: [Affine], weights: [Double], points: Int, seed: UInt64, dot: Double, colors: IFS.Colors = .ink) {
        self.maps = maps
        self.weights = weights
        self.points = points
        self.seed = seed
        self.dot = dot
        self.colors = colors
    }

    /// The weights a chaos game takes when none are given: each map's area ratio (|determinant|), at
    /// least a hundredth of the largest, so that a map that flattens (the fern's stem) is still visited.
    public static func weights(of maps: [Affine]) -> [Double] {
        let areas = maps.map { abs($0.determinant) }
        let floor = max(areas.max() ?? 1, 1e-9) / 100
        return areas.map { max($0, floor) }
    }

    /// Every dot's centre in the maps' plane, with the map that moved the point there.
    public func dots() -> [(point: Point, map: Int)] {
        let total = weights.reduce(0, +)
        var sum = 0.0
        let thresholds = weights.map { weight in
            sum += weight
            return sum / total
        }
        var generator = SeededGenerator(seed: seed)
        var point = Point(0, 0)
        var out: [(point: Point, map: Int)] = []
        out.reserveCapacity(points)
        for move in 0..<(points + Self.settling) {
            let draw = Double(generator.next() >> 11) / Double(1 << 53)
            let map = thresholds.firstIndex { draw < $0 } ?? maps.count - 1
            point = maps[map].apply(point)
            if move >= Self.settling { out.append((point, map)) }
        }
        return out
    }

    public var estimatedElements: Int { points }

    /// A dot's side.
    public func finestDetail(in frame: Rect) -> Double? { frame.minSide * dot }

    public func paintArea(in frame: Rect) -> Rect { frame }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let dots = dots()
        let side = frame.minSide * dot
        var box = Rect(x: dots[0].point.x, y: dots[0].point.y, width: 0, height: 0)
        for d in dots { box = box.union(Rect(x: d.point.x, y: d.point.y, width: 0, height: 0)) }
        let fit = AffineMaps.fitting(box, in: frame, margin: side / 2)
        var groups = PathGroups(reserving: dots.count * 4)
        let half = side / 2
        for d in dots {
            let c = fit.apply(d.point)
            let key = colors == .map ? d.map % style.palette.count : 0
            groups.polygon(
                [Point(c.x - half, c.y - half), Point(c.x + half, c.y - half), Point(c.x + half, c.y + half), Point(c.x - half, c.y + half)], key: key)
        }
        return groups.paths().flatMap { key, path -> [Item] in
            colors == .map ? [.shape(Shape(path: path, fill: .solid(style.palette[key])))] : FigureStyle(fill: style.fill ?? .solid(style.ink)).shape(path)
        }
    }
}
