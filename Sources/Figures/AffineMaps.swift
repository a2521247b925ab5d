import Geometry

/// The affine maps of an iterated function system, in the plane with y up, as IFS tables write them.
public enum AffineMaps {
    /// The map of a table's row: x' = a x + b y + e, y' = c x + d y + f.
    public static func table(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) -> Affine {
        Affine(a: a, b: c, c: b, d: d, tx: e, ty: f)
    }

    /// The most `map` stretches a length (its linear part's largest singular value): under 1 for a map
    /// that shrinks everything.
    public static func stretch(_ map: Affine) -> Double {
        let sum = map.a * map.a + map.b * map.b + map.c * map.c + map.d * map.d
        let determinant = map.determinant
        return ((sum + max(0, sum * sum - 4 * determinant * determinant).squareRoot()) / 2).squareRoot()
    }

    /// The box of `box`'s corners under `map`.
    public static func box(_ box: Rect, under map: Affine) -> Rect {
        let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY)].map(map.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let (minX, minY) = (xs.min()!, ys.min()!)
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// A box holding what `levels` levels of copies of `start` under `maps` cover (the attractor's,
    /// once they are many): each level the boxes of the last under every map, with `start` itself when
    /// every level is drawn.
    public static func reach(of start: Rect, under maps: [Affine], levels: Int, keepingEvery: Bool) -> Rect {
        var box = start
        for _ in 0..<levels {
            let images = maps.map { Self.box(box, under: $0) }
            guard let first = images.first else { break }
            let next = images.dropFirst().reduce(keepingEvery ? first.union(start) : first) { $0.union($1) }
            if next == box { break }
            box = next
        }
        return box
    }

    /// The plane (y up) onto `frame` less `margin`: `box` scaled into it by one factor and centred.
    public static func fitting(_ box: Rect, in frame: Rect, margin: Double) -> Affine {
        let flipped = Rect(x: box.minX, y: -box.maxY, width: box.width, height: box.height)
        return Affine.scale(1, -1).then(.fitting(flipped, into: frame.inset(by: margin)))
    }
}
