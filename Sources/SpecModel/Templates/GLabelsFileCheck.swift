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

    /// The first label among `frames` that lies on a label of `other`, and which one. Two labels overlap
    /// when they share more than a hair both across and down; the columns of `other` a frame shares its
    /// width with are a run, and so are the rows it shares its height with, so the first label it lies on
    /// is the first column of one run in the first row of the other, each found from the pitch in a step
    /// or two. Searching every column and row a frame touched took 45 s for a 228 KB file of layouts of
    /// labels wider than their pitch, and a label a quintillion pitches away crashed poster.
    private static func overlap(_ frames: [Rect], _ other: SheetTemplate.Layout, _ size: Size) -> (Int, Int)? {
        for (n, frame) in frames.enumerated() {
            if let column = firstShared(frame.minX, frame.maxX, count: other.columns, origin: other.origin.x, pitch: other.pitch.width, side: size.width),
                let row = firstShared(frame.minY, frame.maxY, count: other.rows, origin: other.origin.y, pitch: other.pitch.height, side: size.height)
            {
                return (n, row * other.columns + column)
            }
        }
        return nil
    }

    /// The first of `count` stretches of length `side`, the k-th from `origin + k * pitch`, that shares more
    /// than a hair with `low...high`; nil when none does. Those that share are a run: before it they end
    /// too soon, after it they start too late. A pitch of a hair or less puts them all at `origin`.
    private static func firstShared(_ low: Double, _ high: Double, count: Int, origin: Double, pitch: Double, side: Double) -> Int? {
        let epsilon = 1e-6
        func start(_ k: Int) -> Double { origin + Double(k) * pitch }
        func shares(_ k: Int) -> Bool { min(high, start(k) + side) - max(low, start(k)) > epsilon }
        guard pitch > epsilon else { return shares(0) ? 0 : nil }
        // A step before where the pitch puts the run's first (for rounding), kept within the stretches
        // before it is made a whole number.
        let estimate = ((low + epsilon - side - origin) / pitch).rounded(.down) - 1
        var k = estimate > 0 ? Int(min(estimate, Double(count))) : 0
        while k < count, start(k) < high {
            if shares(k) { return k }
            k += 1
        }
        return nil
    }
}
