import Geometry
import Scene

/// Sets a pie's labels outside the circle, in a column on each side, each joined to its slice by a
/// leader line. Labels are moved apart vertically so that their boxes never overlap; when a side
/// holds more than its height allows, the type shrinks until they fit.
enum PieLabels {
    /// The width a label is given, in ems: generous for DejaVu Sans; the typesetter shrinks the labels of
    /// a chart together when one is wider than its box.
    static let emsPerCharacter = 0.62

    struct Placed {
        var text: String
        var anchor: Point
        var elbow: Point
        var box: Rect
        var right: Bool
    }

    static func place(_ texts: [String], wedges: [Pie.Wedge], center: Point, radius: Double, explode: [Double], in area: Rect, style: FigureStyle) -> [Item] {
        let placed = layout(texts, wedges: wedges, center: center, radius: radius, explode: explode, in: area)
        guard let first = placed.first else { return [] }
        let size = first.box.height / 1.3
        var leaders = PathBuilder()
        var items: [Item] = []
        for label in placed {
            let end = Point(label.right ? label.box.minX - size * 0.2 : label.box.maxX + size * 0.2, label.box.center.y)
            leaders.move(to: label.anchor)
            leaders.line(to: label.elbow)
            leaders.line(to: end)
            items.append(
                .text(
                    Text(
                        label.text, font: Font(family: style.font, size: size), color: style.ink, box: label.box, alignment: label.right ? .leading : .trailing,
                        fitGroup: "pie labels at \(center.x), \(center.y)")))
        }
        if let path = leaders.finish() {
            items.insert(.shape(Shape(path: path, stroke: Stroke(paint: .solid(style.ink), width: max(0.25, size / 14), cap: .round, join: .round))), at: 0)
        }
        return items
    }

    /// The label boxes, pairwise disjoint, each inside `area`'s height.
    static func layout(_ texts: [String], wedges: [Pie.Wedge], center: Point, radius: Double, explode: [Double], in area: Rect) -> [Placed] {
        var size = max(3, radius * 0.14)
        var placed: [Placed] = []
        for (i, wedge) in wedges.enumerated() where i < texts.count {
            let middle = wedge.middle
            let origin = center.moved(by: explode[i] * radius, toward: middle)
            let right = middle.cos >= 0
            placed.append(
                Placed(
                    text: texts[i], anchor: origin.moved(by: radius, toward: middle), elbow: origin.moved(by: radius * 1.12, toward: middle),
                    box: .zero, right: right))
        }
        for side in [true, false] {
            let count = placed.filter { $0.right == side }.count
            if count > 0 { size = min(size, area.height / (Double(count) * 1.3 * 1.15)) }
        }
        let height = size * 1.3
        let column = radius * 1.25
        for i in placed.indices {
            let x = placed[i].right ? center.x + column : area.minX
            let width = placed[i].right ? area.maxX - x : center.x - column - area.minX
            let wanted = Double(placed[i].text.count) * emsPerCharacter * size
            let boxWidth = max(0, min(width, wanted))
            let boxX = placed[i].right ? x : center.x - column - boxWidth
            placed[i].box = Rect(x: boxX, y: placed[i].elbow.y - height / 2, width: boxWidth, height: height)
        }
        for side in [true, false] {
            let indices = placed.indices.filter { placed[$0].right == side }.sorted { placed[$0].box.minY < placed[$1].box.minY }
            separate(indices, &placed, gap: height * 0.15, area: area)
        }
        return placed
    }

    /// Pushes boxes down until none overlaps the one above, then up from the bottom edge, keeping all inside.
    private static func separate(_ order: [Int], _ placed: inout [Placed], gap: Double, area: Rect) {
        var floor = area.minY
        for i in order {
            placed[i].box.origin.y = max(placed[i].box.minY, floor)
            floor = placed[i].box.maxY + gap
        }
        var ceiling = area.maxY
        for i in order.reversed() {
            placed[i].box.origin.y = min(placed[i].box.minY, ceiling - placed[i].box.height)
            ceiling = placed[i].box.minY - gap
        }
    }
}
