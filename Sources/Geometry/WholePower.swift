/// Counts of self-similar figures: `base` copies per level, `exponent` levels.
public enum WholePower {
    /// `base` raised to `exponent` (at least 0) in whole numbers.
    public static func of(_ base: Int, _ exponent: Int) -> Int {
        (0..<max(0, exponent)).reduce(1) { acc, _ in acc * base }
    }
}
