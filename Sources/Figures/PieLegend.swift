import Geometry
import Scene

/// A pie's legend: a colour swatch and a label per slice, one entry a line, centred in its area.
enum PieLegend {
    static func items(_ entries: [(text: String, color: Color)], in area: Rect, style: FigureStyle) -> [Item] {
        guard !entries.isEmpty else { return [] }
        let line = min(area.height / Double(entries.count), area.minSide * 0.12)
        let size = line / 1.5
        let top = area.center.y - line * Double(entries.count) / 2
        let left = area.minX + size * 0.5
        var items: [Item] = []
        for (i, entry) in entries.enumerated() {
            let y = top + Double(i) * line
            var swatch = PathBuilder()
            swatch.rect(Rect(x: left, y: y + (line - size) / 2, width: size, height: size))
            items += FigureStyle(fill: .solid(entry.color)).shape(swatch.finish())
            let box = Rect(x: left + size * 1.5, y: y, width: max(0, area.maxX - left - size * 1.5), height: line)
            items.append(
                .text(
                    Text(
                        entry.text, font: Font(family: style.font, size: size), color: style.ink, box: box, alignment: .leading,
                        fitGroup: "pie legend at \(area.minX), \(area.minY)")))
        }
        return items
    }
}
