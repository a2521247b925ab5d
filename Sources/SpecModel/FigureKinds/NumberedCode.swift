import Barcodes
import Figures
import Geometry
import Scene

/// A code whose data holds `{page}` or `{pages}`: encoded anew once its cell is on a page, as a text's
/// page number is set. Until then it stands as the code of its data on the last page of the largest
/// document (the longest its numbers can be), which was encoded when the spec was read, so the
/// numbered code's data always fits its symbology.
package struct NumberedCode: Figure, Hashable {
    var data: String
    var type: Symbology
    var correction: BarcodeEncoder.Correction
    var characters: CodeCharacterSet
    var quietZone: Bool
    var text: Bool
    var standIn: Code

    package var estimatedElements: Int { standIn.estimatedElements }

    package func items(in frame: Rect, style: FigureStyle) -> [Item] { standIn.items(in: frame, style: style) }

    package func finestDetail(in frame: Rect) -> Double? { standIn.finestDetail(in: frame) }

    package func paintArea(in frame: Rect) -> Rect { standIn.paintArea(in: frame) }
    package func shapeBox(in frame: Rect) -> Rect? { standIn.shapeBox(in: frame) }

    /// The code of the data with `page` and `pages` in it.
    package func numbered(page: Int, of pages: Int) -> Code {
        let numbered = Placeholders.numbered(data, page: page, of: pages)
        guard
            let symbol = try? BarcodeEncoder.encode(
                numbered, as: type, correction: correction, characters: characters, quietZones: quietZone, humanReadable: text
            ).symbol
        else { return standIn }
        return Code(symbol: symbol, color: standIn.color, background: standIn.background)
    }
}
