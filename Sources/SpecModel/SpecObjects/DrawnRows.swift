import Inputs

/// Which of a sheet's rows a render draws: a row is drawn when one of its cells, or the back of one,
/// falls on a page of `World.drawnPages`. The others are bound without most of their items
/// (`UndrawnBinding`): only what the decisions taken over every row of the sheet read.
struct DrawnRows {
    /// The numbers of the rows on no drawn page; none when every page is drawn or the sheet's first page
    /// is not known.
    private(set) var undrawn: Set<Int> = []
    private var copies = 1, start = 0, perPage = 1

    /// Every row drawn.
    init() {}

    /// The rows `rows` (each `copies` cells, from position `start` of pages of `perPage`, each page
    /// followed by its back when there are `backs`) as `world` draws them.
    init(_ rows: [DataTable.Row], copies: Int, start: Int, perPage: Int, backs: Bool, world: World) {
        (self.copies, self.start, self.perPage) = (copies, start, perPage)
        guard let drawn = world.drawnPages, let first = world.nextPage else { return }
        let pagesPerSheet = backs ? 2 : 1
        for (k, row) in rows.enumerated() {
            let sheets = Set((k * copies..<(k + 1) * copies).map { (start + $0) / perPage })
            let pages = sheets.flatMap { sheet in (0..<pagesPerSheet).map { first + sheet * pagesPerSheet + $0 } }
            if !pages.contains(where: drawn.contains) { undrawn.insert(row.number) }
        }
    }

    /// The places on their pages of the cells of the row at `index` among the sheet's rows, one a copy
    /// (its back's are the same).
    func positions(ofRowAt index: Int) -> [Int] {
        (index * copies..<(index + 1) * copies).map { (start + $0) % perPage }
    }
}
