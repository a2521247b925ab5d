/// Counts of elements that may be astronomically many (a grammar rewritten 30 times, 40 levels of
/// copies): past `Int.max` they stay at it, so that the element budget refuses them rather than overflow.
enum SaturatingCount {
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : total
    }

    /// `base` to the `exponent` (at least 0).
    static func power(_ base: Int, _ exponent: Int) -> Int {
        (0..<max(0, exponent)).reduce(1) { acc, _ in
            let (product, overflow) = acc.multipliedReportingOverflow(by: base)
            return overflow ? .max : product
        }
    }
}
