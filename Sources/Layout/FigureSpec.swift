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
    case rect(Rectangle)

    static var catalog: [FigureKind] {
        [CarpetKind.kind, TriangleKind.kind, TreeKind.kind, PolygonKind.kind, BadgeKind.kind, PieKind.kind, BounceKind.kind, RectangleKind.kind]
    }

    /// The figure kinds a spec may name.
    public static var kinds: [String] { catalog.map(\.name) }

    /// Every kind with its parameters, for `poster figures`.
    public static var kindInfos: [FigureKindInfo] { catalog.map(\.info) }

    public var figure: any Figure {
        switch self {
        case .polygon(let f): f
        case .carpet(let f): f
        case .triangle(let f): f
        case .tree(let f): f
        case .badge(let f): f
        case .pie(let f): f
        case .bounce(let f): f
        case .rect(let f): f
        }
    }

    /// Reads "kind" first, then the parameters of that kind; the schema allows any one kind's object.
    static var decoder: ValueDecoder<FigureSpec> {
        let catalog = self.catalog
        let names = catalog.map(\.name)
        let what = "an object such as { \"kind\": \"carpet\", \"level\": 3 }"
        return ValueDecoder(
            what, schema: .object(["oneOf": .array(catalog.map(\.decoder.decoder.schema))]), definitions: catalog.flatMap(\.decoder.decoder.definitions)
        ) { node, path, d in
            guard case .object(let members) = node.value else {
                d.expected(what, at: node, path)
                return nil
            }
            guard let kindNode = members.first(where: { $0.key == "kind" })?.value else {
                d.error("missing required key \"kind\" (one of \(Decoders.quoted(names)))", at: node, path)
                return nil
            }
            // Without a valid kind no parameter can be judged, so only the kind is reported.
            guard let name = Decoders.choice(names).decode(kindNode, path.appending("kind"), d) else { return nil }
            return catalog.first { $0.name == name }!.decoder.decode(node, path, d)
        }
    }
}
