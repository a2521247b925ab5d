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
            for x in 0..<width {
                let px = Double(x) + 0.5
                let u = toUnit.a * px + toUnit.c * py + toUnit.tx, v = toUnit.b * px + toUnit.d * py + toUnit.ty
                guard u >= 0, u < 1, v >= 0, v < 1 else {
                    row[x] = 0
                    continue
                }
                row[x] = pixel(re: toPlane.a * u + toPlane.tx, im: toPlane.d * v + toPlane.ty)
            }
        }
    }

    /// The pixel of the point re + i im.
    func pixel(re: Double, im: Double) -> UInt32 {
        let (steps, size) =
            switch set {
            case .mandelbrot: Self.mandelbrot(re, im, iterations)
            case .julia: Self.quadratic(re, im, julia.x, julia.y, iterations)
            case .burningShip: Self.quadratic(0, 0, re, im, iterations, folded: true)
            case .multibrot: Self.multibrot(re, im, power, iterations)
            }
        guard size > Self.bailout else { return interior }
        let smooth = Double(steps) + 1 - log(log(size) / logBailout) / logPower
        return palette.pixel(at: log1p(max(smooth, 0)) / logIterations)
    }

    /// The steps z → z² + c takes from 0 to leave the escape disc, and |z|² there (at most `bailout` when it
    /// did not within `limit`); c in the main cardioid or the period-2 bulb never leaves.
    @inline(__always)
    static func mandelbrot(_ cr: Double, _ ci: Double, _ limit: Int) -> (Int, Double) {
        let x = cr - 0.25, q = x * x + ci * ci
        if q * (q + x) <= 0.25 * ci * ci || (cr + 1) * (cr + 1) + ci * ci <= 0.0625 { return (limit, 0) }
        return quadratic(0, 0, cr, ci, limit)
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
