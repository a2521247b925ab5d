/// Every figure kind a spec may name, in the order `poster figures` lists them. A new kind is its
/// figure (in Figures), its kind file beside this one, and its line here; the decoder, the schema,
/// docs/spec.md, `poster figures` and `poster draw` follow from the list, and tests hold the README's
/// figure table to it.
package enum FigureKinds {
    /// Each kind's name and how its decoder is made: a spec's figures make the decoders of the kinds
    /// they name only, since making one is most of what a small spec's load costs.
    package static let catalog: [(name: String, make: @Sendable () -> FigureKind)] = [
        ("carpet", { CarpetKind.kind }),
        ("triangle", { TriangleKind.kind }),
        ("tree", { TreeKind.kind }),
        ("lsystem", { LSystemKind.kind }),
        ("ifs", { IFSKind.kind }),
        ("escape", { EscapeKind.kind }),
        ("grammar", { GrammarKind.kind }),
        ("polygon", { PolygonKind.kind }),
        ("badge", { BadgeKind.kind }),
        ("pie", { PieKind.kind }),
        ("bounce", { BounceKind.kind }),
        ("rect", { RectangleKind.kind }),
        ("roundedRect", { RoundedRectangleKind.kind }),
        ("circle", { CircleKind.kind }),
        ("ellipse", { EllipseKind.kind }),
        ("star", { StarKind.kind }),
        ("line", { LineKind.kind }),
        ("path", { PathKind.kind }),
        ("code", { CodeKind.kind }),
        ("image", { ImageKind.kind }),
    ]

    /// Every kind, each decoder made.
    package static var all: [FigureKind] { catalog.map { $0.make() } }

    /// The kind named `name`, its decoder made; nil for no kind.
    package static func kind(named name: String) -> FigureKind? {
        catalog.first { $0.name == name }?.make()
    }
}
