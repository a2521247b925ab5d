/// A path operation: where it goes and its points' expressions, by name (`x`, `y`, `x1`, `rx`, ...).
struct PathOperation: Sendable {
    enum Verb: String, Sendable {
        case moveTo = "MOVETO"
        case lineTo = "LINETO"
        case arcTo = "ARCTO"
        case curveTo = "CURVETO"
        case closePolygon = "CLOSEPOLY"
        case moveRelative = "MOVEREL"
        case lineRelative = "LINEREL"
        case arcRelative = "ARCREL"
        case curveRelative = "CURVEREL"
    }

    var verb: Verb
    var token: Token
    /// Positional arguments (CFDG 3's `LINETO(1, 0)`) or named ones (CFDG 2's `LINETO { x 1 y 0 }`).
    var arguments: [Expression]
    var named: [String: Expression]
    var flags: Set<String>
}
