/// One statement of a rule's body.
indirect enum Statement: Sendable {
    case replacement(Replacement)
    case loop(Loop)
    case conditional(Expression, then: [Statement], otherwise: [Statement])
    /// `name = expression`: a value for the statements after it; mixes its name's seed in.
    case definition(String, Expression, seed: Rand64?)
    /// `transform [adjustment] { body }`: the body drawn under the adjustment.
    case transform(Adjustment, [Statement])
    /// A path operation (`MOVETO(x, y)`, ...) of a path's body.
    case pathOperation(PathOperation)
    /// `STROKE(width) [adjustment]` or `FILL [adjustment]`: draws the path built so far.
    case pathCommand(PathCommand)
}
