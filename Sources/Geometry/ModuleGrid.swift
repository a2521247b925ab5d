/// A grid of unit squares each dark or light, as a 2D code's modules are: `width` x `height` squares
/// whose first corner is at `origin`, held as bits row by row (the first square of a row in the lowest
/// bit of its first byte, each row `rowBytes` long, as cairo's A1 images and libzint keep them).
public struct ModuleGrid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let origin: Point
    public let bits: [UInt8]

    /// The bytes a row takes.
    public var rowBytes: Int { (width + 7) / 8 }

    /// The grid of `filled` (row by row, `width` a row) with its first corner at `origin`.
    public init(width: Int, height: Int, origin: Point, filled: [Bool]) {
        precondition(filled.count == width * height, "a module grid's squares are width x height")
        self.width = width
        self.height = height
        self.origin = origin
        var bits = [UInt8](repeating: 0, count: (width + 7) / 8 * height)
        for (cell, dark) in filled.enumerated() where dark {
            let (row, column) = cell.quotientAndRemainder(dividingBy: width)
            bits[row * ((width + 7) / 8) + column >> 3] |= 1 << (column & 7)
        }
        self.bits = bits
    }

    /// The outline of the dark squares (`GridOutline`); nil when none is dark.
    public var outline: Path? {
        let filled = (0..<width * height).map { isFilled(column: $0 % width, row: $0 / width) }
        return GridOutline.path(width: width, height: height, filled: filled, origin: origin)
    }

    /// Whether the square at `column`, `row` is dark.
    public func isFilled(column: Int, row: Int) -> Bool {
        bits[row * rowBytes + column >> 3] >> (column & 7) & 1 == 1
    }
}
