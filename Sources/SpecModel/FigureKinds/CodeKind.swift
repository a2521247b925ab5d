import Barcodes
import Figures
import Scene
import SpecReader

package enum CodeKind {
    package static var type: Field<Symbology> {
        .defaulted("type", Decoders.choice(of: Symbology.self), .qr, shown: "\"qr\"", "the symbology: a 2D code (qr, dataMatrix, aztec, pdf417) or a barcode")
    }
    package static var data: Field<String> {
        .defaulted(
            "data", Decoders.string, "https://example.org", shown: "\"https://example.org\"",
            "what the code holds, such as a URL with a row's column: \"https://example.org/{id}\"")
    }
    package static var correction: Field<BarcodeEncoder.Correction> {
        .defaulted(
            "correction", Decoders.choice(of: BarcodeEncoder.Correction.self), .M, shown: "\"M\"",
            "a QR code's error correction: L, M, Q or H (7 to 30 % may be lost)")
    }
    package static var quietZone: Field<Bool> {
        .defaulted("quietZone", Decoders.bool, true, shown: "true", "the light margin readers need round the code, drawn in the background colour")
    }
    package static var text: Field<Bool> { .defaulted("text", Decoders.bool, true, shown: "true", "a barcode's digits or text under its bars") }
    package static var color: Field<Color> { .defaulted("color", ColorParser.decoder, .black, shown: "\"#000000\"", "the modules' and bars' colour") }
    package static var background: Field<Color> {
        .defaulted("background", PageSetup.backgroundDecoder, .white, shown: "\"#ffffff\"", "the colour behind the code and its quiet zone, or \"none\"")
    }

    package static var kind: FigureKind {
        FigureKind(
            "code", "a QR code, Data Matrix, Aztec or PDF417 code, or a barcode (Code 128, Code 39, EAN, UPC, ITF-14), fitted to its frame",
            type, data, correction, quietZone, text, color, background
        ) { v, type, data, correction, quietZone, text, color, background in
            do throws(BarcodeEncoder.Failure) {
                let (symbol, warning) = try BarcodeEncoder.encode(data, as: type, correction: correction, quietZones: quietZone, humanReadable: text)
                if let warning, let place = v.place(of: Self.data) ?? v.place(of: Self.type) {
                    v.diagnostics.warning("\(type.rawValue): \(warning)", at: place.position, place.path)
                }
                return Code(symbol: symbol, color: color, background: background.alpha > 0 ? background : nil)
            } catch {
                v.error("cannot encode it as \(type.rawValue): \(error.description)", at: Self.data)
                return nil
            }
        }
    }
}
