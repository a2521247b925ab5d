import Figures
import SpecReader

/// The figure of a cell: its kind and the figure its parameters made, decoded from
/// `{ "kind": ..., ... }` by the kind that `FigureKinds.catalog` names.
public struct FigureSpec: Hashable, Sendable {
    public let kind: String
    public let figure: any Figure

    package init(kind: String, _ figure: some Figure) {
        self.kind = kind
        self.figure = figure
    }

    /// Compared and hashed through the figure's own type, not `AnyHashable`: boxing a figure in one asks the
    /// runtime whether its type has a custom representation, a walk over every conformance in the binary
    /// the first time each kind is boxed.
    public static func == (a: FigureSpec, b: FigureSpec) -> Bool {
        a.kind == b.kind && a.figure.isEqual(to: b.figure)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(figure)
    }

    /// The figure kinds a spec may name.
    public static let kinds: [String] = FigureKinds.catalog.map(\.name)

    /// Every kind with its parameters, for `poster figures` and `poster draw` (whose help reads them
    /// several times as the command line is parsed): made once, since making them builds every kind's decoder.
    public static let kindInfos: [FigureKindInfo] = FigureKinds.all.map(\.info)

    /// Reads "kind" first, then the parameters of that kind; the schema allows any one kind's object.
    package static let decoder: ValueDecoder<FigureSpec> = {
        let names = FigureKinds.catalog.map(\.name)
        let kinds = Decoders.choice(named: names.map { ($0, $0) })
        let made = KindDecoders()
        let what = "an object such as { \"kind\": \"carpet\", \"level\": 3 }"
        return ValueDecoder(
            what, schema: .object(["oneOf": .array(FigureKinds.all.map(\.decoder.decoder.schema))]),
            definitions: FigureKinds.all.flatMap(\.decoder.decoder.definitions)
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
            return kinds.decode(kindNode, path.appending("kind"), d).flatMap(made.kind(named:))?.decoder.decode(node, path, d)
        }
    }()
}

extension Figure {
    /// Whether `other` is a figure of this type with the same parameters.
    fileprivate func isEqual(to other: any Figure) -> Bool {
        (other as? Self) == self
    }
}
