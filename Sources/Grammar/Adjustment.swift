/// A shape's adjustment: `[ ]` terms applied in the order written, or `{ }` (and every CFDG 2
/// adjustment) with its geometric terms in the canonical order translate, rotate, scale, skew, flip.
struct Adjustment: Sendable {
    /// The terms in the order they are applied.
    var terms: [AdjustmentTerm]
    /// Each term's entropy, in the order written.
    var entropies: [[UInt8]]

    static let none = Adjustment(terms: [], canonical: false)

    init(terms: [AdjustmentTerm], canonical: Bool) {
        entropies = terms.map(\.entropy)
        guard canonical else {
            self.terms = terms
            return
        }
        let geometric = terms.filter { $0.kind.canonicalRank != nil }.enumerated().sorted {
            ($0.element.kind.canonicalRank!, $0.offset) < ($1.element.kind.canonicalRank!, $1.offset)
        }.map(\.element)
        self.terms = geometric + terms.filter { $0.kind.canonicalRank == nil }
    }

    /// Whether any term draws random numbers.
    var isRandom: Bool { terms.contains { $0.arguments.contains { $0.isRandom } } }
}
