/// A shape waiting to be expanded by one of its rules: its name, its parameters' values and its state.
struct PendingShape: Sendable {
    var name: String
    var parameters: [Double]
    var state: ShapeState
    var area: Double
}
