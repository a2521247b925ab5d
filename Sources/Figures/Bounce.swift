import Geometry
import Scene

/// The path of a symbol moving at 45 degrees inside its cell and reflecting off the walls, drawn as a
/// line through the collision points with copies of the symbol at equal time steps along it, each
/// turned by the spin it has reached by then. As in the original view, the symbol's centre reaches the
/// cell's edges (half the symbol then outside it, cut off at the cell) and it spins one way for ever;
/// `contained` keeps the whole symbol inside instead.
public struct Bounce: Figure, Hashable {
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case topRight, topLeft, bottomRight, bottomLeft

        /// The unit steps on screen (y grows downwards).
        var steps: (dx: Double, dy: Double) {
            switch self {
            case .topRight: (1, -1)
            case .topLeft: (-1, -1)
            case .bottomRight: (1, 1)
            case .bottomLeft: (-1, 1)
            }
        }
    }

    /// Where a copy of the symbol is drawn and how far it has turned.
    public struct Placement: Hashable, Sendable {
        public var center: Point
        public var angle: Angle
    }

    public enum Symbol: Hashable, Sendable {
        case polygon(sides: Int)
        case mountain
        /// A picture, contained in the symbol's square, as the original view bounces its images.
        case image(ImageSource)
    }

    public var direction: Direction
    /// Where the symbol's centre starts, in unit coordinates of the area it can reach.
    public var start: Point
    /// How many walls it hits.
    public var bounces: Int
    public var symbol: Symbol
    /// The symbol's size as a fraction of the cell's smaller side.
    public var size: Double
    /// Seconds per full turn of the symbol.
    public var rotationSpeed: Double
    /// Speed in cell sides (the smaller side) per second.
    public var velocity: Double
    /// How many copies of the symbol are drawn along the path, at equal time steps.
    public var copies: Int
    /// Chooses the spin, clockwise or counter-clockwise, once for the whole path.
    public var seed: UInt64
    /// Whether the walls stop the symbol's edge, keeping it whole inside the cell, rather than its centre.
    public var contained: Bool
    /// When set, the moment shown, in seconds: the path so far and the symbol where it is then
    /// (the frames of an animation); when nil, the whole path with `copies` symbols along it.
    public var time: Double?

    public init(
        direction: Direction, start: Point, bounces: Int, symbol: Symbol, size: Double, rotationSpeed: Double, velocity: Double, copies: Int,
        seed: UInt64, contained: Bool, time: Double?
    ) {
        self.direction = direction
        self.start = start
        self.bounces = bounces
        self.symbol = symbol
        self.size = size
        self.rotationSpeed = rotationSpeed
        self.velocity = velocity
        self.copies = copies
        self.seed = seed
        self.contained = contained
        self.time = time
    }

    /// The area the symbol's centre can reach: the cell, or the cell less half the symbol on every side
    /// when `contained`.
    public func motionArea(in frame: Rect) -> Rect {
        contained ? frame.inset(by: size * frame.minSide / 2) : frame
    }

    /// The start point followed by every collision point, in order.
    public func collisionPoints(in frame: Rect) -> [Point] {
        let area = motionArea(in: frame)
        var p = area.point(atUnit: start.x, start.y)
        var (dx, dy) = direction.steps
        var points = [p]
        guard area.width > 0, area.height > 0 else { return points }
        while points.count <= bounces {
            // The line through p at 45 degrees meets the vertical walls and the horizontal walls at
            // these distances along x (and equally along y); the nearer wall is hit first.
            let toVertical = dx > 0 ? area.maxX - p.x : p.x - area.minX
            let toHorizontal = dy > 0 ? area.maxY - p.y : p.y - area.minY
            let t = min(toVertical, toHorizontal)
            let hitsVertical = toVertical <= toHorizontal, hitsHorizontal = toHorizontal <= toVertical
            p = Point(
                hitsVertical ? (dx > 0 ? area.maxX : area.minX) : p.x + dx * t,
                hitsHorizontal ? (dy > 0 ? area.maxY : area.minY) : p.y + dy * t)
            if hitsVertical { dx = -dx }
            if hitsHorizontal { dy = -dy }
            if t > 0 { points.append(p) }
        }
        return points
    }

    /// The symbol copies' centres and turns, at equal time steps over the whole path.
    public func copyPlacements(in frame: Rect) -> [Placement] {
        copyPlacements(along: collisionPoints(in: frame), in: frame)
    }

    private func copyPlacements(along points: [Point], in frame: Rect) -> [Placement] {
        let track = Track(bounce: self, points: points, speed: velocity * frame.minSide)
        guard copies > 0 else { return [] }
        return (0..<copies).map { k in track.placement(atDistance: copies == 1 ? 0 : track.total * Double(k) / Double(copies - 1)) }
    }

    /// The path as travelled: legs, the spin, and where the symbol is after any distance.
    private struct Track {
        let points: [Point]
        let lengths: [Double]
        /// 1 clockwise, -1 counter-clockwise: one way for the whole path, as the original's endless rotation.
        let spin: Double
        let speed: Double
        let rotationSpeed: Double

        init(bounce: Bounce, points: [Point], speed: Double) {
            self.points = points
            lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
            var generator = SeededGenerator(seed: bounce.seed)
            spin = Bool.random(using: &generator) ? 1.0 : -1.0
            self.speed = speed
            rotationSpeed = bounce.rotationSpeed
        }

        var total: Double { lengths.reduce(0, +) }

        /// The leg reached after `distance` and how far along it.
        private func locate(_ distance: Double) -> (leg: Int, along: Double)? {
            guard !lengths.isEmpty else { return nil }
            var remaining = min(max(distance, 0), total), leg = 0
            while leg < lengths.count - 1, remaining > lengths[leg] {
                remaining -= lengths[leg]
                leg += 1
            }
            return (leg, remaining)
        }

        func placement(atDistance distance: Double) -> Placement {
            guard let (leg, along) = locate(distance) else { return Placement(center: points[0], angle: .zero) }
            let fraction = lengths[leg] > 0 ? along / lengths[leg] : 0
            let travelled = min(max(distance, 0), total)
            return Placement(center: points[leg].lerp(to: points[leg + 1], fraction), angle: .degrees(360 * spin * travelled / speed / rotationSpeed))
        }

        /// The points of the path from the start up to `distance`.
        func trail(upTo distance: Double) -> [Point] {
            guard let (leg, _) = locate(distance) else { return points }
            return Array(points[...leg]) + [placement(atDistance: distance).center]
        }
    }

    /// The symbol's outline centred on the origin, `side` across (for a picture, its square); nil where
    /// `side` is not finite.
    public func symbolPath(side: Double) -> Path? {
        switch symbol {
        case .image: Path.rectangle(Rect(center: .zero, size: Size(side, side)))
        case .polygon(let sides): Polygon(sides: sides, angle: .degrees(-90)).path(in: Rect(center: .zero, size: Size(side, side)))
        case .mountain: BadgeSymbol.path(width: side)?.transformed(by: .translate(-side / 2, -side * 0.375))
        }
    }

    public var estimatedElements: Int { 1 + bounces + copies }

    /// The symbols travel the whole cell: a gradient spans it.
    public func paintArea(in frame: Rect) -> Rect { frame }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        var trajectory = PathBuilder()
        var points = collisionPoints(in: frame)
        let placements: [Placement]
        if let time {
            let track = Track(bounce: self, points: points, speed: velocity * frame.minSide)
            placements = [track.placement(atDistance: time * track.speed)]
            points = track.trail(upTo: time * track.speed)
        } else {
            placements = copyPlacements(along: points, in: frame)
        }
        trajectory.move(to: points[0])
        for p in points.dropFirst() { trajectory.line(to: p) }
        var items: [Item] = []
        if let path = trajectory.finish() {
            let pen = Stroke(paint: .solid(style.ink.withAlpha(0.45)), width: max(0.3, frame.minSide / 300), cap: .round, join: .round)
            items.append(.shape(Shape(path: path, stroke: pen)))
        }
        items += symbols(at: placements, side: size * frame.minSide, style: style)
        guard !contained else { return items }
        // The symbol goes half over the walls: what is outside the cell is cut off, as the original's view clips it.
        var cell = PathBuilder()
        cell.rect(frame)
        return [.group(Group(clip: cell.finish(), items: items))]
    }

    /// The symbol at each placement: one shape of every stamped outline, or a picture per placement.
    private func symbols(at placements: [Placement], side: Double, style: FigureStyle) -> [Item] {
        if case .image(let source) = symbol {
            return placements.map { placement in
                let square = Rect(center: placement.center, size: Size(side, side))
                let frame = Picture.placement(of: source.size, fit: .contain, alignment: Point(0.5, 0.5), in: square)
                return .image(PlacedImage(source: source, frame: frame, rotation: placement.angle))
            }
        }
        guard let symbolPath = symbolPath(side: side) else { return [] }
        var stamps = PathBuilder()
        for placement in placements {
            stamps.append(symbolPath, transform: .rotate(placement.angle).then(.translate(placement.center.x, placement.center.y)))
        }
        return style.shape(stamps.finish())
    }
}
