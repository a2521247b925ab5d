extension Cell {
    /// The cell with `row` on its own places (its own, its caption's, its text's), so that what its layout
    /// warns of names the row of data it was made from; nil takes the row away. Its items are left as they
    /// are: a sheet's rows share the items their values leave alone, and laying the cell out puts its row
    /// on them (`CellItem.made(from:)`).
    package func made(from row: DataRow?) -> Cell {
        var copy = self
        copy.noteOwn(row)
        return copy
    }

    /// Puts `row` on every place the cell notes, its items' too, changed where they are: a badge's sixteen
    /// items mapped into a new array, each copied on the way, were a twentieth of a sheet's load.
    fileprivate mutating func note(_ row: DataRow?) {
        noteOwn(row)
        for k in items.indices { items[k].note(row) }
    }

    private mutating func noteOwn(_ row: DataRow?) {
        source.row = row
        caption?.source?.row = row
        if case .text(var text) = content {
            text.source?.row = row
            content = .text(text)
        }
    }
}

extension CellItem {
    /// The item with `row` on every place its cells note, theirs and their items'.
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
