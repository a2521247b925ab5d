import Geometry

/// A box grown over shapes' extents, empty until the first.
struct Bounds {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    var isValid: Bool { minX <= maxX && minY <= maxY }

    mutating func add(_ p: Point) {
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
    }

    mutating func merge(_ other: Bounds) {
        guard other.isValid else { return }
        add(Point(other.minX, other.minY))
        add(Point(other.maxX, other.maxY))
    }

    /// The box scaled by `factor` about its centre.
    func dilated(_ factor: Double) -> Bounds {
        let (cx, cy) = ((minX + maxX) / 2, (minY + maxY) / 2)
        return Bounds(minX: cx + (minX - cx) * factor, minY: cy + (minY - cy) * factor, maxX: cx + (maxX - cx) * factor, maxY: cy + (maxY - cy) * factor)
    }

    /// Pixels per unit when the box is fitted to `width` by `height` less `border` pixels each side.
    func scale(width: Double, height: Double, border: Double) -> Double {
        let (w, h) = isValid ? (maxX - minX, maxY - minY) : (1, 1)
        let (tw, th) = (width - 2 * border, height - 2 * border)
        return w / tw > h / th ? tw / w : th / h
    }

    var rect: Rect? { isValid ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil }
}
