/// What a sheet decodes to: every cell its rows made, fronts and backs, and how its pages hold them.
/// Composition flows them onto pages (`Pagination`).
struct SheetCells: Hashable, Sendable {
    var layout: SheetPage.Layout
    var fronts: [Cell]
    /// The back of each front, when the sheet prints duplex.
    var backs: [Cell]?
    /// Positions skipped on the first page.
    var start: Int
    /// The positions of a page.
    var perPage: Int

    /// The pages the cells fill, backs included.
    var pageCount: Int {
        let fronts = (start + self.fronts.count + perPage - 1) / perPage
        return backs == nil ? fronts : 2 * fronts
    }
}
