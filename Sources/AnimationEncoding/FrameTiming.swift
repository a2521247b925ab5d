/// When each frame of an animation is shown: `count` frames at a frame rate held as a fraction,
/// `rateNumerator / rateDenominator` frames a second, both at most 65535 (APNG's 16-bit delay fields
/// and ffmpeg's `-r` take it as it is). The fraction is exact for a rate such as 30, 24 or 29.97, and
/// otherwise the nearest one within those bounds.
public struct FrameTiming: Sendable, Equatable {
    public let count: Int
    public let rateNumerator: Int
    public let rateDenominator: Int

    /// The largest numerator or denominator of the rate.
    public static let fieldLimit = 65535

    public init(fps: Double, count: Int) {
        self.count = count
        (rateNumerator, rateDenominator) = Self.fraction(fps, limit: Self.fieldLimit)
    }

    /// When frame `k` starts, in `unitsPerSecond` (100 for GIF's centiseconds, 1000 for milliseconds):
    /// k / rate rounded to the nearest unit (halves up), so the times never drift, however the frame
    /// lengths round. `start(of: count)` is when the last frame ends.
    public func start(of k: Int, unitsPerSecond: Int) -> Int {
        (2 * k * unitsPerSecond * rateDenominator + rateNumerator) / (2 * rateNumerator)
    }

    /// How long frame `k` is shown, in `unitsPerSecond`.
    public func length(of k: Int, unitsPerSecond: Int) -> Int {
        start(of: k + 1, unitsPerSecond: unitsPerSecond) - start(of: k, unitsPerSecond: unitsPerSecond)
    }

    /// The fraction nearest `x` (at least 1) whose numerator and denominator are at most `limit`:
    /// the continued fraction's last convergent within the limit, or the semiconvergent after it
    /// where that is nearer.
    static func fraction(_ x: Double, limit: Int) -> (Int, Int) {
        var (h0, h1, k0, k1) = (0, 1, 1, 0)
        var rest = x
        while true {
            let a = Int(rest.rounded(.down))
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            if h2 > limit || k2 > limit {
                let t = min((limit - h0) / h1, k1 == 0 ? Int.max : (limit - k0) / k1)
                let semi = (t * h1 + h0, t * k1 + k0)
                let nearer = abs(Double(semi.0) / Double(semi.1) - x) < abs(Double(h1) / Double(k1) - x)
                return t > 0 && nearer ? semi : (h1, k1)
            }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let fraction = rest - Double(a)
            if fraction == 0 || Double(h2) / Double(k2) == x { return (h2, k2) }
            rest = 1 / fraction
        }
    }
}
