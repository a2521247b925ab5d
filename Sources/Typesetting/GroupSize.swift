/// The size a fit group's texts share: the smallest any of them fits at, but for outliers. A text that
/// fits only far smaller than the group's middle one (under 80 % of it: one long caption among short
/// ones) does not drag the others down with it: it is set smaller alone, down to its floor, and
/// reported there, while the rest share the smallest of their own sizes.
public enum GroupSize {
    /// Below this share of the middle size a text is an outlier.
    static let outlierShare = 0.8

    /// The size the texts fitting alone at `sizes` share; nil for none.
    public static func shared(_ sizes: [Double]) -> Double? {
        guard !sizes.isEmpty else { return nil }
        let sorted = sizes.sorted()
        let middle = sorted[sorted.count / 2]
        return sorted.first { $0 >= outlierShare * middle }
    }
}
