import Geometry
import Imposition

extension GLabelsTemplates {
    /// What makes a template of a user's own file unusable though it reads: a hole as wide as its disc,
    /// a markup margin that leaves no room, labels on top of each other or past the paper's edge; each
    /// reported at the element (`label`, `margin`, the layout of `layouts`) that says it.
    static func check(_ template: SheetTemplate, label: Element, margin: Element?, layouts: [Element], _ report: Report) {
        let mm = { (points: Double) in PaperSize.millimetres(points) }
        let size = template.labelSize
        if case .disc(let radius, let hole) = template.shape, hole >= radius {
            report(label, "hole", "the hole (\(mm(2 * hole)) mm across) is as wide as the disc (\(mm(2 * radius)) mm across)")
        }
        if let margin, 2 * template.markup >= min(size.width, size.height) {
            report(margin, "size", "the markup margin (\(mm(template.markup)) mm) leaves no room inside a \(mm(size.width)) x \(mm(size.height)) mm label")
        }
        let epsilon = 1e-6
        let paper = Rect(origin: .zero, size: template.paper).inset(by: -0.01)
        for (k, (element, layout)) in zip(layouts, template.layouts).enumerated() {
            if layout.columns > 1, layout.pitch.width < size.width - epsilon {
                report(element, "dx", "labels overlap: dx (\(mm(layout.pitch.width)) mm) is less than a label's width (\(mm(size.width)) mm)")
            }
            if layout.rows > 1, layout.pitch.height < size.height - epsilon {
                report(element, "dy", "labels overlap: dy (\(mm(layout.pitch.height)) mm) is less than a label's height (\(mm(size.height)) mm)")
            }
            let frames = layout.frames(of: size, onPage: Rect(origin: .zero, size: template.paper))
            if let (n, frame) = frames.enumerated().first(where: { !paper.contains($0.1.origin) || !paper.contains(Point($0.1.maxX, $0.1.maxY)) }) {
                report(
                    element, nil,
                    "label \(n + 1) of this layout (at \(mm(frame.minX)), \(mm(frame.minY)) mm) reaches past the edge of the \(template.paperName) paper (\(mm(template.paper.width)) x \(mm(template.paper.height)) mm)"
                )
            }
            for (j, earlier) in template.layouts.prefix(k).enumerated() {
                if let (n, m) = overlap(frames, earlier, size) {
                    report(element, nil, "labels overlap: label \(n + 1) of this layout lies on label \(m + 1) of layout \(j + 1)")
                    break
                }
            }
        }
    }

    /// The first label among `frames` that lies on a label of `other`, and which one: the columns and
    /// rows of `other` a frame could touch are worked out from its pitch, not searched.
    private static func overlap(_ frames: [Rect], _ other: SheetTemplate.Layout, _ size: Size) -> (Int, Int)? {
        let epsilon = 1e-6
        func candidates(_ low: Double, _ high: Double, origin: Double, pitch: Double, count: Int, side: Double) -> ClosedRange<Int>? {
            guard pitch > epsilon else { return 0...0 }
            let first = max(0, Int(((low - side - origin) / pitch).rounded(.down)))
            let last = min(count - 1, Int(((high - origin) / pitch).rounded(.up)))
            return first <= last ? first...last : nil
        }
        for (n, frame) in frames.enumerated() {
            guard
                let columns = candidates(
                    frame.minX, frame.maxX, origin: other.origin.x, pitch: other.pitch.width, count: other.columns, side: size.width),
                let rows = candidates(frame.minY, frame.maxY, origin: other.origin.y, pitch: other.pitch.height, count: other.rows, side: size.height)
            else { continue }
            for row in rows {
                for column in columns {
                    let x = other.origin.x + Double(column) * other.pitch.width, y = other.origin.y + Double(row) * other.pitch.height
                    if min(frame.maxX, x + size.width) - max(frame.minX, x) > epsilon, min(frame.maxY, y + size.height) - max(frame.minY, y) > epsilon {
                        return (n, row * other.columns + column)
                    }
                }
            }
        }
        return nil
    }
}
