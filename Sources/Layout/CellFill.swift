import Geometry
import Scene

/// How a cell fills its figure: not at all, with a colour, or with a gradient across the figure's frame.
enum CellFill: Hashable, Sendable {
    case none
    case color(Color)
    /// Top to bottom of the figure's frame.
    case linear([Color])
    /// From the frame's centre out to its inscribed circle.
    case radial([Color])

    static let expectation = "\"none\", a colour, { \"linear\": [colours] } or { \"radial\": [colours] }"

    /// The paint for a figure drawn in `frame`.
    func paint(in frame: Rect) -> Paint? {
        switch self {
        case .none: nil
        case .color(let c): .solid(c)
        case .linear(let colors):
            .linear(from: Point(frame.center.x, frame.minY), to: Point(frame.center.x, frame.maxY), stops: GradientStop.evenlySpaced(colors))
        case .radial(let colors):
            .radial(center: frame.center, radius: frame.minSide / 2, focus: frame.center, stops: GradientStop.evenlySpaced(colors))
        }
    }

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> CellFill? {
        switch node.value {
        case .string("none"):
            return CellFill.none
        case .string:
            return ColorParser.decode(node, path, d).map(CellFill.color)
        case .object(let members) where members.count == 1 && ["linear", "radial"].contains(members[0].key):
            let key = members[0].key
            let stops = members[0].value
            guard let colors = Decode.array(ColorParser.decode)(stops, path.appending(key), d) else { return nil }
            guard colors.count >= 2 else {
                d.error("expected at least two colours in a gradient", at: stops, path.appending(key))
                return nil
            }
            return key == "linear" ? .linear(colors) : .radial(colors)
        default:
            d.expected(expectation, at: node, path)
            return nil
        }
    }
}
