import Geometry

/// Places cells on a grid in reading order: each takes the first free spot, left to right and top to
/// bottom, where its span fits.
///
/// Each row's taken columns are a bit set, and the search starts at the first spot not yet taken and
/// jumps past whatever blocks a spot, so that placing is about linear in the cells and the rows they
/// cover: 100,000 cells in 1,000 columns, or cells a thousand rows tall, place at once.
package struct GridPlacement {
    /// A cell's first column and row and how many it spans.
    package struct Slot: Hashable, Sendable {
        package var column, row, columns, rows: Int

        package init(column: Int, row: Int, columns: Int, rows: Int) {
            self.column = column
            self.row = row
            self.columns = columns
            self.rows = rows
        }
    }

    package private(set) var slots: [Slot] = []
    package private(set) var rowCount = 0
    package let columns: Int
    let maximumRows: Int?
    /// The taken columns of every row, 64 to a word.
    private var taken: [[UInt64]] = []
    /// Every spot before this one (row times columns plus column) is taken.
    private var firstFree = 0

    package init(columns: Int, rows: Int?) {
        self.columns = columns
        self.maximumRows = rows
    }

    /// Places a cell spanning `span` tracks; nil when it cannot fit (too wide, or the rows are used up).
    package mutating func place(span: Span) -> Slot? {
        guard span.columns <= columns else { return nil }
        var row = firstFree / columns, column = firstFree % columns
        while true {
            if let limit = maximumRows, row + span.rows > limit { return nil }
            if column + span.columns > columns {
                row += 1
                column = 0
                continue
            }
            if let blocked = firstTaken(rows: row..<(row + span.rows), columns: column..<(column + span.columns)) {
                column = blocked + 1
                continue
            }
            take(rows: row..<(row + span.rows), columns: column..<(column + span.columns))
            let slot = Slot(column: column, row: row, columns: span.columns, rows: span.rows)
            slots.append(slot)
            rowCount = max(rowCount, row + span.rows)
            advanceFirstFree()
            return slot
        }
    }

    /// The last taken column of `columns` in any of `rows`, nil when all are free: the search goes on
    /// after it, since no spot from `columns.lowerBound` up to it can hold the cell.
    private func firstTaken(rows: Range<Int>, columns: Range<Int>) -> Int? {
        var last: Int?
        for row in rows where row < taken.count {
            for word in (columns.lowerBound / 64)...((columns.upperBound - 1) / 64) {
                let bits = taken[row][word] & Self.mask(word: word, columns: columns)
                if bits != 0 { last = max(last ?? 0, word * 64 + 63 - bits.leadingZeroBitCount) }
            }
        }
        return last
    }

    private mutating func take(rows: Range<Int>, columns: Range<Int>) {
        let words = (self.columns + 63) / 64
        while taken.count < rows.upperBound { taken.append([UInt64](repeating: 0, count: words)) }
        for row in rows {
            for word in (columns.lowerBound / 64)...((columns.upperBound - 1) / 64) { taken[row][word] |= Self.mask(word: word, columns: columns) }
        }
    }

    /// Moves `firstFree` past the spots now taken.
    private mutating func advanceFirstFree() {
        while firstFree / columns < taken.count {
            let row = firstFree / columns, column = firstFree % columns
            let word = taken[row][column / 64] >> UInt64(column % 64)
            if word & 1 == 0 { return }
            firstFree += min((~word).trailingZeroBitCount, 64 - column % 64)
        }
    }

    /// The bits of word `word` that fall in `columns`.
    private static func mask(word: Int, columns: Range<Int>) -> UInt64 {
        let low = max(columns.lowerBound - word * 64, 0), high = min(columns.upperBound - word * 64, 64)
        guard high > low else { return 0 }
        let width = high - low
        return (width == 64 ? ~0 : (UInt64(1) << UInt64(width)) - 1) << UInt64(low)
    }
}
