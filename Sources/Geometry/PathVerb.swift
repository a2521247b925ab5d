/// One drawing command of a `Path`; each consumes a fixed number of points.
public enum PathVerb: UInt8, Sendable, Hashable {
    case move, line, quad, cubic, close

    /// How many points of `Path.points` the verb consumes.
    public var pointCount: Int {
        switch self {
        case .move, .line: 1
        case .quad: 2
        case .cubic: 3
        case .close: 0
        }
    }
}
