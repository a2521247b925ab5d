import CZint

/// The symbologies a spec may ask for, by the names it uses, with libzint's number for each.
public enum Symbology: String, CaseIterable, Hashable, Sendable {
    case qr, dataMatrix, aztec, pdf417, code128, code39, ean13, ean8, upcA, upcE, itf14

    var zint: Int32 {
        switch self {
        case .qr: BARCODE_QRCODE
        case .dataMatrix: BARCODE_DATAMATRIX
        case .aztec: BARCODE_AZTEC
        case .pdf417: BARCODE_PDF417
        case .code128: BARCODE_CODE128
        case .code39: BARCODE_CODE39
        case .ean13, .ean8: BARCODE_EANX
        case .upcA: BARCODE_UPCA
        case .upcE: BARCODE_UPCE
        case .itf14: BARCODE_ITF14
        }
    }

    /// Whether it is a row of bars (human-readable text under it), not a 2D code.
    public var isLinear: Bool {
        switch self {
        case .qr, .dataMatrix, .aztec, .pdf417: false
        default: true
        }
    }

    /// For a code of square modules on a grid, the light modules its standard asks round it (QR code
    /// ISO/IEC 18004: 4; Data Matrix ISO/IEC 16022: 1; Aztec ISO/IEC 24778: none); nil for barcodes and
    /// PDF417, whose rows and bars libzint lays out in its vector output.
    var gridQuietZone: Int? {
        switch self {
        case .qr: 4
        case .dataMatrix: 1
        case .aztec: 0
        default: nil
        }
    }

    /// How many digits the data of a fixed-length symbology has (its check digit included or left for
    /// the encoder to add); nil for any length.
    var digits: ClosedRange<Int>? {
        switch self {
        case .ean13: 12...13
        case .ean8: 7...8
        case .upcA: 11...12
        case .upcE: 6...8
        case .itf14: 13...14
        default: nil
        }
    }
}
