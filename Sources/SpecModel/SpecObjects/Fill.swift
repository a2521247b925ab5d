import Geometry
import Scene
import SpecReader

/// How a figure is filled: not at all, with a colour, or with a gradient across the figure's box.
package enum Fill: Hashable, Sendable {
    case none
    case color(Color)
    /// Along `angle` (90: top to bottom) across the box.
    case linear([GradientStop], angle: Double)
    /// From the box's centre out to the ellipse inscribed in it.
    case radial([GradientStop])

    /// The paint for a figure whose box (its `paintArea`) is `frame`.
    package func paint(in frame: Rect) -> Paint? {
        switch self {
        case .none: return nil
        case .color(let c): return .solid(c)
        case .linear(let stops, let angle):
            let direction = Angle.degrees(angle)
            // The gradient runs across the frame's extent in that direction, centred on it.
            let half = (abs(frame.width * direction.cos) + abs(frame.height * direction.sin)) / 2
            return .linear(from: frame.center.moved(by: -half, toward: direction), to: frame.center.moved(by: half, toward: direction), stops: stops)
        case .radial(let stops):
            return .radial(
                center: frame.center, radius: frame.width / 2, focus: frame.center, stops: stops, aspect: frame.width > 0 ? frame.height / frame.width : 1)
        }
    }

    package static let stop: ValueDecoder<GradientStop> = Decoders.union(
        "a colour or { \"offset\": 0...1, \"color\": ... }",
        [({ $0.isString }, ColorParser.decoder.map { GradientStop(offset: -1, color: $0) }), ({ @Sendable in $0.isObject }, StopObject.object.decoder)])

    package static let stops: ValueDecoder<[GradientStop]> = Decoders.array(stop, of: "colour", count: 2...256).map { stops in
        // Stops given as bare colours are spread evenly between their neighbours' offsets.
        let last = Double(stops.count - 1)
        return stops.enumerated().map { i, s in s.offset >= 0 ? s : GradientStop(offset: Double(i) / last, color: s.color) }
    }

    package static var linear: Field<[GradientStop]?> { .optional("linear", stops, "a linear gradient's colours, first to last") }
    package static var radial: Field<[GradientStop]?> { .optional("radial", stops, "a radial gradient's colours, centre to edge") }
    package static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 90, "direction of a linear gradient (90: top to bottom)") }

    package static let gradient: ObjectDecoder<Fill> = {
        let rules = JSONValue.array([
            .object(["required": .array([.string("linear")]), "not": .object(["required": .array([.string("radial")])])]),
            .object([
                "required": .array([.string("radial")]),
                "not": .object([
                    "anyOf": .array([
                        .object(["required": .array([.string("linear")])]), .object(["required": .array([.string("angle")])]),
                    ])
                ]),
            ]),
        ])
        return ObjectDecoder(
            "Gradient", "a linear or a radial gradient", linear, radial, angle, constraints: [JSONValue.Member("oneOf", rules)]
        ) { v, linear, radial, angle in
            switch (linear, radial) {
            case (let stops?, nil): return .linear(stops, angle: angle)
            case (nil, let stops?):
                if v.has(Self.angle) { v.error("a radial gradient has no angle", at: Self.angle) }
                return .radial(stops)
            case (.some, .some):
                v.error("give \"linear\" or \"radial\", not both", at: Self.radial)
                return nil
            case (nil, nil):
                v.diagnostics.error("expected \"linear\" or \"radial\"", at: v.node, v.path)
                return nil
            }
        }
    }()

    package static let expectation = "\"none\", a colour, { \"linear\": [colours] } or { \"radial\": [colours] }"

    package static let decoder: ValueDecoder<Fill> = Decoders.union(
        expectation,
        [
            ({ $0.value == .string("none") }, Decoders.constant("none").map { _ in Fill.none }),
            ({ $0.isString }, ColorParser.decoder.map(Fill.color)),
            ({ @Sendable in $0.isObject }, gradient.decoder),
        ])
}

/// A gradient stop given with its offset.
package enum StopObject {
    package static var offset: Field<Double> { .required("offset", Decoders.number(0...1), "where the colour sits, 0 at the start, 1 at the end") }
    package static var color: Field<Color> { .required("color", ColorParser.decoder, "the colour") }

    package static let object: ObjectDecoder<GradientStop> = ObjectDecoder("GradientStop", "a colour at an offset", offset, color) { _, offset, color in
        GradientStop(offset: offset, color: color)
    }
}
