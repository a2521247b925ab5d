import Imposition
import SpecReader

/// `print`: how the pages are printed beyond the paper they are laid out on.
package struct PrintSetup: Hashable, Sendable {
    package var tile: TileRequest?

    package static var tile: Field<TileRequest?> {
        .optional("tile", TileSpec.decoder, "`poster render` prints each page on sheets of a smaller paper, an assembly map first (galleries and previews show pages whole)")
    }

    package static var object: ObjectDecoder<PrintSetup> {
        ObjectDecoder("Print", "how the pages are printed: tiled onto a smaller paper", tile) { _, tile in
            PrintSetup(tile: tile)
        }
    }
}
