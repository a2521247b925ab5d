import Geometry

/// A grid of square cells over a box, each claimed once: where the copies of an iterated function system
/// are divided down to dots of the cell's size, many land in the same cell (the maple's maps overlap),
/// and one dot a cell draws what they all would.
struct DotGrid {
    private let box: Rect
    private let side: Double
    private let columns: Int
    private let rows: Int
    private var claimed: [UInt64]

    init(box: Rect, side: Double) {
        self.box = box
        self.side = side
        columns = Int(min(box.width / side, 1e5)) + 1
        rows = Int(min(box.height / side, 1e5)) + 1
        claimed = Array(repeating: 0, count: (columns * rows + 63) / 64)
    }

    /// The centre of the cell `p` lies in, when no earlier point claimed it; nil when one did.
    mutating func claim(_ p: Point) -> Point? {
        let column = min(max(Int(((p.x - box.minX) / side).rounded(.down)), 0), columns - 1)
        let row = min(max(Int(((p.y - box.minY) / side).rounded(.down)), 0), rows - 1)
        let cell = row * columns + column
        let bit = UInt64(1) << UInt64(cell % 64)
        guard claimed[cell / 64] & bit == 0 else { return nil }
        claimed[cell / 64] |= bit
        return Point(box.minX + (Double(column) + 0.5) * side, box.minY + (Double(row) + 0.5) * side)
    }
}
