extension Cell {
    /// The cell with `row` on every place it notes (its own, its texts', its items'), so that what its
    /// layout warns of names the row of data it was made from; nil takes the row away.
    package func made(from row: DataRow?) -> Cell {
        var copy = self
        copy.source.row = row
        copy.caption?.source?.row = row
        if case .text(var text) = content {
            text.source?.row = row
            copy.content = .text(text)
        }
        copy.items = items.map { $0.made(from: row) }
        return copy
    }
}

extension CellItem {
    /// The item with `row` on every place its cells note, as `Cell.made(from:)` puts it.
    package func made(from row: DataRow?) -> CellItem {
        var made = self
        made.cell = cell.made(from: row)
        made.cells = cells.map { $0.made(from: row) }
        return made
    }
}
