/// `n * [adjustment] body` or `loop i = a, b, s [adjustment] { body } finally { ... }`: the body run
/// for each value of the index, the adjustment applied after each run.
struct Loop: Sendable {
    var index: String?
    var bounds: [Expression]
    var token: Token
    var adjustment: Adjustment
    var body: [Statement]
    var finally: [Statement]
    var seed: Rand64
}
