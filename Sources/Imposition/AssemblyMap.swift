import Geometry
import Scene
import SpecReader

/// The sheet printed before a page's tiles: the page in miniature with the grid of sheets and their
/// names over it, the finished size, the number of sheets and how to put them together.
struct AssemblyMap {
    let grid: TileGrid
    let request: TileRequest
    let view: TileView
    /// The page's trimmed area, in page points.
    let trim: Rect
    let title: String
    /// "page 2 of 3" in a document of several pages, else nil.
    let pageNote: String?

    static let ink = Color(red: 0.13, green: 0.13, blue: 0.13)

    /// The map's sheet: the tiles' paper, turned the way the poster is.
    var size: Size {
        let s = grid.sheet
        return (s.width > s.height) == (grid.poster.width > grid.poster.height) ? s : s.transposed
    }

    var page: Page {
        let area = Rect(origin: .zero, size: size).inset(by: grid.margin + 12)
        let titleSize = min(16, area.height / 20), lineSize = min(10, area.height / 32)
        var items: [Item] = []
        var y = area.minY
        let heading = title + (pageNote.map { " (\($0))" } ?? "") + ": assembly map"
        items.append(line(heading, size: titleSize, at: &y, in: area, lines: 2))
        items.append(line(summary, size: lineSize, at: &y, in: area))
        items.append(line(settings, size: lineSize, at: &y, in: area))
        items.append(line(instructions, size: lineSize, at: &y, in: area, lines: 3))
        y += lineSize
        let space = Rect(x: area.minX, y: y, width: area.width, height: area.maxY - y)
        guard space.height > 0 else { return Page(size: size, background: .white, items: items) }
        let k = min(space.width / grid.poster.width, space.height / grid.poster.height)
        let poster = Rect(
            origin: Point(space.minX + (space.width - grid.poster.width * k) / 2, space.minY), size: Size(grid.poster.width * k, grid.poster.height * k))
        let transform = Affine.translate(-trim.minX, -trim.minY).then(.scale(grid.scale * k)).then(.translate(poster.minX, poster.minY))
        items.append(view.item(transform, within: poster))
        items += sheetGrid(on: poster, k: k)
        return Page(size: size, background: .white, items: items)
    }

    /// "Finished size 841 x 1189 mm (A0) at 100%: 21 sheets of A4 landscape, 3 columns x 7 rows"; a
    /// poster fitted to a size says so: "Finished size 594 x 840.1 mm, fitted to A1 (141.4%): ...".
    var summary: String {
        let named = PaperSize.name(of: grid.poster).map { " (\($0))" } ?? ""
        let paper = request.paperName ?? TileGrid.millimetres(grid.sheet)
        let turn = grid.sheet.width > grid.sheet.height ? "landscape" : "portrait"
        let scale = TileScale.factor(grid.scale).description
        let size = if case .fit = request.scale { ", \(request.scale.description) (\(scale))" } else { " at \(scale)" }
        return "Finished size \(TileGrid.millimetres(grid.poster))\(named)\(size): "
            + "\(grid.count) sheets of \(paper) \(turn), \(grid.columns) \(grid.columns == 1 ? "column" : "columns") x \(grid.rows) \(grid.rows == 1 ? "row" : "rows")"
    }

    var settings: String {
        "Overlap \(PaperSize.millimetres(grid.overlap)) mm, unprinted margin \(PaperSize.millimetres(grid.margin)) mm"
    }

    var instructions: String {
        let first = TileLabel.name(row: 0, column: 0)
        if request.marks {
            return
                "Start with \(first), top left. Cut each sheet after it along its dashed lines and lay it over the grey strips of the sheets to its left and above, its cut edges on their lines and its corners on their marks; glue it there. Work along each row, then down."
        }
        let join = grid.overlap > 0 ? "neighbours print the same \(PaperSize.millimetres(grid.overlap)) mm where they join" : "neighbours meet edge to edge"
        return
            "Start with \(first), top left. Trim the margin of each sheet after it on its left and top sides and lay it over the sheets to its left and above so that the picture lines up: \(join)."
    }

    private func line(_ string: String, size: Double, at y: inout Double, in area: Rect, lines: Int = 1) -> Item {
        let height = size * 1.5 * Double(lines)
        let box = Rect(x: area.minX, y: y, width: area.width, height: height)
        y += height
        return .text(
            Scene.Text(
                string, font: Font(family: TileLabel.font, size: size), color: Self.ink, box: box, alignment: .left, maxLines: lines, minimumSize: min(size, 4))
        )
    }

    /// The seams between sheets and each sheet's name in the part of the poster it shows, over the miniature.
    private func sheetGrid(on poster: Rect, k: Double) -> [Item] {
        let half = grid.overlap / 2
        let xs = [0] + (1..<grid.columns).map { Double($0) * grid.step.width + half } + [grid.poster.width]
        let ys = [0] + (1..<grid.rows).map { Double($0) * grid.step.height + half } + [grid.poster.height]
        var lines = PathBuilder()
        lines.rect(poster)
        for x in xs.dropFirst().dropLast() {
            lines.move(to: Point(poster.minX + x * k, poster.minY))
            lines.line(to: Point(poster.minX + x * k, poster.maxY))
        }
        for y in ys.dropFirst().dropLast() {
            lines.move(to: Point(poster.minX, poster.minY + y * k))
            lines.line(to: Point(poster.maxX, poster.minY + y * k))
        }
        var items: [Item] = []
        if let path = lines.finish() {
            items.append(.shape(Shape(path: path, stroke: Stroke(paint: .solid(.white), width: 2))))
            items.append(.shape(Shape(path: path, stroke: Stroke(paint: .solid(Self.ink), width: 0.75))))
        }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = Rect(
                    x: poster.minX + xs[column] * k, y: poster.minY + ys[row] * k, width: (xs[column + 1] - xs[column]) * k, height: (ys[row + 1] - ys[row]) * k
                )
                // The name whole, as wide as its characters (about 0.65 em each): a sheet that prints only a
                // sliver of the poster still gets a name that can be read.
                let name = TileLabel.name(row: row, column: column)
                let ems = 0.65 * Double(name.count) + 0.5
                let size = max(min(cell.height * 0.3, cell.width * 0.9 / ems, 24), 6)
                let tag = Rect(center: cell.center, size: Size(size * ems, size * 1.4))
                if let back = Path.rectangle(tag) { items.append(.shape(Shape(path: back, fill: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.7))))) }
                items.append(.text(Scene.Text(name, font: Font(family: TileLabel.font, size: size), color: Self.ink, box: tag, minimumSize: min(size, 2))))
            }
        }
        return items
    }
}
