/// One term of an adjustment: its kind and its arguments, as written.
struct AdjustmentTerm: Sendable {
    var kind: AdjustmentKind
    var arguments: [Expression]
    var token: Token
    /// Whether it is composed with the constant geometric terms before it, ahead of the others.
    var folded = false

    /// The term's entropy: its arguments' (a list's when several), then its kind's bytes.
    var entropy: [UInt8] {
        var bytes: [UInt8] = []
        Expression.arguments(arguments)?.entropy(into: &bytes)
        return bytes + kind.entropy
    }
}
