import Figures
import Geometry
import Scene

/// Turns a checked spec into the scene: pages, titles, grids, captions and figures, in page points.
enum Composer {
    static func document(_ spec: Spec) -> Document {
        Document(title: spec.title, pages: spec.pages.map { page($0, spec) })
    }

    static func page(_ block: GridPage, _ spec: Spec) -> Page {
        let setup = spec.page
        var content = Rect(origin: .zero, size: setup.size).inset(by: setup.margin)
        var items: [Item] = []
        if let title = block.title {
            let size = min(max(content.minSide * 0.04, 10), 72)
            let band = Rect(x: content.minX, y: content.minY, width: content.width, height: size * 2)
            items.append(.text(Text(title, font: Font(family: spec.theme.font, size: size, weight: .bold), color: spec.theme.ink, box: band)))
            content = content.inset(top: band.height, left: 0, bottom: 0, right: 0)
        }
        let frames = block.grid.cells(block.cells.count, in: content)
        for (index, (cell, frame)) in zip(block.cells, frames).enumerated() {
            items += self.cell(cell, in: frame, index: index, theme: spec.theme)
        }
        return Page(size: setup.size, background: setup.background, items: items)
    }

    /// A cell's figure above its caption.
    static func cell(_ cell: Cell, in frame: Rect, index: Int, theme: Theme) -> [Item] {
        var figureFrame = frame
        var items: [Item] = []
        if let caption = cell.caption {
            let band = min(max(frame.height * 0.12, 6), 48)
            let box = Rect(x: frame.minX, y: frame.maxY - band, width: frame.width, height: band)
            items.append(.text(Text(caption, font: Font(family: theme.font, size: band * 0.6), color: theme.ink, box: box)))
            figureFrame = frame.inset(top: 0, left: 0, bottom: band, right: 0)
        }
        let square = figureFrame.centeredSquare
        let fill = cell.fill.map { $0.paint(in: square) } ?? .solid(theme.palette[index % theme.palette.count])
        let stroke = cell.stroke.map { Stroke(paint: .solid($0), width: cell.lineWidth, join: .round) }
        let style = FigureStyle(fill: fill, stroke: stroke, palette: theme.palette, ink: theme.ink, font: theme.font)
        return cell.figure.figure.items(in: figureFrame, style: style) + items
    }
}
