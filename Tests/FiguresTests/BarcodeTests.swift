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
        // Every module lies inside the symbol, clear of its quiet zone (four modules on each side).
        let unit = try #require(symbol.modules.map { min($0.size.width, $0.size.height) }.min())
        for module in symbol.modules {
            #expect(module.minX >= 4 * unit - 1e-6 && module.maxX <= symbol.size.width - 4 * unit + 1e-6)
        }
        let bare = try BarcodeEncoder.encode("https://example.org/checkin/0042", as: .qr, quietZones: false).symbol
        #expect(approx(symbol.size.width - bare.size.width, 8 * unit, tolerance: 1e-6))
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
        let bars = symbol.modules.map(\.maxY).max() ?? 0
        #expect(symbol.captions.allSatisfy { $0.baseline.y > bars - 1e-6 })
        #expect(try BarcodeEncoder.encode("4006381333931", as: .ean13, humanReadable: false).symbol.captions.isEmpty)
    }

    @Test(arguments: [
        ("4006381333932", Symbology.ean13, "Invalid check digit '2', expecting '1'"),
        ("40063813339A", .ean13, "ean13 encodes 12 to 13 digits, found \"40063813339A\""),
        ("123", .ean8, "ean8 encodes 7 to 8 digits, found \"123\""),
        ("", .qr, "there is no data to encode"),
        ("AB_C", .code39, "Invalid character in data (alphanumerics, space and \"-.$/+%\" only)"),
    ])
    func dataASymbologyCannotHoldIsRefusedWithItsReason(_ data: String, _ symbology: Symbology, _ reason: String) {
        #expect(throws: BarcodeEncoder.Failure(description: reason)) { try BarcodeEncoder.encode(data, as: symbology) }
    }

    @Test func dataTooLongForTheCorrectionIsRefused() {
        #expect(throws: BarcodeEncoder.Failure(description: "Input too long for selected error correction level")) {
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
        guard case .shape(let background) = items[0], case .shape(let modules) = items[1] else {
            Issue.record("a background and the modules")
            return
        }
        #expect(background.fill == .solid(.white) && modules.fill == .solid(.black))
        #expect(approx(background.path.bounds, Rect(x: 60, y: 20, width: 200, height: 200), tolerance: 1e-9))
        #expect(Code(symbol: symbol, color: .black, background: nil).items(in: frame, style: FigureStyle()).count == 1)
    }
}
