/// A shape drawn from a rule: its name (a rule's shape, a path or a primitive), its arguments, its
/// adjustment, and the seed it mixes into the random state.
struct Replacement: Sendable {
    var shape: String
    var token: Token
    var arguments: [Expression]
    /// `NAME(=)`: the parameters of the shape being expanded, passed on.
    var reusesParameters = false
    var adjustment: Adjustment
    var seed: Rand64
}
