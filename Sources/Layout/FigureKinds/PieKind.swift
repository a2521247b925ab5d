import Figures
import Geometry
import Scene
import SpecReader

enum PieKind {
    static var slices: Field<[Pie.Slice]?> {
        .optional("slices", Decoders.array(SliceObject.object.decoder, of: "slice", count: 1...1000), "the slices; without them the pie is one wedge from startAngle to endAngle")
    }
    static var startAngle: Field<Double> { .defaulted("startAngle", Decoders.degrees, -90, "where the first slice starts (-90: twelve o'clock)") }
    static var endAngle: Field<Double> { .defaulted("endAngle", Decoders.degrees, 270, "where the single wedge ends, when there are no slices") }
    static var clockwise: Field<Bool> { .defaulted("clockwise", Decoders.bool, true, "slices follow each other clockwise as a person sees it") }
    static var innerRadius: Field<Double> { .defaulted("innerRadius", Decoders.number(0...0.95), 0, "the hole's radius over the radius: a donut") }
    static var explode: Field<Double> { .defaulted("explode", Decoders.number(0...0.5), 0, "how far slices move out, over the radius") }
    static var labels: Field<Pie.Labels> {
        .defaulted("labels", Decoders.choice(of: Pie.Labels.self), .none, "what each slice's label shows, set outside on a leader line")
    }
    static var legend: Field<Bool> { .defaulted("legend", Decoders.bool, false, "a legend of colours and labels beside the chart") }
    static var other: Field<Double?> { .optional("other", Decoders.number(0...0.5), "group slices under this fraction of the total as \"Other\"") }

    static var kind: FigureKind {
        FigureKind(
            "pie", "a pie or donut chart with labels on leader lines that never overlap, legend and \"Other\" grouping; without slices, the countdown wedge from startAngle to endAngle",
            slices, startAngle, endAngle, clockwise, innerRadius, explode, labels, legend, other
        ) { v, slices, startAngle, endAngle, clockwise, innerRadius, explode, labels, legend, other -> Pie? in
            if let slices, slices.allSatisfy({ $0.value == 0 }) {
                v.error("the slices' values add up to 0", at: Self.slices)
                return nil
            }
            return Pie(
                slices: slices ?? [], startAngle: .degrees(startAngle), endAngle: .degrees(endAngle), clockwise: clockwise,
                innerRadius: innerRadius, explode: explode, labels: labels, legend: legend, otherThreshold: other)
        }
    }
}

/// One slice of a pie in the spec.
enum SliceObject {
    static var value: Field<Double> { .required("value", Decoders.number(0...1e12), "the slice's size; slices are proportional to their values") }
    static var label: Field<String?> { .optional("label", Decoders.string, "the slice's name, for its label and the legend") }
    static var color: Field<Color?> { .optional("color", ColorParser.decoder, "the slice's colour (default: the theme's palette, in turn)") }
    static var explode: Field<Double?> { .optional("explode", Decoders.number(0...0.5), "how far this slice moves out (default: the pie's)") }

    static var object: ObjectDecoder<Pie.Slice> {
        ObjectDecoder("PieSlice", "a slice of a pie", value, label, color, explode) { _, value, label, color, explode in
            Pie.Slice(value: value, label: label, color: color, explode: explode)
        }
    }
}
