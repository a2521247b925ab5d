/// Where the cells of a sheet page go: the positions of a grid below the titles, or the labels of a
/// sheet template, row by row.
package struct SheetPage: Hashable, Sendable {
    package enum Layout: Hashable, Sendable {
        case grid(Grid)
        case template(SheetTemplate)
    }

    /// Each cell with its position (0-based, row-major) on the page.
    package var cells: [PositionedCell]
    package var layout: Layout
    /// A duplex back: each cell lies where it lands behind its front.
    package var mirrored: Bool

    package init(cells: [PositionedCell], layout: Layout, mirrored: Bool) {
        self.cells = cells
        self.layout = layout
        self.mirrored = mirrored
    }
}

/// A cell at a numbered position of a sheet.
package struct PositionedCell: Hashable, Sendable {
    package var position: Int
    package var cell: Cell

    package init(position: Int, cell: Cell) {
        self.position = position
        self.cell = cell
    }
}
