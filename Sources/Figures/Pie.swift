import Geometry
import Scene

/// A pie or donut chart: slices proportional to their values, from `startAngle` (twelve o'clock by
/// default) going clockwise as a person sees it, with labels set outside on leader lines so that no
/// two overlap, and an optional legend. With no slices it is the original `Pie` shape: one wedge from
/// `startAngle` to `endAngle` (the countdown indicator).
public struct Pie: Figure, Hashable {
    public struct Slice: Hashable, Sendable {
        public var value: Double
        public var label: String?
        public var color: Color?
        /// How far this slice moves out from the centre, as a fraction of the radius (nil: the chart's).
        public var explode: Double?

        public init(value: Double, label: String? = nil, color: Color? = nil, explode: Double? = nil) {
            self.value = value
            self.label = label
            self.color = color
            self.explode = explode
        }
    }

    public enum Labels: String, Hashable, Sendable, CaseIterable {
        case none, percent, value, label
    }

    /// A slice's place: where it starts and how far it turns (positive: clockwise on screen).
    public struct Wedge: Hashable, Sendable {
        public var start: Angle
        public var sweep: Angle

        public init(start: Angle, sweep: Angle) {
            self.start = start
            self.sweep = sweep
        }

        public var middle: Angle { start + sweep * 0.5 }
    }

    public static let otherColor = Color(red: 0.62, green: 0.62, blue: 0.62)

    public var slices: [Slice]
    public var startAngle: Angle
    /// The end of the single wedge, when there are no slices.
    public var endAngle: Angle
    public var clockwise: Bool
    /// The hole's radius as a fraction of the radius (0: a pie, more: a donut).
    public var innerRadius: Double
    public var explode: Double
    public var labels: Labels
    public var legend: Bool
    /// Slices below this fraction of the total are grouped into one "Other" slice (nil: never).
    public var otherThreshold: Double?

    public init(
        slices: [Slice], startAngle: Angle, endAngle: Angle, clockwise: Bool, innerRadius: Double, explode: Double, labels: Labels, legend: Bool,
        otherThreshold: Double?
    ) {
        self.slices = slices
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.clockwise = clockwise
        self.innerRadius = innerRadius
        self.explode = explode
        self.labels = labels
        self.legend = legend
        self.otherThreshold = otherThreshold
    }

    /// The countdown wedge as the original card draws it: from twelve o'clock counter-clockwise (as seen)
    /// to the clock hand, covering the `remaining` fraction of the disc.
    public init(countdown remaining: Double, innerRadius: Double, explode: Double) {
        // The hand is where the time gone, turning clockwise from twelve o'clock, has reached. A full disc
        // ends where it starts after a whole turn; an empty one ends where it starts.
        let hand: Angle = remaining >= 1 ? .degrees(270) : .degrees(-90 + 360 * (1 - remaining))
        self.init(
            slices: [], startAngle: .degrees(-90), endAngle: remaining <= 0 ? .degrees(-90) : hand, clockwise: false, innerRadius: innerRadius,
            explode: explode, labels: .none, legend: false, otherThreshold: nil)
    }

    /// The slices drawn: the given ones, with the small ones grouped when a threshold is set.
    public var shownSlices: [Slice] {
        let total = slices.reduce(0) { $0 + $1.value }
        guard let threshold = otherThreshold, total > 0 else { return slices }
        let small = slices.filter { $0.value / total < threshold }
        guard small.count > 1 else { return slices }
        let other = Slice(value: small.reduce(0) { $0 + $1.value }, label: "Other", color: Self.otherColor)
        return slices.filter { $0.value / total >= threshold } + [other]
    }

    /// Each shown slice's wedge; the sweeps add up to a full turn. The single-wedge form gives one.
    public var wedges: [Wedge] {
        let direction = clockwise ? 1.0 : -1.0
        guard !slices.isEmpty else {
            var turn = (endAngle - startAngle).degrees * direction
            turn = turn.truncatingRemainder(dividingBy: 360)
            if turn < 0 { turn += 360 }
            if turn == 0, endAngle != startAngle { turn = 360 }
            return [Wedge(start: startAngle, sweep: .degrees(turn * direction))]
        }
        let shown = shownSlices
        let total = shown.reduce(0) { $0 + $1.value }
        guard total > 0 else { return [] }
        var start = startAngle
        return shown.map { slice in
            let wedge = Wedge(start: start, sweep: .degrees(360 * slice.value / total * direction))
            start = start + wedge.sweep
            return wedge
        }
    }

    /// The outline of a wedge: from the centre (or the inner arc) out along the start, around, and back.
    public static func wedgePath(_ wedge: Wedge, center: Point, radius: Double, inner: Double) -> Path? {
        var builder = PathBuilder()
        if inner > 0 {
            builder.arc(center: center, radius: radius, start: wedge.start, sweep: wedge.sweep)
            builder.arc(center: center, radius: inner, start: wedge.start + wedge.sweep, sweep: -wedge.sweep)
        } else {
            builder.move(to: center)
            builder.arc(center: center, radius: radius, start: wedge.start, sweep: wedge.sweep)
        }
        builder.close()
        return builder.finish()
    }

    /// A chart without labels or legend is its disc alone.
    public func shapeBox(in frame: Rect) -> Rect? { labels == .none && !legend ? paintArea(in: frame) : nil }

    /// The chart's disc: a gradient spans it, not the legend beside it.
    public func paintArea(in frame: Rect) -> Rect {
        let shown = shownSlices
        let areas = PieLayout(frame: frame, legend: legend && !shown.isEmpty, outsideLabels: labels != .none && !shown.isEmpty)
        return Rect(center: areas.chart.center, size: Size(areas.radius * 2, areas.radius * 2))
    }

    /// A wedge, a label and a legend entry per slice.
    public var estimatedElements: Int { max(1, 3 * slices.count) }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let shown = shownSlices
        let wedges = self.wedges
        let areas = PieLayout(frame: frame, legend: legend && !shown.isEmpty, outsideLabels: labels != .none && !shown.isEmpty)
        let center = areas.chart.center
        let radius = areas.radius
        var items: [Item] = []
        let colors = ChartColors.colors(count: shown.count, palette: style.palette)
        for (index, wedge) in wedges.enumerated() {
            let slice = shown.isEmpty ? nil : shown[index]
            let offset = (slice?.explode ?? explode) * radius
            let shifted = center.moved(by: offset, toward: wedge.middle)
            guard let path = Self.wedgePath(wedge, center: shifted, radius: radius, inner: innerRadius * radius) else { continue }
            let fill: Paint? = slice.map { .solid($0.color ?? colors[index]) } ?? style.fill
            items.append(.shape(Shape(path: path, fill: fill, stroke: style.stroke)))
        }
        guard !shown.isEmpty else { return items }
        let texts = shown.map { labelText($0) }
        if labels != .none {
            items += PieLabels.place(
                texts, wedges: wedges, center: center, radius: radius, explode: shown.map { $0.explode ?? explode }, in: areas.chart, style: style)
        }
        if legend, let area = areas.legend {
            items += PieLegend.items(
                shown.enumerated().map { (text: $0.element.label ?? labelText($0.element), color: $0.element.color ?? colors[$0.offset]) }, in: area,
                style: style)
        }
        return items
    }

    private func labelText(_ slice: Slice) -> String {
        let total = shownSlices.reduce(0) { $0 + $1.value }
        switch labels {
        case .none, .label: return slice.label ?? Self.format(slice.value)
        case .value: return Self.format(slice.value)
        case .percent: return total > 0 ? "\(Int((100 * slice.value / total).rounded()))%" : "0%"
        }
    }

    /// A value as people write it: no trailing zeros, at most two decimals.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
