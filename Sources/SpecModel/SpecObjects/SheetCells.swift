/// What a sheet decodes to: every cell its rows made, fronts and backs, and how its pages hold them.
/// Composition flows them onto pages (`Pagination`).
package struct SheetCells: Hashable, Sendable {
    package var layout: SheetPage.Layout
    package var fronts: [Cell]
    /// The back of each front, when the sheet prints duplex.
    package var backs: [Cell]?
    /// Positions skipped on the first page.
    package var start: Int
    /// The positions of a page.
    package var perPage: Int

    /// The pages the cells fill, backs included.
    package var pageCount: Int {
        let fronts = (start + self.fronts.count + perPage - 1) / perPage
        return backs == nil ? fronts : 2 * fronts
    }
}
