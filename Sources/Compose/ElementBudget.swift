import Figures
import SpecModel
import SpecReader

/// Refuses a spec whose figures would draw more elements than allowed, from their estimates, before
/// any figure is built.
public enum ElementBudget {
    /// Every figure cell of the spec's pages with where it is written: each page's cells (its own, its
    /// grids', its items', its sheet's), then the cells their items draw; a page's cells gathered at a
    /// time, not the document's (a sheet of thousands of rows was copied whole, then copied again).
    package static func figures(of pages: [PagePlan]) -> [(figure: FigureSpec, source: SpecLocation)] {
        var figures: [(figure: FigureSpec, source: SpecLocation)] = []
        func add(_ cell: Cell, in parent: Cell? = nil) {
            guard case .figure(let f) = cell.content else { return }
            // An item's figure is in its cell's data row: a sheet's rows share the items their values leave alone.
            var source = cell.source
            if let parent { source.row = parent.source.row }
            figures.append((f, source))
        }
        // Items are read in place, by index: a badge's items copied for each look were most of the time.
        func addItems(of cell: Cell) {
            for k in cell.items.indices {
                if cell.items[k].grid == nil { add(cell.items[k].cell, in: cell) } else { for drawn in cell.items[k].cells { add(drawn, in: cell) } }
            }
        }
        for plan in pages {
            let page = plan.block
            let own = [page.cells, page.grids.flatMap(\.cells), page.items.map(\.cell)]
            let sheet = plan.sheet?.cells ?? []
            for cells in own { for cell in cells { add(cell) } }
            for k in sheet.indices { add(sheet[k].cell) }
            for cells in own { for cell in cells { addItems(of: cell) } }
            for k in sheet.indices { addItems(of: sheet[k].cell) }
        }
        return figures
    }

    /// Whether a figure's depth is chosen at layout ("auto"): its elements are known only then.
    static func hasAutomaticDepth(_ figures: [(figure: FigureSpec, source: SpecLocation)]) -> Bool {
        figures.contains { $0.figure.figure is any DepthChoosing }
    }

    /// The estimated total, a figure whose depth is "auto" counted at its shallowest (the `ElementTally`
    /// of its layout counts the depth chosen); records an error at the largest figure when it is over `limit`.
    @discardableResult
    static func check(_ figures: [(figure: FigureSpec, source: SpecLocation)], limit: Int, _ d: SpecContext) -> Int {
        check(figures.map { ($0.figure.figure.estimatedElements, $0.source) }, limit: limit, d)
    }

    /// The total a layout counted; records an error at the largest figure when it is over `limit`.
    @discardableResult
    static func check(_ tally: ElementTally, limit: Int, _ d: SpecContext) -> Int {
        check(tally.figures, limit: limit, d)
    }

    private static func check(_ all: [(elements: Int, source: SpecLocation)], limit: Int, _ d: SpecContext) -> Int {
        let total = all.reduce(0) { $0 &+ $1.elements }
        if total > limit, let largest = all.max(by: { $0.elements < $1.elements }) {
            d.error(
                "the spec would draw about \(SpecNode.grouped(total)) elements, over the budget of \(SpecNode.grouped(limit)) (raise it with --max-elements); this figure alone draws \(SpecNode.grouped(largest.elements))",
                at: largest.source.position, largest.source.path)
        }
        return total
    }
}
