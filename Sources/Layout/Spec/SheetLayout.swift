/// Where the cells of a sheet page go: the positions of a grid, row by row.
struct SheetPage: Hashable, Sendable {
    /// Each cell with its position (0-based, row-major) on the page.
    var cells: [PositionedCell]
    var grid: Grid
    /// A duplex back: columns in mirrored order, so each back lands behind its front.
    var mirrored: Bool
}

/// A cell at a numbered position of a sheet.
struct PositionedCell: Hashable, Sendable {
    var position: Int
    var cell: Cell
}
