import Figures
import Geometry
import Scene

enum PieKind {
    static var startAngle: FigureParameter<Double> { .angle("startAngle", default: -90, "where the first slice starts (-90: twelve o'clock)") }
    static var endAngle: FigureParameter<Double> { .angle("endAngle", default: 270, "where the single wedge ends, when there are no slices") }
    static var clockwise: FigureParameter<Bool> { .flag("clockwise", default: true, "slices follow each other clockwise as a person sees it") }
    static var innerRadius: FigureParameter<Double> { .number("innerRadius", 0...0.95, default: 0, "the hole's radius over the radius: a donut") }
    static var explode: FigureParameter<Double> { .number("explode", 0...0.5, default: 0, "how far slices move out, over the radius") }
    static var labels: FigureParameter<String> {
        .choice("labels", Pie.Labels.allCases.map(\.rawValue), default: "none", "what each slice's label shows, set outside on a leader line")
    }
    static var legend: FigureParameter<Bool> { .flag("legend", default: false, "a legend of colours and labels beside the chart") }
    static var other: FigureParameter<Double?> {
        FigureParameter(
            name: "other", accepts: "number 0...0.5", defaultText: nil, summary: "group slices under this fraction of the total as \"Other\"",
            fallback: nil, decode: { node, path, d in Decode.number(in: 0...0.5)(node, path, d) })
    }
    static var slices: FigureParameter<[Pie.Slice]> {
        FigureParameter(
            name: "slices", accepts: "array of { value, label, color, explode }", defaultText: nil,
            summary: "the slices; without them the pie is one wedge from startAngle to endAngle", fallback: [], decode: decodeSlices)
    }

    static let kind = FigureKind(
        name: "pie", summary: "a pie or donut chart with labels and legend, or the single-wedge countdown pie",
        parameters: [slices.info, startAngle.info, endAngle.info, clockwise.info, innerRadius.info, explode.info, labels.info, legend.info, other.info]
    ) { reader in
        let slices = reader.read(slices)
        if let node = reader["slices"], case .array(let items) = node.value, items.isEmpty {
            reader.diagnostics.error("expected at least one slice (leave \"slices\" out for the single wedge)", at: node, reader.path.appending("slices"))
        }
        return .pie(Pie(
            slices: slices, startAngle: .degrees(reader.read(startAngle)), endAngle: .degrees(reader.read(endAngle)),
            clockwise: reader.read(clockwise), innerRadius: reader.read(innerRadius), explode: reader.read(explode),
            labels: Pie.Labels(rawValue: reader.read(labels)) ?? .none, legend: reader.read(legend), otherThreshold: reader.read(other)))
    }

    private static func decodeSlices(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> [Pie.Slice]? {
        guard let slices = Decode.array(decodeSlice)(node, path, d) else { return nil }
        if !slices.isEmpty, slices.allSatisfy({ $0.value == 0 }) {
            d.error("the slices' values add up to 0", at: node, path)
            return nil
        }
        return slices
    }

    private static func decodeSlice(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Pie.Slice? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        let value = reader.required("value", expected: "a number of 0 or more", Decode.number(in: 0...1e12))
        let label = reader.optional("label", Decode.string)
        let color = reader.optional("color", ColorParser.decode)
        let explode = reader.optional("explode", Decode.number(in: 0...0.5))
        guard let value else { return nil }
        return Pie.Slice(value: value, label: label, color: color, explode: explode)
    }
}
