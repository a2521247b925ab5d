import Scene

/// One page of the spec: a title, subtitle and footer, a grid of cells filling the space between
/// them, further grids placed where wanted, and freely placed items.
struct PageBlock: Hashable, Sendable {
    var title: TextSpec?
    var subtitle: TextSpec?
    var footer: TextSpec?
    var background: Color?
    var grid: Grid
    var cells: [Cell]
    var grids: [PlacedGrid]
    var items: [PlacedItem]

    static var title: Field<TextSpec> { .optional("title", TextSpec.decoder, "set large at the top") }
    static var subtitle: Field<TextSpec> { .optional("subtitle", TextSpec.decoder, "set below the title") }
    static var footer: Field<TextSpec> { .optional("footer", TextSpec.decoder, "set at the bottom; {page} and {pages} become numbers (default: the spec's footer)") }
    static var background: Field<Color> { .optional("background", PageSetup.backgroundDecoder, "this page's background (default: the page setup's)") }
    static var cells: Field<[Cell]> { .optional("cells", Decoders.array(Cell.object.decoder, of: "cell"), "cells of the main grid, which fills the space below the titles") }
    static var grids: Field<[PlacedGrid]> { .optional("grids", Decoders.array(PlacedGrid.object.decoder, of: "grid"), "further grids, each placed with \"at\" and \"size\"") }
    static var items: Field<[PlacedItem]> { .optional("items", Decoders.array(PlacedItem.object.decoder, of: "item"), "figures and texts placed with \"at\" and \"size\"") }

    static var object: ObjectDecoder<PageBlock> {
        ObjectDecoder(
            "PageBlock", "one page: titles, a grid of cells, placed grids and items",
            fields: [title.info, subtitle.info, footer.info, background.info, PlacedGrid.grid.info, cells.info, grids.info, items.info]
        ) { v in
            let grid = v[PlacedGrid.grid]!
            let cells = v[cells] ?? []
            grid.checkPlacement(of: cells, v.diagnostics)
            if v.has(PlacedGrid.grid), !v.has(Self.cells) {
                v.error("a grid without \"cells\" draws nothing", at: PlacedGrid.grid)
            }
            return PageBlock(
                title: v[title], subtitle: v[subtitle], footer: v[footer], background: v[background], grid: grid, cells: cells,
                grids: v[grids] ?? [], items: v[items] ?? [])
        }
    }
}
