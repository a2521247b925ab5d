import Figures
import Geometry

/// The figure of a cell: its kind and parameters, decoded from `{ "kind": ..., ... }`.
public enum FigureSpec: Hashable, Sendable {
    case polygon(Polygon)

    /// The figure kinds a spec may name.
    public static let kinds = ["polygon"]

    public var figure: any Figure {
        switch self {
        case .polygon(let p): p
        }
    }

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> FigureSpec? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        guard let kind = reader.required("kind", expected: "one of \(Decode.quoted(kinds))", Decode.choice(kinds)) else {
            reader.allow(contentsOf: allParameters)
            return nil
        }
        switch kind {
        case "polygon":
            let sides = reader.read("sides", default: 6, Decode.integer(in: Polygon.sidesRange))
            let angle = reader.read("angle", default: 0, Decode.number(in: -3600...3600))
            return .polygon(Polygon(sides: sides, angle: .degrees(angle)))
        default:
            return nil
        }
    }

    /// Every parameter of every kind: when the kind is missing or wrong, none of them is reported as unknown.
    private static let allParameters = ["sides", "angle"]
}
