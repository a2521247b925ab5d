import Geometry

/// True when `a` and `b` differ by at most `tolerance`, absolutely or relative to their size.
public func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    let diff = abs(a - b)
    return diff <= tolerance || diff <= tolerance * max(abs(a), abs(b))
}

public func approx(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance: tolerance) && approx(a.y, b.y, tolerance: tolerance)
}

public func approx(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    approx(a.origin, b.origin, tolerance: tolerance)
        && approx(a.width, b.width, tolerance: tolerance) && approx(a.height, b.height, tolerance: tolerance)
}

public func approx(_ a: Affine, _ b: Affine, tolerance: Double = 1e-9) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}
