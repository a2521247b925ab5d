import Geometry
import Scene

/// A document whose pages are each cut into sheets to print on a smaller paper: for every page, its
/// assembly map, then its sheets in reading order (R1C1, R1C2, ..., R2C1, ...). Each sheet shows its part of
/// the page (`TileView`) with the marks and name that put the poster together (`TileMarks`).
public final class TiledDocument: PageSource {
    public let title: String
    public let pageCount: Int
    public var info: DocumentInfo { source.info }
    private let source: any PageSource
    /// The pages of `source` tiled, each with its grid.
    private let tiled: [(number: Int, grid: TileGrid)]
    private let request: TileRequest
    private let sharesPage: Bool
    private let pixel: Double?
    /// The page of `source` last laid out, so that its sheets do not lay it out again.
    private var held: (number: Int, page: Page, view: TileView)?

    /// Tiles pages `pages` (default: all) of `source`, whose trimmed areas are `trims` points (one per
    /// page of `source`). `sharesPage`: the page is one symbol painted on every sheet (PDF). `dpi`: for
    /// PNG, sheets show the page moved by whole pixels, so that they hold its very pixels.
    public init(_ source: any PageSource, trims: [Size], pages: [Int]? = nil, request: TileRequest, sharesPage: Bool, dpi: Double? = nil) throws(TileProblem) {
        var tiled: [(Int, TileGrid)] = []
        for number in pages ?? Array(1...max(1, source.pageCount)) {
            tiled.append((number, try TileGrid(trim: trims[number - 1], request: request)))
        }
        self.tiled = tiled
        self.source = source
        self.request = request
        self.sharesPage = sharesPage
        pixel = dpi.map { 72 / $0 }
        title = source.title
        pageCount = tiled.reduce(0) { $0 + 1 + $1.1.count }
    }

    public func page(_ number: Int) -> Page {
        let (k, entry) = locate(number)
        return sheet(k, of: entry.number, grid: entry.grid)
    }

    /// A sheet's file is named by the sheet: "map", "R1C1", ...; "2-map", "2-R1C1", ... in a document of
    /// several pages (the page's number first).
    public func fileLabel(ofPage number: Int) -> String? {
        let (k, entry) = locate(number)
        let sheet = k == 0 ? "map" : TileLabel.name(row: (k - 1) / entry.grid.columns, column: (k - 1) % entry.grid.columns)
        return source.pageCount > 1 ? "\(entry.number)-\(sheet)" : sheet
    }

    /// Which sheet of which tiled page output page `number` is: 0 for the page's map, then its tiles.
    private func locate(_ number: Int) -> (sheet: Int, entry: (number: Int, grid: TileGrid)) {
        var first = 1
        for entry in tiled {
            let sheets = 1 + entry.grid.count
            if number < first + sheets { return (number - first, entry) }
            first += sheets
        }
        preconditionFailure("page \(number) of a tiled document of \(pageCount)")
    }

    /// Sheet `k` of page `number`: 0 is its map, then its tiles in reading order.
    private func sheet(_ k: Int, of number: Int, grid: TileGrid) -> Page {
        let (page, view) = laidOut(number)
        let trim = page.trimBox ?? Rect(origin: .zero, size: page.size)
        let note = source.pageCount > 1 ? "page \(number)" : nil
        // In a PDF's outline, the page's entry holds its map's and its sheets'.
        let entry = page.outline ?? ["Page \(number)"]
        guard k > 0 else {
            var map = AssemblyMap(grid: grid, request: request, view: view, trim: trim, title: title, pageNote: note.map { "\($0) of \(source.pageCount)" })
                .page
            map.outline = entry + ["assembly map"]
            return map
        }
        let row = (k - 1) / grid.columns, column = (k - 1) % grid.columns
        let region = grid.region(row: row, column: column)
        var dx = grid.margin - region.minX - grid.scale * trim.minX, dy = grid.margin - region.minY - grid.scale * trim.minY
        var window = Rect(x: grid.margin, y: grid.margin, width: region.width, height: region.height)
        if let pixel {
            // Whole pixels: the page's own pixels, through a window cairo clips exactly (not through a mask).
            (dx, dy) = ((dx / pixel).rounded() * pixel, (dy / pixel).rounded() * pixel)
            let x0 = (window.minX / pixel).rounded(.up) * pixel, y0 = (window.minY / pixel).rounded(.up) * pixel
            let x1 = (window.maxX / pixel).rounded(.down) * pixel, y1 = (window.maxY / pixel).rounded(.down) * pixel
            window = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        var items = [view.item(Affine.scale(grid.scale).then(.translate(dx, dy)), within: window)]
        if request.marks {
            let marks = TileMarks(grid: grid, row: row, column: column)
            let name = TileLabel.name(row: row, column: column) + (note.map { " · \($0)" } ?? "")
            items += marks.items + TileLabel.items(marks, name: name)
        }
        var sheet = Page(size: grid.sheet, background: .white, items: items)
        sheet.outline = entry + [TileLabel.name(row: row, column: column)]
        return sheet
    }

    private func laidOut(_ number: Int) -> (Page, TileView) {
        if let held, held.number == number { return (held.page, held.view) }
        let page = source.page(number)
        let view = TileView(page: page, number: number, sharesPage: sharesPage)
        held = (number, page, view)
        return (page, view)
    }
}
