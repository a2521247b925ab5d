import DequeModule
import Geometry
import Scene

/// The fractal tree of the SwiftUI original: three branches leave a point below the frame's centre,
/// and every branch grows the same turns from its end at `ratio` times its length, breadth first.
/// A fractional `step` grows the last level's branches by the fraction, as the original animates.
public struct Tree: RecursiveFigure, Hashable {
    public static let stepRange = 0.0...13.0
    /// Whole steps.
    public static var depths: ClosedRange<Int> { Int(stepRange.lowerBound)...Int(stepRange.upperBound) }

    /// One branch: where it starts, where it points, how long it is.
    public struct Segment: Hashable, Sendable {
        public var start: Point
        public var direction: Angle
        public var length: Double

        public var end: Point { start.moved(by: length, toward: direction) }
    }

    public var step: Double
    public var angle: Angle
    public var ratio: Double
    /// Branches per node, spread evenly from -angle to +angle (3 gives -angle, 0, +angle).
    public var branches: Int
    /// Whether a tree whose branches would leave its frame is scaled into it (its whole levels, full
    /// grown, centred in the frame); false keeps the original's framing, spill and all.
    public var staysInFrame: Bool

    public init(step: Double, angle: Angle, ratio: Double, branches: Int, staysInFrame: Bool = true) {
        self.step = step
        self.angle = angle
        self.ratio = ratio
        self.branches = branches
        self.staysInFrame = staysInFrame
    }

    public func drawn(toDepth depth: Int) -> Tree {
        Tree(step: Double(depth), angle: angle, ratio: ratio, branches: branches, staysInFrame: staysInFrame)
    }

    /// The turns each node applies to its parent's direction.
    public var turns: [Angle] {
        guard branches > 1 else { return [.zero] }
        return (0..<branches).map { i in angle * (2 * Double(i) / Double(branches - 1) - 1) }
    }

    /// Whole levels built: ceil(step).
    public var levels: Int { Int(step.rounded(.up)) }

    /// How much of its length each last-level branch shows: 1 - (ceil(step) - step).
    public var lastLevelFraction: Double { 1 - (Double(levels) - step) }

    /// b + b^2 + ... + b^levels for b branches per node: 3(3^n - 1)/2 for the usual three.
    public var segmentCount: Int {
        levels == 0 ? 0 : (1...levels).reduce(0) { $0 + WholePower.of(branches, $1) }
    }

    /// Every branch in breadth-first order, the last level already shortened by the fraction.
    public func segments(in frame: Rect) -> [Segment] {
        let origin = Self.origin(in: frame)
        let turns = self.turns
        let total = segmentCount
        var out: [Segment] = []
        out.reserveCapacity(total)
        var queue = Deque<(segment: Segment, depth: Int)>()
        for turn in turns {
            queue.append((Segment(start: origin, direction: .up + turn, length: frame.minSide / 4), 1))
        }
        while let (segment, depth) = queue.popFirst(), depth <= levels {
            if depth == levels {
                out.append(Segment(start: segment.start, direction: segment.direction, length: segment.length * lastLevelFraction))
                continue
            }
            out.append(segment)
            let end = segment.end
            for turn in turns {
                queue.append((Segment(start: end, direction: segment.direction + turn, length: segment.length * ratio), depth + 1))
            }
        }
        return out
    }

    /// Where the first branches start: the original is shown with `.aspectRatio(contentMode: .fit)`, so it
    /// grows in the frame's centred square, from a sixth of its height below the centre.
    static func origin(in frame: Rect) -> Point {
        let square = frame.centeredSquare
        return Point(square.center.x, square.center.y + square.height / 6)
    }

    /// The box the whole levels fill, full grown, in `frame`.
    public func bounds(in frame: Rect) -> Rect {
        TreeReach(tree: self, length: frame.minSide / 4).bounds(from: Self.origin(in: frame))
    }

    /// What moves the tree into `frame` less `margin` when its whole levels would reach outside it: scaled
    /// down about its own bounds' centre onto the frame's; nil when it stays inside (or is asked to keep
    /// the original's framing).
    public func fitting(in frame: Rect, margin: Double = 0) -> Affine? {
        guard staysInFrame, levels > 0 else { return nil }
        let box = bounds(in: frame), room = frame.inset(by: margin)
        let tolerance = frame.minSide * 1e-9
        guard box.minX < room.minX - tolerance || box.maxX > room.maxX + tolerance || box.minY < room.minY - tolerance || box.maxY > room.maxY + tolerance
        else {
            return nil
        }
        let scale = min(room.width / max(box.width, tolerance), room.height / max(box.height, tolerance))
        return Affine.translate(-box.center.x, -box.center.y).then(.scale(scale)).then(.translate(room.center.x, room.center.y))
    }

    /// Every branch as a two-point subpath of one path, for one stroke: in the frame as the original
    /// frames it (`segments(in:)`), moved by `fitting` when given. `chained` strings each branch on to its
    /// first child's, depth first, so that a subpath runs from a root to a tip and only the other children
    /// start one of their own: a pen with round ends and joins draws exactly the same outline (every point
    /// within half its width of a branch), from a sixth fewer points and a third fewer subpaths, which a
    /// PDF writes as numbers, one by one. Dashes would run on across the joins, and other ends would
    /// join where they met: those pens take the branches one by one.
    public func path(in frame: Rect, fitting: Affine? = nil, chained: Bool = false) -> Path? {
        let segments = segments(in: frame)
        let point = { (p: Point) -> Point in fitting?.apply(p) ?? p }
        guard chained else {
            var builder = PathBuilder(reservingVerbs: segments.count * 2, points: segments.count * 2)
            for s in segments {
                builder.move(to: point(s.start))
                builder.line(to: point(s.end))
            }
            return builder.finish()
        }
        // Breadth first, a node's children follow every node of the levels before: the roots are
        // 0..<b, and the children of segment k are b(k + 1)..<b(k + 2).
        let b = max(1, branches), tips = segments.count - (segments.count - min(b, segments.count)) / b
        var builder = PathBuilder(reservingVerbs: segments.count + tips, points: segments.count + tips)
        var pending = Array((0..<min(b, segments.count)).reversed())
        var atEnd: Int? = nil
        while let k = pending.popLast() {
            if atEnd != k { builder.move(to: point(segments[k].start)) }
            builder.line(to: point(segments[k].end))
            let children = min(b * (k + 1), segments.count)..<min(b * (k + 2), segments.count)
            pending.append(contentsOf: children.reversed())
            atEnd = children.first
        }
        return builder.finish()
    }

    public var estimatedElements: Int { segmentCount }

    /// The full length of a last-level branch (a growing branch is short on purpose), as drawn.
    public func finestDetail(in frame: Rect) -> Double? {
        guard levels > 0 else { return nil }
        let scale = fitting(in: frame, margin: Self.penWidth(in: frame) / 2).map { ($0.a * $0.a + $0.b * $0.b).squareRoot() } ?? 1
        return frame.minSide / 4 * (0..<(levels - 1)).reduce(1) { acc, _ in acc * ratio } * scale
    }

    /// The width branches are stroked at in `frame`.
    static func penWidth(in frame: Rect) -> Double {
        max(0.5, frame.minSide / 400)
    }

    /// Drawn in the frame's centred square, whatever the frame's shape.
    public func shapeBox(in frame: Rect) -> Rect? { frame.centeredSquare }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let width = Self.penWidth(in: frame), pen = style.pen(width: width)
        let chained = pen.cap == .round && pen.join == .round && pen.dash.isEmpty
        guard let path = path(in: frame, fitting: fitting(in: frame, margin: width / 2), chained: chained) else { return [] }
        return [.shape(Shape(path: path, stroke: pen))]
    }
}
