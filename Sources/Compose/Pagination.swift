import SpecModel
import SpecReader

/// A page of the document as composition makes it: its block of the spec and, for a sheet, the cells
/// of this page.
package struct PagePlan: Hashable, Sendable {
    var block: PageBlock
    var sheet: SheetPage?
    /// The block's index among the spec's: a sheet's pages share it.
    var run: Int
}

/// Flows a spec's blocks onto pages: a block is a page, a sheet's block as many as its cells fill.
package enum Pagination {
    package static func pages(of spec: Spec) -> [PagePlan] {
        spec.blocks.enumerated().flatMap { run, block -> [PagePlan] in
            guard let sheet = block.sheet else { return [PagePlan(block: block, sheet: nil, run: run)] }
            return sheetPages(sheet).map { PagePlan(block: block, sheet: $0, run: run) }
        }
    }

    /// Fronts (and backs) in positions from `start`, a page every `perPage` positions, each front page
    /// followed by its back when there are backs.
    static func sheetPages(_ sheet: SheetCells) -> [SheetPage] {
        var pages: [SheetPage] = []
        var front: [PositionedCell] = [], back: [PositionedCell] = []
        func flush() {
            pages.append(SheetPage(cells: front, layout: sheet.layout, mirrored: false))
            if sheet.backs != nil { pages.append(SheetPage(cells: back, layout: sheet.layout, mirrored: true)) }
            front = []
            back = []
        }
        for (i, cell) in sheet.fronts.enumerated() {
            let position = (sheet.start + i) % sheet.perPage
            if position == 0, !front.isEmpty { flush() }
            front.append(PositionedCell(position: position, cell: cell))
            if let backs = sheet.backs { back.append(PositionedCell(position: position, cell: backs[i])) }
        }
        flush()
        return pages
    }
}
