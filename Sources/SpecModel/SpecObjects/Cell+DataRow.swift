extension Cell {
    /// The cell with `row` on every place it notes (its own, its texts', its items'), so that what its
    /// layout warns of names the row of data it was made from; nil takes the row away.
    package func made(from row: DataRow?) -> Cell {
        var copy = self
        copy.note(row)
        return copy
    }

    /// The cell with `row` on its own places, its items left as they are: those of a row on no page drawn,
    /// shared with other rows' (`UndrawnBinding`), are never drawn or reported on.
    func madeAlone(from row: DataRow?) -> Cell {
        var copy = self
        copy.noteAlone(row)
        return copy
    }

    /// Puts `row` on every place the cell notes, its items changed where they are: a badge's sixteen
    /// items mapped into a new array, each copied on the way, were a twentieth of a sheet's load.
    fileprivate mutating func note(_ row: DataRow?) {
        noteAlone(row)
        for k in items.indices { items[k].note(row) }
    }

    private mutating func noteAlone(_ row: DataRow?) {
        source.row = row
        caption?.source?.row = row
        if case .text(var text) = content {
            text.source?.row = row
            content = .text(text)
        }
    }
}

extension CellItem {
    /// The item with `row` on every place its cells note, as `Cell.made(from:)` puts it.
    package func made(from row: DataRow?) -> CellItem {
        var made = self
        made.note(row)
        return made
    }

    fileprivate mutating func note(_ row: DataRow?) {
        cell.note(row)
        for k in cells.indices { cells[k].note(row) }
    }
}
