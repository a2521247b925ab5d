import Imposition
import SpecReader

/// `print`: how the pages are printed beyond the paper they are laid out on.
package struct PrintSetup: Hashable, Sendable {
    /// Which edge a duplex printer turns the paper over: where a sheet's backs go.
    package enum Duplex: String, CaseIterable, Hashable, Sendable {
        /// Turned over its long edge (a portrait page's side): a back lies across the vertical axis.
        case longEdge
        /// Turned over its short edge (a portrait page's top): a back lies across the horizontal axis.
        case shortEdge
    }

    package var tile: TileRequest?
    package var duplex: Duplex = .longEdge
    /// Every page drawn mirrored left to right, for transfer paper that is ironed on face down.
    package var mirror = false
    /// Every label's outline drawn on label sheets, for a test print that shows how the printer feeds.
    package var outline = false
    /// Paper kept beyond the bleed for crop marks; nil: 6mm with crop marks, else none.
    package var slug: Double?
    /// The narrowest slug crop marks are drawn in.
    package static let leastSlugForMarks = 3 * 72 / 25.4

    package static var tile: Field<TileRequest?> {
        .optional("tile", TileSpec.decoder, "`poster render` prints each page on sheets of a smaller paper, an assembly map first (galleries and previews show pages whole)")
    }
    package static var duplex: Field<Duplex> {
        .defaulted(
            "duplex", Decoders.choice(of: Duplex.self), .longEdge, shown: "\"longEdge\"",
            "how a sheet's backs are placed to land behind their fronts: the printer turns the paper over its long edge or its short edge")
    }
    package static var mirror: Field<Bool> { .defaulted("mirror", Decoders.bool, false, "every page mirrored left to right, for iron-on transfer paper") }
    package static var outline: Field<Bool> {
        .defaulted("outline", Decoders.bool, false, "every label's outline drawn on a label sheet, for a test print (also --outline)")
    }

    package static var slug: Field<Double?> {
        .optional(
            "slug", Length.decoder(0...72),
            "paper beyond the bleed, where crop marks go so that none touches the bleed: the page grows by twice this (default: 6mm with crop marks, else 0)")
    }

    package static var object: ObjectDecoder<PrintSetup> {
        ObjectDecoder("Print", "how the pages are printed: tiled onto a smaller paper, duplex, mirrored, label outlines, the slug", tile, duplex, mirror, outline, slug) {
            _, tile, duplex, mirror, outline, slug in
            PrintSetup(tile: tile, duplex: duplex, mirror: mirror, outline: outline, slug: slug)
        }
    }
}
