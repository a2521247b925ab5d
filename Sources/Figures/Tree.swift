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

    public init(step: Double, angle: Angle, ratio: Double, branches: Int) {
        self.step = step
        self.angle = angle
        self.ratio = ratio
        self.branches = branches
    }

    public func drawn(toDepth depth: Int) -> Tree {
        Tree(step: Double(depth), angle: angle, ratio: ratio, branches: branches)
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
        // The original is shown with `.aspectRatio(contentMode: .fit)`: it grows in the frame's centred square.
        let square = frame.centeredSquare
        let origin = Point(square.center.x, square.center.y + square.height / 6)
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

    /// Every branch as a two-point subpath of one path, for one stroke.
    public func path(in frame: Rect) -> Path? {
        let segments = segments(in: frame)
        var builder = PathBuilder(reservingVerbs: segments.count * 2, points: segments.count * 2)
        for s in segments {
            builder.move(to: s.start)
            builder.line(to: s.end)
        }
        return builder.finish()
    }

    public var estimatedElements: Int { segmentCount }

    /// The full length of a last-level branch (a growing branch is short on purpose).
    public func finestDetail(in frame: Rect) -> Double? {
        guard levels > 0 else { return nil }
        return frame.minSide / 4 * (0..<(levels - 1)).reduce(1) { acc, _ in acc * ratio }
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        guard let path = path(in: frame) else { return [] }
        return [.shape(Shape(path: path, stroke: style.pen(width: max(0.5, frame.minSide / 400))))]
    }
}
