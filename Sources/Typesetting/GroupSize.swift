/// The size a fit group's texts share: the smallest any of them fits at, but for outliers. A text that
/// fits only far smaller than the group's middle one (under 80 % of it: one long caption among short
/// ones) does not drag the others down with it: it is set smaller alone, down to its floor, and
/// reported there, while the rest share the smallest of their own sizes.
public enum GroupSize {
    /// Below this share of the middle size a text is an outlier.
    static let outlierShare = 0.8

    /// The size the texts fitting alone at `sizes` share; nil for none.
    public static func shared(_ sizes: [Double]) -> Double? {
        shared(counts: sizes.reduce(into: [:]) { $0[$1, default: 0] += 1 })
    }

    /// The size texts share that fit alone at the sizes counted: how many fit at each. A group's texts fit
    /// at few sizes, so the group's size is found without sorting all of them.
    public static func shared(counts: [Double: Int]) -> Double? {
        let sorted = counts.sorted { $0.key < $1.key }
        let total = sorted.reduce(0) { $0 + $1.value }
        guard total > 0 else { return nil }
        var passed = 0
        let middle = sorted.first { size, count in
            defer { passed += count }
            return passed + count > total / 2
        }!.key
        return sorted.first { $0.key >= outlierShare * middle }?.key
    }
}
