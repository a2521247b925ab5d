/// One spec of a comparison: whether it is new, removed, unchanged or changed against BASE, and for a
/// changed one, each of its pages.
struct SpecComparison: Hashable, Sendable, Codable {
    enum Status: String, Sendable, Codable {
        /// In BASE and rendered here into byte-identical files (or failing there and here alike).
        case unchanged
        /// In both, with some file (or the spec's status) differing.
        case changed
        /// Not in BASE.
        case new
        /// In BASE, no longer here.
        case removed
    }

    var path: String
    var status: Status
    /// Every page of either gallery, for a changed spec; nil for the others.
    var pages: [PageComparison]?
}
