/// Draws the path built so far: filled, or stroked with a width, under an adjustment.
struct PathCommand: Sendable {
    var stroke: Expression?
    var token: Token
    var adjustment: Adjustment
    var evenOdd: Bool
}
