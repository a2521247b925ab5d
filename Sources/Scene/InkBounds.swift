import Geometry
import Workers

/// Where items leave ink, in their own space, strokes and pictures turned included: a rectangle no
/// smaller than what they paint (a text's, where its box says, or as far as a line of it may reach past
/// the box). A symbol's is worked out once and shared (safely from several threads).
public final class InkBounds: Sendable {
    /// The symbols' bounds worked out, read and kept only under the lock.
    private let symbols = Locked<[String: Rect]>([:])
    /// Whether a text's lines may reach past its box (a text not yet fitted, or drawn smaller than it fits).
    private let textsReachPastBoxes: Bool

    public init(textsReachPastBoxes: Bool = true) {
        self.textsReachPastBoxes = textsReachPastBoxes
    }

    /// Where `symbol`'s items leave ink, in the symbol's space.
    public func of(_ symbol: Symbol) -> Rect? {
        if let known = symbols.withLock({ $0[symbol.id] }) { return known }
        guard let ink = of(symbol.items) else { return nil }
        symbols.withLock { $0[symbol.id] = ink }
        return ink
    }

    /// Where `items` leave ink, nil when one of them has no finite extent.
    public func of(_ items: [Item]) -> Rect? {
        var union: Rect?
        for item in items {
            guard let ink = of(item) else { return nil }
            union = union.map { $0.union(ink) } ?? ink
        }
        return union ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Where `item` leaves ink.
    public func of(_ item: Item) -> Rect? {
        switch item {
        case .shape(let shape): return Self.of(shape)
        case .text(let text):
            // A text is fitted to its box; a line may reach past it by less than twice its height.
            guard textsReachPastBoxes else { return text.box }
            return text.box.inset(by: -2 * max(text.font.size, text.minimumSize) * max(1, text.lineHeight))
        case .image(let image):
            let frame = image.frame, radius = (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2
            return Rect(center: frame.center, size: Size(2 * radius, 2 * radius))
        case .group(let group):
            if let clip = group.clip, !clip.points.isEmpty {
                return Self.bounds(of: Self.bounds(of: clip.points, in: clip.points.indices), under: group.transform)
            }
            return of(group.items).map { Self.bounds(of: $0, under: group.transform) }
        case .instances(let instances):
            guard let ink = of(instances.symbol) else { return nil }
            var union: Rect?
            for transform in instances.transforms {
                let placed = Self.bounds(of: ink, under: transform)
                union = union.map { $0.union(placed) } ?? placed
            }
            return union ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// Where `shape` leaves ink: its outline's control points, and with a stroke, as far as a miter
    /// join (cairo's miter limit is 10) or a square cap reaches.
    public static func of(_ shape: Shape) -> Rect? {
        guard !shape.path.points.isEmpty else { return nil }
        let outline = bounds(of: shape.path.points, in: shape.path.points.indices)
        guard let stroke = shape.stroke else { return outline }
        return outline.inset(by: -outset(of: stroke))
    }

    /// How far a stroke's ink reaches beyond the outline.
    public static func outset(of stroke: Stroke) -> Double {
        let half = stroke.width / 2
        switch (stroke.join, stroke.cap) {
        case (.miter, _): return half * 10
        case (_, .square): return half * 2.squareRoot()
        default: return half
        }
    }

    /// The box around `points[range]`.
    public static func bounds(of points: [Point], in range: Range<Int>) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points[range] {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The box around `rect` mapped through `transform`.
    public static func bounds(of rect: Rect, under transform: Affine) -> Rect {
        let (minX, maxX) = span(rect, transform.a, transform.c, transform.tx)
        let (minY, maxY) = span(rect, transform.b, transform.d, transform.ty)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The least and greatest of `u * x + v * y + t` over the corners of `rect`.
    public static func span(_ rect: Rect, _ u: Double, _ v: Double, _ t: Double) -> (Double, Double) {
        let x0 = u * rect.minX, x1 = u * rect.maxX, y0 = v * rect.minY, y1 = v * rect.maxY
        return (min(x0, x1) + min(y0, y1) + t, max(x0, x1) + max(y0, y1) + t)
    }
}
