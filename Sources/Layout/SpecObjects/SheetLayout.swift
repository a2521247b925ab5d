/// Where the cells of a sheet page go: the positions of a grid below the titles, or the labels of a
/// sheet template, row by row.
struct SheetPage: Hashable, Sendable {
    enum Layout: Hashable, Sendable {
        case grid(Grid)
        case template(SheetTemplate)
    }

    /// Each cell with its position (0-based, row-major) on the page.
    var cells: [PositionedCell]
    var layout: Layout
    /// A duplex back: columns in mirrored order, so each back lands behind its front.
    var mirrored: Bool

    var columns: Int {
        switch layout {
        case .grid(let grid): grid.columns
        case .template(let template): template.columns
        }
    }
}

/// A cell at a numbered position of a sheet.
struct PositionedCell: Hashable, Sendable {
    var position: Int
    var cell: Cell
}
