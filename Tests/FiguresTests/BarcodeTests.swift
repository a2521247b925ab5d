import Barcodes
import Figures
import Geometry
import Scene
import TestSupport
import Testing

/// Codes through libzint: the symbols' geometry, what is refused and why, and the figure fitted to
/// its frame. That each code reads back is checked by zbarimg, in CodeReadBackTests.
@Suite struct BarcodeTests {
    @Test func aQRCodeIsSquareWithItsQuietZone() throws {
        let (symbol, warning) = try BarcodeEncoder.encode("https://example.org/checkin/0042", as: .qr)
        #expect(warning == nil)
        #expect(symbol.size.width == symbol.size.height)
        // Its modules are unit squares at whole units, inside the symbol and clear of its quiet zone
        // (four modules on each side); its finder patterns reach the quiet zone's edge.
        #expect(symbol.isGrid && symbol.module == 1)
        let marks = try #require(symbol.marks, "a 2D code's modules are traced when drawn")
        #expect(marks.points.allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() })
        #expect(marks.bounds == Rect(x: 4, y: 4, width: symbol.size.width - 8, height: symbol.size.height - 8))
        let bare = try BarcodeEncoder.encode("https://example.org/checkin/0042", as: .qr, quietZones: false).symbol
        #expect(symbol.size.width - bare.size.width == 8)
        #expect(bare.marks?.bounds.origin == .zero)
        // Version 3 (29 modules a side) at level M: 29 + 8.
        #expect(symbol.size.width == 37)
    }

    @Test func moreCorrectionMakesALargerCode() throws {
        let data = String(repeating: "poster ", count: 20)
        let low = try BarcodeEncoder.encode(data, as: .qr, correction: .L).symbol.size.width
        let high = try BarcodeEncoder.encode(data, as: .qr, correction: .H).symbol.size.width
        #expect(high > low)
    }

    @Test func aBarcodeHasItsDigitsUnderItsBars() throws {
        let symbol = try BarcodeEncoder.encode("4006381333931", as: .ean13).symbol
        #expect(symbol.captions.map(\.text).joined() == "4006381333931")
        #expect(!symbol.isGrid)
        let bars = try #require(symbol.marks).bounds.maxY
        #expect(symbol.captions.allSatisfy { $0.baseline.y > bars - 1e-6 })
        #expect(try BarcodeEncoder.encode("4006381333931", as: .ean13, humanReadable: false).symbol.captions.isEmpty)
    }

    static let lowerCase = "; a lower-case letter would print as its capital (code128 holds it as it is)"
    static let twoD = "; a 2D code such as qr holds up to 2,953 bytes"

    @Test(arguments: [
        ("4006381333932", Symbology.ean13, "the check digit of 4006381333932, its last, is 2 where 400638133393 gives 1: a digit is wrong or missing"),
        ("40063813339A", .ean13, "ean13 encodes 12 digits, or 13 with its check digit last, found \"40063813339A\""),
        ("123", .ean8, "ean8 encodes 7 digits, or 8 with its check digit last, found \"123\""),
        ("96385075", .ean8, "the check digit of 96385075, its last, is 5 where 9638507 gives 4: a digit is wrong or missing"),
        ("15400141288764", .itf14, "the check digit of 15400141288764, its last, is 4 where 1540014128876 gives 3: a digit is wrong or missing"),
        ("01234566", .upcE, "the check digit of 01234566, its last, is 6 where 0123456 gives 5: a digit is wrong or missing"),
        ("2123456", .upcE, "a UPC-E's first digit of 7, its number system, is 0 or 1, found 2123456"),
        ("Straße", .qr, "the text holds characters iso-8859-5 cannot encode (\"encoding\": \"utf-8\" holds every script)"),
        ("", .qr, "there is no data to encode"),
        ("AB_C", .code39, "code39 holds capital letters, digits, space and -.$/+% only: character 3 is \"_\" (U+005F)" + BarcodeTests.lowerCase),
        ("Id 7", .code39, "code39 holds capital letters, digits, space and -.$/+% only: character 2 is \"d\" (U+0064)" + BarcodeTests.lowerCase),
        ("Zoë 日本", .code128, "code128 holds Latin-1 text only: character 5 is \"日\" (U+65E5); a 2D code such as qr holds every script"),
        (
            String(repeating: "7", count: 200), .code128,
            "200 characters (200 bytes) are more than one code128 holds (libzint's limit: 160 characters)" + BarcodeTests.twoD
        ),
    ])
    func dataASymbologyCannotHoldIsRefusedWithItsReason(_ data: String, _ symbology: Symbology, _ reason: String) {
        let characters: CodeCharacterSet = data == "Straße" ? .cyrillic : .utf8
        #expect(throws: BarcodeEncoder.Failure(description: reason)) { try BarcodeEncoder.encode(data, as: symbology, characters: characters) }
    }

    /// A GS1 number with its check digit is the symbology asked for, its digits under its bars as given
    /// (libzint read 8 digits as an EAN-13 of five zeros, and refused 14 for an ITF-14); without it, the
    /// same symbol.
    @Test(arguments: [("96385074", Symbology.ean8), ("4006381333931", .ean13), ("036000291452", .upcA), ("01234565", .upcE), ("15400141288763", .itf14)])
    func aGS1NumberWithItsCheckDigitIsTheSameSymbolAsWithout(_ number: String, _ symbology: Symbology) throws {
        let given = try BarcodeEncoder.encode(number, as: symbology).symbol
        let added = try BarcodeEncoder.encode(String(number.dropLast()), as: symbology).symbol
        #expect(given.marks != nil && given.marks == added.marks && given.size == added.size)
        #expect(given.captions.map(\.text).joined().filter(\.isNumber) == number)
    }

    /// Text beyond ASCII is marked with its character set's ECI, which takes room of its own: ASCII is
    /// left unmarked, as every reader reads it alike.
    @Test func textBeyondASCIIIsMarkedAndASCIIIsNot() throws {
        let marked = try BarcodeEncoder.encode("Stra\u{DF}e 12345678901234567890", as: .qr, correction: .L).symbol
        let latin = try BarcodeEncoder.encode("Stra\u{DF}e 12345678901234567890", as: .qr, correction: .L, characters: .latin1).symbol
        #expect(marked.marks != nil && latin.marks != nil && marked.marks != latin.marks)
        #expect(try BarcodeEncoder.encode("plain", as: .qr).symbol.marks == BarcodeEncoder.encode("plain", as: .qr, characters: .latin1).symbol.marks)
    }

    @Test func dataTooLongForTheCorrectionIsRefused() {
        #expect(
            throws: BarcodeEncoder.Failure(description: "3000 characters (3000 bytes) are more than one qr holds at this correction (a lower one holds more)")
        ) {
            try BarcodeEncoder.encode(String(repeating: "x", count: 3000), as: .qr, correction: .H)
        }
        #expect(throws: BarcodeEncoder.Failure.self) { try BarcodeEncoder.encode(String(repeating: "x", count: 5000), as: .qr) }
    }

    @Test func theFigureFitsItsFrameOverItsBackground() throws {
        let symbol = try BarcodeEncoder.encode("poster", as: .qr).symbol
        let code = Code(symbol: symbol, color: .black, background: .white)
        let frame = Rect(x: 10, y: 20, width: 300, height: 200)
        #expect(approx(code.paintArea(in: frame), Rect(x: 60, y: 20, width: 200, height: 200), tolerance: 1e-9))
        let items = code.items(in: frame, style: FigureStyle())
        #expect(items.count == 2)
        // The modules are one symbol in module units, placed once: vector output writes small whole numbers.
        guard case .shape(let background) = items[0], case .instances(let modules) = items[1], case .shape(let marks) = modules.symbol.items.first else {
            Issue.record("a background and the modules")
            return
        }
        #expect(background.fill == .solid(.white) && marks.fill == .solid(.black))
        #expect(modules.onPixelGrid && modules.transforms.count == 1)
        #expect(approx(background.path.bounds, Rect(x: 60, y: 20, width: 200, height: 200), tolerance: 1e-9))
        let placed = marks.path.transformed(by: modules.transforms[0]).bounds
        #expect(approx(placed, Rect(x: 60, y: 20, width: 200, height: 200).inset(by: 200 * 4 / symbol.size.width), tolerance: 1e-9))
        #expect(Code(symbol: symbol, color: .black, background: nil).items(in: frame, style: FigureStyle()).count == 1)
    }
}
