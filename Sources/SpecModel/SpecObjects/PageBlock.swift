import Scene
import SpecReader

/// One page of the spec: a title, subtitle and footer, a grid of cells filling the space between
/// them, further grids placed where wanted, and freely placed items. A block with a `sheet` becomes
/// as many pages as its data needs when it is composed (`Pagination`).
package struct PageBlock: Hashable, Sendable {
    package var title: TextSpec?
    package var subtitle: TextSpec?
    package var footer: TextSpec?
    package var background: Color?
    package var grid: Grid
    package var cells: [Cell]
    package var grids: [PlacedGrid]
    package var items: [PlacedItem]
    /// The cells of a sheet of data, placed in the sheet's grid below the titles, page after page.
    package var sheet: SheetCells?
    /// The language of its texts that say none (BCP 47); nil: the spec's.
    package var lang: String? = nil
    /// Its entry in a PDF's outline: the titles of the entries it is under, then its own; nil: its title.
    package var outline: [String]? = nil

    package static var title: Field<TextSpec?> { .optional("title", TextSpec.decoder, "set large at the top") }
    package static var subtitle: Field<TextSpec?> { .optional("subtitle", TextSpec.decoder, "set below the title") }
    package static var footer: Field<TextSpec?> {
        .optional("footer", TextSpec.decoder, "set at the bottom; {page} and {pages} become numbers (default: the spec's footer)")
    }
    package static var background: Field<Color?> { .optional("background", PageSetup.backgroundDecoder, "this page's background (default: the page setup's)") }
    package static var cells: Field<[Cell]?> {
        .optional("cells", Decoders.array(Cell.object.decoder, of: "cell"), "cells of the main grid, which fills the space below the titles")
    }
    package static var grids: Field<[PlacedGrid]?> {
        .optional("grids", Decoders.array(PlacedGrid.object.decoder, of: "grid"), "further grids, each placed with \"at\" and \"size\"")
    }
    package static var items: Field<[PlacedItem]?> {
        .optional("items", Decoders.array(PlacedItem.object.decoder, of: "item"), "figures and texts placed with \"at\" and \"size\"")
    }
    package static var sweep: Field<[Cell]?> {
        .optional("sweep", Sweep.object.decoder, "cells whose parameters change from cell to cell along a timing curve, after \"cells\"")
    }
    package static var lang: Field<String?> {
        .optional("lang", LanguageTag.decoder, "the language of this page's texts that say none, a BCP 47 tag (default: the spec's)")
    }
    package static var outline: Field<[String]?> {
        .optional(
            "outline",
            Decoders.union(
                "a title, or an array of titles from the top entry down",
                [
                    ({ @Sendable in $0.isString }, Decoders.string.map { [$0] }),
                    ({ @Sendable _ in true }, Decoders.array(Decoders.string, of: "title", count: 1...8)),
                ]),
            "its entry in the PDF's outline (bookmarks), or the entries it is nested under then its own, such as [\"Fractals\", \"Carpets\"] (default: its title, else \"Page N\")"
        )
    }
    package static var sheet: Field<SheetCells?> {
        .optional("sheet", Sheet.object.decoder, "rows of data flowed into a grid of cells over as many pages as needed")
    }

    package static let object: ObjectDecoder<PageBlock> = ObjectDecoder(
        "PageBlock", "one page: titles, a grid of cells, placed grids and items; or a sheet of data over several pages",
        title, subtitle, footer, background, PlacedGrid.grid, cells, sweep, grids, items, sheet, lang, outline,
        constraints: [JSONValue.Member("not", .object(["required": .array([.string("sheet"), .string("cells")])]))]
    ) { v, title, subtitle, footer, background, grid, cells, sweep, grids, items, sheet, lang, outline in
        let all = (cells ?? []) + (sweep ?? [])
        grid.checkPlacement(of: all, v.diagnostics)
        if v.has(PlacedGrid.grid), cells == nil, sweep == nil {
            v.error("a grid without \"cells\" draws nothing", at: PlacedGrid.grid)
        }
        if sheet != nil, cells != nil {
            v.error("a sheet page takes its cells from the data: leave \"cells\" out (or use \"grids\" or \"items\")", at: Self.cells)
            return nil
        }
        return PageBlock(
            title: title, subtitle: subtitle, footer: footer, background: background, grid: grid, cells: all, grids: grids ?? [], items: items ?? [],
            sheet: sheet, lang: lang, outline: outline)
    }
}
