import Figures
import SpecModel
import Testing

/// The placement's bit sets and jumps put every cell where the plain reading-order search puts it:
/// the first spot, left to right and top to bottom, where its span is free.
@Suite struct GridPlacementTests {
    /// The plain search, spot by spot.
    struct Reference {
        var taken: [Bool] = []
        let columns: Int, rows: Int?

        func isTaken(_ row: Int, _ column: Int) -> Bool {
            row * columns + column < taken.count && taken[row * columns + column]
        }

        mutating func place(_ span: Span) -> GridPlacement.Slot? {
            guard span.columns <= columns else { return nil }
            var index = 0
            while true {
                let row = index / columns, column = index % columns
                if let rows, row + span.rows > rows { return nil }
                let rowRange = row..<(row + span.rows), columnRange = column..<(column + span.columns)
                if column + span.columns <= columns, !rowRange.contains(where: { r in columnRange.contains { isTaken(r, $0) } }) {
                    taken += [Bool](repeating: false, count: max(0, rowRange.upperBound * columns - taken.count))
                    for r in rowRange { for c in columnRange { taken[r * columns + c] = true } }
                    return GridPlacement.Slot(column: column, row: row, columns: span.columns, rows: span.rows)
                }
                index += 1
            }
        }
    }

    @Test(arguments: [1, 3, 7, 64, 65, 130])
    func placesAsThePlainSearchDoes(_ columns: Int) {
        var generator = SeededGenerator(seed: UInt64(columns))
        for rows in [nil, 5] as [Int?] {
            var placement = GridPlacement(columns: columns, rows: rows)
            var reference = Reference(columns: columns, rows: rows)
            for _ in 0..<150 {
                let span = Span(columns: Int.random(in: 1...min(columns + 1, 70), using: &generator), rows: Int.random(in: 1...3, using: &generator))
                #expect(placement.place(span: span) == reference.place(span), "\(columns) columns, \(rows.map(String.init) ?? "any") rows, span \(span)")
            }
        }
    }

    /// 100,000 cells in 1,000 columns, and cells a thousand rows tall (each search jumps past what blocks it).
    @Test func largeGridsPlaceInOnePass() {
        var placement = GridPlacement(columns: 1000, rows: nil)
        for _ in 0..<100_000 { _ = placement.place(span: Span(columns: 1, rows: 1)) }
        #expect(placement.rowCount == 100)
        var tall = GridPlacement(columns: 1000, rows: nil)
        for _ in 0..<30 { _ = tall.place(span: Span(columns: 1000, rows: 1000)) }
        #expect(tall.rowCount == 30_000)
        #expect(tall.slots.last == GridPlacement.Slot(column: 0, row: 29_000, columns: 1000, rows: 1000))
    }
}
