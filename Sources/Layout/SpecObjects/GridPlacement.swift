import Geometry

/// Places cells on a grid in reading order: each takes the first free spot, left to right and top to
/// bottom, where its span fits.
struct GridPlacement {
    /// A cell's first column and row and how many it spans.
    struct Slot: Hashable, Sendable {
        var column, row, columns, rows: Int
    }

    private(set) var slots: [Slot] = []
    private(set) var rowCount = 0
    private var taken: Set<Int> = []
    let columns: Int
    let maximumRows: Int?

    init(columns: Int, rows: Int?) {
        self.columns = columns
        self.maximumRows = rows
    }

    /// Places a cell spanning `span` tracks; nil when it cannot fit (too wide, or the rows are used up).
    mutating func place(span: Span) -> Slot? {
        guard span.columns <= columns else { return nil }
        var index = 0
        while true {
            let row = index / columns, column = index % columns
            if let limit = maximumRows, row + span.rows > limit { return nil }
            if column + span.columns <= columns, isFree(row: row, column: column, span: span) {
                for r in row..<(row + span.rows) {
                    for c in column..<(column + span.columns) { taken.insert(r * columns + c) }
                }
                let slot = Slot(column: column, row: row, columns: span.columns, rows: span.rows)
                slots.append(slot)
                rowCount = max(rowCount, row + span.rows)
                return slot
            }
            index += 1
        }
    }

    private func isFree(row: Int, column: Int, span: Span) -> Bool {
        for r in row..<(row + span.rows) {
            for c in column..<(column + span.columns) where taken.contains(r * columns + c) { return false }
        }
        return true
    }

    /// The frame of `slot` when the grid fills `area` with the given gaps.
    func frame(of slot: Slot, in area: Rect, columnGap: Double, rowGap: Double) -> Rect {
        let rows = max(1, maximumRows ?? rowCount)
        let width = (area.width - columnGap * Double(columns - 1)) / Double(columns)
        let height = (area.height - rowGap * Double(rows - 1)) / Double(rows)
        return Rect(
            x: area.minX + Double(slot.column) * (width + columnGap), y: area.minY + Double(slot.row) * (height + rowGap),
            width: width * Double(slot.columns) + columnGap * Double(slot.columns - 1),
            height: height * Double(slot.rows) + rowGap * Double(slot.rows - 1))
    }
}
