import SpecReader

/// Where a cell's caption sits: just below or above its figure's ink (the figure staying where its
/// alignment places it), or at the cell's bottom or top edge.
package enum CaptionPlace: String, CaseIterable, Hashable, Sendable {
    case below, above, bottom, top

    /// Whether it sits under the figure.
    package var isUnder: Bool { self == .below || self == .bottom }

    /// Whether it stays with the figure's ink rather than at the cell's edge.
    package var followsInk: Bool { self == .below || self == .above }

    package static var field: Field<CaptionPlace> {
        .defaulted(
            "captionAt", Decoders.choice(of: CaptionPlace.self), .below, shown: "\"below\"",
            "where the caption sits: just below or above the figure's ink (\"below\", \"above\"), or at the cell's bottom or top edge (\"bottom\", \"top\")")
    }
}
