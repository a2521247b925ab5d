/// One rule of a shape: its weight (a share, or a percentage) and its body.
struct Rule: Sendable {
    var weight: Double
    var percent: Bool
    var body: [Statement]
    var token: Token
}
