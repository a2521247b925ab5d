/// A page block: an optional title above a grid of cells.
struct GridPage: Hashable, Sendable {
    var title: String?
    var grid: Grid
    var cells: [Cell]

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> GridPage? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        let title = reader.optional("title", Decode.string)
        let grid = reader.read("grid", default: Grid(columns: 1, rows: nil, gap: 0), Grid.decode)
        let cells = reader.required("cells", expected: "an array of cells", Decode.array(Cell.decode))
        guard let cells, let cellsNode = reader["cells"] else { return nil }
        if cells.count > grid.capacity(for: cells.count) {
            d.error(
                "\(cells.count) cells do not fit a grid of \(grid.columns) x \(grid.rows ?? 0) (raise \"rows\" or leave it out)",
                at: cellsNode, path.appending("cells"))
            return nil
        }
        return GridPage(title: title, grid: grid, cells: cells)
    }
}
