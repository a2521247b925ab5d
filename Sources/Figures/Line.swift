import Geometry
import Scene

/// A straight line across its frame, from `from` to `to` (shares of the frame: 0 0 its top left corner,
/// 1 1 its bottom right), drawn with the figure's pen, with an arrow head at either end or both. A head
/// is a filled triangle four pen widths long and three and a half wide (never longer than half the
/// line); the line stops at its base, so the pen's cap never shows past the tip.
public struct Line: Figure, Hashable {
    public enum Arrows: String, Hashable, Sendable, CaseIterable {
        case none, start, end, both
    }

    public var from: Point
    public var to: Point
    /// The pen's width in points when the cell gives no stroke of its own.
    public var width: Double
    public var arrows: Arrows

    public init(from: Point, to: Point, width: Double, arrows: Arrows) {
        self.from = from
        self.to = to
        self.width = width
        self.arrows = arrows
    }

    public var estimatedElements: Int { arrows == .both ? 3 : arrows == .none ? 1 : 2 }

    public func paintArea(in frame: Rect) -> Rect { frame }

    /// The line's ends in `frame`.
    public func ends(in frame: Rect) -> (start: Point, end: Point) {
        (
            Point(frame.minX + from.x * frame.size.width, frame.minY + from.y * frame.size.height),
            Point(frame.minX + to.x * frame.size.width, frame.minY + to.y * frame.size.height)
        )
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        var (start, end) = ends(in: frame)
        let length = start.distance(to: end)
        guard length > 0 else { return [] }
        let pen = style.pen(width: width)
        let direction = (end - start) * (1 / length)
        let headLength = min(4 * pen.width, length / 2), halfWidth = 1.75 * pen.width
        var items: [Item] = []
        func head(at tip: Point, pointing along: Vector) -> Point {
            let base = tip - along * headLength
            let across = Vector(-along.dy, along.dx) * halfWidth
            var builder = PathBuilder()
            builder.polygon([tip, base + across, base - across])
            if let path = builder.finish() { items.append(.shape(Shape(path: path, fill: pen.paint))) }
            return base
        }
        if arrows == .start || arrows == .both { start = head(at: start, pointing: -direction) }
        if arrows == .end || arrows == .both { end = head(at: end, pointing: direction) }
        var builder = PathBuilder()
        builder.move(to: start)
        builder.line(to: end)
        guard let path = builder.finish() else { return items }
        return [.shape(Shape(path: path, stroke: pen))] + items
    }
}
