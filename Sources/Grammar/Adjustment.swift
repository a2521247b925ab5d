/// A shape's adjustment as Context Free reads it: a term `x` directly followed by `y` becomes one
/// translation; a canonical adjustment (CFDG 3's `[ ]`, CFDG 2's `{ }`) keeps the last term of each
/// geometric kind, in the order translate, rotate, scale, skew, flip, transform, after its colour
/// terms; an ordered one (`[[ ]]`, CFDG 2's `[ ]`) keeps them as written.
///
/// Geometric terms with constant arguments that come before any term whose arguments vary are
/// composed into one transform first, applied before the others, as Context Free folds them.
struct Adjustment: Sendable {
    /// The terms in the order they are applied.
    var terms: [AdjustmentTerm]
    /// The terms' entropy, in the order written.
    var entropy: [UInt8]

    static let none = Adjustment(terms: [], canonical: false)

    init(terms written: [AdjustmentTerm], canonical: Bool, isConstant: (Expression) -> Bool = { _ in false }) {
        var merged: [AdjustmentTerm] = []
        var index = 0
        while index < written.count {
            var term = written[index]
            index += 1
            if term.kind == .x, term.arguments.count == 1, term.arguments[0].width == 1, index < written.count, written[index].kind == .y {
                term.arguments += written[index].arguments
                index += 1
            }
            merged.append(term)
        }
        entropy = merged.flatMap(\.entropy)
        if canonical {
            var slots: [Int: AdjustmentTerm] = [:]
            for term in merged { if let rank = term.kind.canonicalRank { slots[rank] = term } }
            merged = merged.filter { $0.kind.canonicalRank == nil } + slots.keys.sorted().compactMap { slots[$0] }
        }
        var varies = false
        for index in merged.indices where merged[index].kind.canonicalRank != nil && merged[index].kind != .z {
            varies = varies || !merged[index].arguments.allSatisfy(isConstant)
            merged[index].folded = !varies
        }
        terms = merged
    }

    /// Whether any term draws random numbers.
    var isRandom: Bool { terms.contains { $0.arguments.contains { $0.isRandom } } }
}
