import Figures
import Geometry

/// The figure of a cell: its kind and parameters, decoded from `{ "kind": ..., ... }`.
public enum FigureSpec: Hashable, Sendable {
    case polygon(Polygon)
    case carpet(Carpet)
    case triangle(SierpinskiTriangle)
    case tree(Tree)
    case badge(Badge)
    case pie(Pie)
    case bounce(Bounce)

    static let catalog: [FigureKind] = [
        CarpetKind.kind, TriangleKind.kind, TreeKind.kind, PolygonKind.kind, BadgeKind.kind, PieKind.kind, BounceKind.kind,
    ]

    /// The figure kinds a spec may name.
    public static var kinds: [String] { catalog.map(\.name) }

    /// Every kind with its parameters, for `poster figures`.
    public static var kindInfos: [FigureKindInfo] {
        catalog.map { FigureKindInfo(name: $0.name, summary: $0.summary, parameters: $0.parameters) }
    }

    public var figure: any Figure {
        switch self {
        case .polygon(let f): f
        case .carpet(let f): f
        case .triangle(let f): f
        case .tree(let f): f
        case .badge(let f): f
        case .pie(let f): f
        case .bounce(let f): f
        }
    }

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> FigureSpec? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        let name = reader.required("kind", expected: "one of \(Decode.quoted(kinds))", Decode.choice(kinds))
        guard let kind = catalog.first(where: { $0.name == name }) else {
            // Without a valid kind no parameter can be judged, so none is reported as unknown.
            reader.allow(contentsOf: catalog.flatMap { $0.parameters.map(\.name) })
            return nil
        }
        return kind.decode(reader)
    }
}
