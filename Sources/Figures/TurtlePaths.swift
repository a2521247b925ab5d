import Geometry

/// A turtle's segments as paths, one for each colour and pen width met: the key of a group is its
/// pen's thinning times 256 plus its colour's index.
struct TurtlePaths: TurtleSink {
    /// How colours are given: the colour's index is the turtle's shade (bracket depth and `'` steps)
    /// modulo `shades`, or a segment's run when the path is cut into `runs` runs of `total` segments.
    enum Colouring {
        case single
        case shades(Int)
        case runs(Int, total: Int)
    }

    private(set) var groups: PathGroups
    private let colouring: Colouring
    private var drawn = 0

    static let colours = 256

    init(colouring: Colouring, reserving segments: Int, run: Int) {
        self.colouring = colouring
        groups = PathGroups(reserving: segments, run: run)
    }

    mutating func segment(from start: Point, to end: Point, shade: Int, thinning: Int) {
        let colour =
            switch colouring {
            case .single: 0
            case .shades(let count): shade % count
            case .runs(let runs, let total): drawn * runs / max(total, 1)
            }
        drawn += 1
        groups.line(from: start, to: end, key: min(thinning, 15) * Self.colours + min(colour, Self.colours - 1))
    }

    /// Closes the path of the first group (a closed curve is drawn in one).
    mutating func close() {
        groups.close(key: 0)
    }
}
