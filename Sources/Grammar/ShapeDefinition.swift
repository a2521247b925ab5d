/// A shape a design defines: its parameters' names and its rules, or a path's body.
struct ShapeDefinition: Sendable {
    var name: String
    var token: Token
    var parameters: [String]
    var rules: [Rule]
    var isPath: Bool
}
