extension Cell {
    /// The cell with `row` on every place it notes (its own, its texts', its items'), so that what its
    /// layout warns of names the row of data it was made from.
    package func made(from row: DataRow) -> Cell {
        var copy = self
        copy.source.row = row
        copy.caption?.source?.row = row
        if case .text(var text) = content {
            text.source?.row = row
            copy.content = .text(text)
        }
        copy.items = items.map { item in
            var made = item
            made.cell = item.cell.made(from: row)
            made.cells = item.cells.map { $0.made(from: row) }
            return made
        }
        return copy
    }
}
