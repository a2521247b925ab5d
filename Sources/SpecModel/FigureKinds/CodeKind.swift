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
    package static var encoding: Field<CodeCharacterSet> {
        .defaulted(
            "encoding", Decoders.choice(of: CodeCharacterSet.self), .utf8, shown: "\"utf-8\"",
            "the character set a 2D code's text beyond ASCII is encoded in, marked with its ECI so readers decode it exactly;"
                + " another than UTF-8 makes a shorter code of text it can hold and refuses the rest")
    }
    package static var quietZone: Field<Bool> {
        .defaulted("quietZone", Decoders.bool, true, shown: "true", "the light margin readers need round the code, drawn in the background colour")
    }
    package static var text: Field<Bool> { .defaulted("text", Decoders.bool, true, shown: "true", "a barcode's digits or text under its bars") }
    package static var color: Field<Color> { .defaulted("color", ColorParser.decoder, .black, shown: "\"#000000\"", "the modules' and bars' colour") }
    package static var background: Field<Color> {
        .defaulted("background", PageSetup.backgroundDecoder, .white, shown: "\"#ffffff\"", "the colour behind the code and its quiet zone, or \"none\"")
    }

    /// The largest page number a code's `{page}` or `{pages}` is checked with: its longest data.
    static let largestPageNumber = 999_999

    package static var kind: FigureKind {
        FigureKind(
            "code", "a QR code, Data Matrix, Aztec or PDF417 code, or a barcode (Code 128, Code 39, EAN, UPC, ITF-14), fitted to its frame",
            details: "A 2D code's text beyond ASCII is UTF-8 behind its ECI marker unless `encoding` says otherwise. A GS1 number"
                + " (EAN, UPC, ITF-14) may be given with or without its check digit; a check digit given must be right."
                + " Code 39 holds capital letters, digits, space and -.$/+% (a lower-case letter is refused, not printed as its"
                + " capital), Code 128 Latin-1 text; any other character is refused with its place."
                + " `{page}` and `{pages}` in the data become the page's number and count, as in a text.",
            type, data, correction, encoding, quietZone, text, color, background
        ) { v, type, data, correction, encoding, quietZone, text, color, background in
            let numbered = Placeholders.split(data).contains { if case .field(let name, _) = $0 { Placeholders.pageFields.contains(name) } else { false } }
            if numbered, type.isGS1Number {
                v.error("\(type.rawValue) holds a fixed count of digits: {page} and {pages} belong in a 2D code or a Code 128 or 39", at: Self.data)
                return nil
            }
            let largest = numbered ? Placeholders.numbered(data, page: largestPageNumber, of: largestPageNumber) : data
            do throws(BarcodeEncoder.Failure) {
                let (symbol, warning) = try BarcodeEncoder.encode(
                    largest, as: type, correction: correction, characters: encoding, quietZones: quietZone, humanReadable: text)
                if let warning, let place = v.place(of: Self.data) ?? v.place(of: Self.type) {
                    v.diagnostics.warning("\(type.rawValue): \(warning)", at: place.position, place.path)
                }
                let code = Code(symbol: symbol, color: color, background: background.alpha > 0 ? background : nil)
                guard numbered else { return code }
                return NumberedCode(
                    data: data, type: type, correction: correction, characters: encoding, quietZone: quietZone, text: text, standIn: code)
            } catch {
                let pages = numbered ? " (with {page} and {pages} at \(largestPageNumber))" : ""
                v.error("cannot encode it as \(type.rawValue)\(pages): \(error.description)", at: Self.data)
                return nil
            }
        }
    }
}
