import Inputs

/// Which of a sheet's rows a render draws: a row is drawn when one of its cells, or the back of one,
/// falls on a page of `World.drawnPages`. The others are bound without their figures (`RowBinding`):
/// only their texts, which the sizes shared by the sheet's captions are decided from, are needed.
enum DrawnRows {
    /// The numbers of the rows of `rows` (each `copies` cells, from position `start` of pages of `perPage`,
    /// each page followed by its back when there are `backs`) on no drawn page; none when every page is
    /// drawn or the sheet's first page is not known.
    static func undrawn(_ rows: [DataTable.Row], copies: Int, start: Int, perPage: Int, backs: Bool, world: World) -> Set<Int> {
        guard let drawn = world.drawnPages, let first = world.nextPage else { return [] }
        let pagesPerSheet = backs ? 2 : 1
        var undrawn: Set<Int> = []
        for (k, row) in rows.enumerated() {
            let sheets = Set((k * copies..<(k + 1) * copies).map { (start + $0) / perPage })
            let pages = sheets.flatMap { sheet in (0..<pagesPerSheet).map { first + sheet * pagesPerSheet + $0 } }
            if !pages.contains(where: drawn.contains) { undrawn.insert(row.number) }
        }
        return undrawn
    }
}
