import Geometry
import Glibc
import Scene

/// The pixels of an escape-time figure. Each pixel's point is iterated until its orbit leaves the disc of
/// radius 256 (`bailout`) or `iterations` have passed; one still inside is the interior colour. One that
/// left after n steps, at z, has the smooth (normalized) iteration count μ = n + 1 − log_d(ln |z| / ln 256),
/// which is continuous across the steps (a large radius makes it so for any power d); its place in the
/// palette is ln(1 + μ) / ln(1 + iterations). The Mandelbrot set's main cardioid and period-2 bulb are
/// known to be inside and are not iterated.
struct EscapeTimePixels: PixelGenerator {
    /// The escape radius squared.
    static let bailout = 65536.0

    let set: EscapeSet
    /// From the picture's unit square to the complex plane: x to the real part, y (downwards) to the imaginary.
    let toPlane: Affine
    let iterations: Int
    let power: Int
    /// A Julia set's constant.
    let julia: Point
    let palette: EscapePalette
    let interior: UInt32
    let key: String
    /// ln 256², ln of the power, ln(1 + iterations): the smooth count's constants.
    private let logBailout = log(Self.bailout)
    private let logPower: Double
    private let logIterations: Double

    init(set: EscapeSet, toPlane: Affine, iterations: Int, power: Int, julia: Point, palette: EscapePalette, interior: UInt32, key: String) {
        self.set = set
        self.toPlane = toPlane
        self.iterations = iterations
        self.power = power
        self.julia = julia
        self.palette = palette
        self.interior = interior
        self.key = key
        logPower = log(Double(set == .multibrot ? power : 2))
        logIterations = log1p(Double(iterations))
    }

    func fill(_ base: UnsafeMutableRawPointer, width: Int, stride: Int, rows: Range<Int>, toUnit: Affine) {
        for y in rows {
            let row = (base + y * stride).bindMemory(to: UInt32.self, capacity: width)
            let py = Double(y) + 0.5
            // The point of pixel x's centre, or nil when it falls outside the picture.
            func point(_ x: Int) -> (re: Double, im: Double)? {
                let px = Double(x) + 0.5
                let u = toUnit.a * px + toUnit.c * py + toUnit.tx, v = toUnit.b * px + toUnit.d * py + toUnit.ty
                guard u >= 0, u < 1, v >= 0, v < 1 else { return nil }
                return (toPlane.a * u + toPlane.tx, toPlane.d * v + toPlane.ty)
            }
            var x = 0
            while x < width {
                guard let a = point(x) else {
                    row[x] = 0
                    x += 1
                    continue
                }
                // Two neighbours at once where the set allows: their orbits run side by side in one register each.
                if set != .multibrot, x + 1 < width, let b = point(x + 1) {
                    let (first, second) = escapes(a, b)
                    row[x] = pixel(first)
                    row[x + 1] = pixel(second)
                    x += 2
                } else {
                    row[x] = pixel(escape(a))
                    x += 1
                }
            }
        }
    }

    /// The steps a point's orbit takes to leave the escape disc, and |z|² there.
    func escape(_ p: (re: Double, im: Double)) -> (Int, Double) {
        switch set {
        case .mandelbrot: Self.mandelbrot(p.re, p.im, iterations)
        case .julia: Self.quadratic(p.re, p.im, julia.x, julia.y, iterations)
        case .burningShip: Self.quadratic(0, 0, p.re, p.im, iterations, folded: true)
        case .multibrot: Self.multibrot(p.re, p.im, power, iterations)
        }
    }

    /// `escape` of two points of a quadratic set, their orbits followed side by side: the same steps and sizes.
    func escapes(_ a: (re: Double, im: Double), _ b: (re: Double, im: Double)) -> ((Int, Double), (Int, Double)) {
        let re = SIMD2(a.re, b.re), im = SIMD2(a.im, b.im)
        switch set {
        case .mandelbrot:
            guard !Self.knownInside(a.re, a.im), !Self.knownInside(b.re, b.im) else { return (escape(a), escape(b)) }
            return Self.quadratic(.zero, .zero, re, im, iterations)
        case .julia: return Self.quadratic(re, im, SIMD2(repeating: julia.x), SIMD2(repeating: julia.y), iterations)
        case .burningShip: return Self.quadratic(.zero, .zero, re, im, iterations, folded: true)
        case .multibrot: return (escape(a), escape(b))
        }
    }

    /// The pixel of an orbit that took `steps` and reached |z|² = `size`: the interior colour when still inside.
    @inline(__always)
    func pixel(_ escaped: (steps: Int, size: Double)) -> UInt32 {
        guard escaped.size > Self.bailout else { return interior }
        let smooth = Double(escaped.steps) + 1 - log(log(escaped.size) / logBailout) / logPower
        return palette.pixel(at: log1p(max(smooth, 0)) / logIterations)
    }

    /// Whether c is in the Mandelbrot set's main cardioid or period-2 bulb, whose orbits never leave.
    @inline(__always)
    static func knownInside(_ cr: Double, _ ci: Double) -> Bool {
        let x = cr - 0.25, q = x * x + ci * ci
        return q * (q + x) <= 0.25 * ci * ci || (cr + 1) * (cr + 1) + ci * ci <= 0.0625
    }

    /// The steps z → z² + c takes from 0 to leave the escape disc, and |z|² there (at most `bailout` when it
    /// did not within `limit`); c in the main cardioid or the period-2 bulb never leaves.
    @inline(__always)
    static func mandelbrot(_ cr: Double, _ ci: Double, _ limit: Int) -> (Int, Double) {
        knownInside(cr, ci) ? (limit, 0) : quadratic(0, 0, cr, ci, limit)
    }

    /// The steps z → z² + c (when `folded`, z → (|Re z| + i|Im z|)² + c: the burning ship) takes from z to
    /// leave the escape disc, and |z|² there. Inlined where `folded` is a constant, each loop has no test of it.
    @inline(__always)
    static func quadratic(_ zr0: Double, _ zi0: Double, _ cr: Double, _ ci: Double, _ limit: Int, folded: Bool = false) -> (Int, Double) {
        var zr = zr0, zi = zi0, zr2 = zr0 * zr0, zi2 = zi0 * zi0
        var n = 0
        while n < limit && zr2 + zi2 <= bailout {
            zi = (folded ? abs(2 * zr * zi) : 2 * zr * zi) + ci
            zr = zr2 - zi2 + cr
            zr2 = zr * zr
            zi2 = zi * zi
            n += 1
        }
        return (n, zr2 + zi2)
    }

    /// `quadratic` of two orbits side by side, each lane's steps and |z|² taken when it first leaves the disc
    /// (a lane that has left goes on, unseen, until the other has too).
    @inline(__always)
    static func quadratic(
        _ zr0: SIMD2<Double>, _ zi0: SIMD2<Double>, _ cr: SIMD2<Double>, _ ci: SIMD2<Double>, _ limit: Int, folded: Bool = false
    ) -> ((Int, Double), (Int, Double)) {
        var zr = zr0, zi = zi0, zr2 = zr0 * zr0, zi2 = zi0 * zi0
        var steps = SIMD2<Int64>(repeating: Int64(limit)), sizes = SIMD2<Double>.zero
        var done = SIMDMask<SIMD2<Int64>>(repeating: false)
        var n = 0
        while n < limit {
            let size = zr2 + zi2
            let leaving = (size .> SIMD2(repeating: bailout)) .& .!done
            if any(leaving) {
                steps.replace(with: SIMD2(repeating: Int64(n)), where: leaving)
                sizes.replace(with: size, where: leaving)
                done .|= leaving
                if all(done) { break }
            }
            let product = 2 * zr * zi
            zi = (folded ? SIMD2(abs(product[0]), abs(product[1])) : product) + ci
            zr = zr2 - zi2 + cr
            zr2 = zr * zr
            zi2 = zi * zi
            n += 1
        }
        sizes.replace(with: zr2 + zi2, where: .!done)
        return ((Int(steps[0]), sizes[0]), (Int(steps[1]), sizes[1]))
    }

    /// The steps z → z^d + c takes from 0 to leave the escape disc, and |z|² there.
    @inline(__always)
    static func multibrot(_ cr: Double, _ ci: Double, _ d: Int, _ limit: Int) -> (Int, Double) {
        var zr = 0.0, zi = 0.0
        var n = 0
        while n < limit && zr * zr + zi * zi <= bailout {
            var pr = zr, pi = zi
            for _ in 1..<d { (pr, pi) = (pr * zr - pi * zi, pr * zi + pi * zr) }
            zr = pr + cr
            zi = pi + ci
            n += 1
        }
        return (n, zr * zr + zi * zi)
    }
}
