import Geometry
import Scene
import Typesetting

/// Every page of the gallery on landscape A4 sheets: each page scaled down into a cell of a grid, with
/// a label under it, and kept as vector drawing (the page's items in a group that scales, moves and
/// clips them).
enum ContactSheet {
    /// A page to show and its label.
    struct Tile: Sendable {
        var label: String
        var page: Page
    }

    static let fileName = "contact-sheet.pdf"
    static let sheetSize = Size(297 * 72 / 25.4, 210 * 72 / 25.4)
    static let columns = 4
    static let rows = 3
    static let margin = 28.0
    static let headerHeight = 24.0
    static let gap = 12.0
    static let labelHeight = 14.0
    static let font = "DejaVu Sans"
    private static let ink = Color(r255: 34, g255: 34, b255: 34)
    private static let muted = Color(r255: 89, g255: 99, b255: 110)
    private static let frame = Color(r255: 180, g255: 186, b255: 194)

    /// The tiles of each spec's pages, in order, labelled with the spec's path and, when it has several
    /// pages, the page's number.
    static func tiles(_ specs: [(path: String, pages: [Page])]) -> [Tile] {
        specs.flatMap { spec in
            spec.pages.enumerated().map { index, page in
                Tile(label: spec.pages.count == 1 ? spec.path : "\(spec.path) · page \(index + 1) of \(spec.pages.count)", page: page)
            }
        }
    }

    /// The sheets showing `tiles`, in order, `columns` × `rows` to a sheet, each headed with `title`.
    static func document(title: String, tiles: [Tile]) -> Document {
        let perSheet = columns * rows
        let count = max(1, (tiles.count + perSheet - 1) / perSheet)
        let content = Rect(
            x: margin, y: margin + headerHeight, width: sheetSize.width - 2 * margin, height: sheetSize.height - 2 * margin - headerHeight)
        let cellWidth = (content.width - gap * Double(columns - 1)) / Double(columns)
        let cellHeight = (content.height - gap * Double(rows - 1)) / Double(rows)
        let pages = (0..<count).map { sheet in
            var items: [Item] = [
                .text(
                    Text(
                        "\(title) · sheet \(sheet + 1) of \(count)", font: Font(family: font, size: 9), color: ink,
                        box: Rect(x: margin, y: margin, width: content.width, height: headerHeight - 8), alignment: .leading))
            ]
            let first = sheet * perSheet
            for (slot, tile) in tiles[first..<min(tiles.count, first + perSheet)].enumerated() {
                let cell = Rect(
                    x: content.minX + Double(slot % columns) * (cellWidth + gap), y: content.minY + Double(slot / columns) * (cellHeight + gap),
                    width: cellWidth, height: cellHeight)
                items += self.items(for: tile, in: cell)
            }
            var page = Page(size: sheetSize, background: .white, items: Typesetter.fitted(items) { _, _ in })
            // No outline: a sheet drawn in parts on several cores is joined by qpdf, which keeps none, and
            // one drawn whole must be the same file.
            page.outline = []
            return page
        }
        return Document(title: title, pages: pages)
    }

    /// The tile's page fitted into the cell above its label, on its background, framed.
    private static func items(for tile: Tile, in cell: Rect) -> [Item] {
        let page = tile.page
        let area = Rect(x: cell.minX, y: cell.minY, width: cell.width, height: cell.height - labelHeight)
        let scale = min(area.width / page.size.width, area.height / page.size.height)
        let placed = Rect(
            x: area.minX + (area.width - page.size.width * scale) / 2, y: area.minY + (area.height - page.size.height * scale) / 2,
            width: page.size.width * scale, height: page.size.height * scale)
        let pageRect = Rect(origin: .zero, size: page.size)
        let background = Item.shape(Shape(path: rectangle(pageRect), fill: .solid(page.background ?? .white)))
        return [
            .group(
                Group(
                    transform: Affine.scale(scale).then(.translate(placed.minX, placed.minY)), clip: rectangle(pageRect),
                    items: [background] + page.items)),
            .shape(Shape(path: rectangle(placed), stroke: Stroke(paint: .solid(frame), width: 0.5))),
            .text(
                Text(
                    tile.label, font: Font(family: font, size: 7), color: muted,
                    box: Rect(x: cell.minX, y: area.maxY + 2, width: cell.width, height: labelHeight - 2))),
        ]
    }

    private static func rectangle(_ rect: Rect) -> Path {
        Path.rectangle(rect)!
    }
}
