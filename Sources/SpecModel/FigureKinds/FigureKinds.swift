/// Every figure kind a spec may name, in the order `poster figures` lists them. A new kind is its
/// figure (in Figures), its kind file beside this one, and its line here; the decoder, the schema,
/// docs/spec.md, `poster figures` and `poster draw` follow from the list, and tests hold the README's
/// figure table to it.
package enum FigureKinds {
    package static var all: [FigureKind] {
        [
            CarpetKind.kind,
            TriangleKind.kind,
            TreeKind.kind,
            PolygonKind.kind,
            BadgeKind.kind,
            PieKind.kind,
            BounceKind.kind,
            RectangleKind.kind,
            RoundedRectangleKind.kind,
            CircleKind.kind,
            EllipseKind.kind,
            StarKind.kind,
            LineKind.kind,
            PathKind.kind,
            CodeKind.kind,
            ImageKind.kind,
        ]
    }
}
