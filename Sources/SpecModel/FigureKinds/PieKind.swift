import Figures
import Geometry
import Scene
import SpecReader

package enum PieKind {
    package static var slices: Field<[Pie.Slice]?> {
        .optional(
            "slices", Decoders.array(SliceObject.object.decoder, of: "slice", count: 1...1000),
            "the slices; without them the pie is one wedge from startAngle to endAngle")
    }
    package static var startAngle: Field<Double> { .defaulted("startAngle", Decoders.degrees, -90, "where the first slice starts (-90: twelve o'clock)") }
    package static var endAngle: Field<Double> { .defaulted("endAngle", Decoders.degrees, 270, "where the single wedge ends, when there are no slices") }
    package static var clockwise: Field<Bool> {
        .defaulted("clockwise", Decoders.bool, true, "slices (or the single wedge) go clockwise as a person sees it; SwiftUI's `clockwise` means the opposite")
    }
    package static var remaining: Field<Double?> {
        .optional(
            "remaining", Decoders.number(0...1),
            "the countdown as the original card draws it: the part still to go, from twelve o'clock counter-clockwise to the clock hand (1: a full disc, 0: nothing); replaces startAngle, endAngle and clockwise"
        )
    }
    package static var innerRadius: Field<Double> { .defaulted("innerRadius", Decoders.number(0...0.95), 0, "the hole's radius over the radius: a donut") }
    package static var explode: Field<Double> { .defaulted("explode", Decoders.number(0...0.5), 0, "how far slices move out, over the radius") }
    package static var labels: Field<Pie.Labels> {
        .defaulted("labels", Decoders.choice(of: Pie.Labels.self), .none, "what each slice's label shows, set outside on a leader line")
    }
    package static var legend: Field<Bool> { .defaulted("legend", Decoders.bool, false, "a legend of colours and labels beside the chart") }
    package static var other: Field<Double?> { .optional("other", Decoders.number(0...0.5), "group slices under this fraction of the total as \"Other\"") }

    /// How the original `Pie` shape maps to these keys, for the reference.
    package static let details = """
        The original is SwiftUI's `Pie(startAngle:endAngle:clockwise:)` shape: angles from three o'clock, \
        a wedge from the centre out along `startAngle` and round to `endAngle`. SwiftUI's y axis points down, \
        so its `clockwise: true` turns counter-clockwise on screen: `Pie(startAngle: a, endAngle: b, clockwise: c)` \
        is `{ "kind": "pie", "startAngle": a, "endAngle": b, "clockwise": !c }`. The card's countdown, \
        `Pie(startAngle: -90°, endAngle: hand, clockwise: true)`, shows the time still to go; `remaining` draws it \
        from the fraction left (`Pie(startAngle: -90°, endAngle: 20°, clockwise: true)` is `"remaining": 0.6944`). \
        The radius is 0.95 of half the frame's smaller side (the original's is the whole half), so that a stroked \
        outline and the antialiased edge stay inside the cell and neighbouring pies never touch; with outside \
        labels it is 0.6, leaving room for them.
        """

    package static var kind: FigureKind {
        FigureKind(
            "pie",
            "a pie or donut chart with labels on leader lines that never overlap, legend and \"Other\" grouping; without slices, one wedge from startAngle to endAngle, or the countdown's remaining part",
            details: details, slices, startAngle, endAngle, clockwise, remaining, innerRadius, explode, labels, legend, other
        ) { v, slices, startAngle, endAngle, clockwise, remaining, innerRadius, explode, labels, legend, other -> Pie? in
            if let slices, slices.allSatisfy({ $0.value == 0 }) {
                v.error("the slices' values add up to 0", at: Self.slices)
                return nil
            }
            if let remaining {
                guard slices == nil else {
                    v.error("a countdown is one wedge: give either slices or remaining", at: Self.remaining)
                    return nil
                }
                return Pie(countdown: remaining, innerRadius: innerRadius, explode: explode)
            }
            return Pie(
                slices: slices ?? [], startAngle: .degrees(startAngle), endAngle: .degrees(endAngle), clockwise: clockwise,
                innerRadius: innerRadius, explode: explode, labels: labels, legend: legend, otherThreshold: other)
        }
    }
}

/// One slice of a pie in the spec.
package enum SliceObject {
    package static var value: Field<Double> { .required("value", Decoders.number(0...1e12), "the slice's size; slices are proportional to their values") }
    package static var label: Field<String?> { .optional("label", Decoders.string, "the slice's name, for its label and the legend") }
    package static var color: Field<Color?> { .optional("color", ColorParser.decoder, "the slice's colour (default: the theme's palette, in turn)") }
    package static var explode: Field<Double?> { .optional("explode", Decoders.number(0...0.5), "how far this slice moves out (default: the pie's)") }

    package static let object: ObjectDecoder<Pie.Slice> = ObjectDecoder("PieSlice", "a slice of a pie", value, label, color, explode) {
        _, value, label, color, explode in
        Pie.Slice(value: value, label: label, color: color, explode: explode)
    }
}
