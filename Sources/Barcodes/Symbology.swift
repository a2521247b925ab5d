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

    /// Whether the symbology can mark its data's character set with an ECI (the 2D codes; a barcode's
    /// text beyond ASCII is Latin-1, as Code 128's standard says, or refused).
    var takesECI: Bool {
        switch self {
        case .qr, .dataMatrix, .aztec, .pdf417: true
        default: false
        }
    }

    /// Whether it is a GS1 number of a fixed count of digits (EAN, UPC, ITF-14).
    public var isGS1Number: Bool { digits != nil }

    /// How many digits the data of a GS1 number has: without its check digit (libzint adds it) or with it.
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

    /// What libzint is given for `data`: a GS1 number without its check digit, once that digit is found
    /// right (libzint reads some lengths as another symbology's, and checks no ITF-14's), other data as
    /// it is.
    func payload(of data: String) throws(BarcodeEncoder.Failure) -> String {
        try checkCharacters(of: data)
        guard let digits else { return data }
        let bytes = Array(data.utf8)
        guard bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), digits.contains(bytes.count) else {
            let shown = data.count > 40 ? "\"\(data.prefix(37))...\"" : "\"\(data)\""
            throw BarcodeEncoder.Failure(
                description: "\(rawValue) encodes \(digits.lowerBound) digits, or \(digits.upperBound) with its check digit last, found \(shown)")
        }
        // UPC-E: six digits (number system 0), or its number system first, then maybe its check digit.
        if self == .upcE, bytes.count > 6, bytes[0] > UInt8(ascii: "1") {
            throw BarcodeEncoder.Failure(description: "a UPC-E's first digit of \(bytes.count), its number system, is 0 or 1, found \(data)")
        }
        guard bytes.count == digits.upperBound else { return data }
        let body = Array(bytes.dropLast())
        let expected = GS1CheckDigit.of(self == .upcE ? GS1CheckDigit.expandedUPCE(body) : body)
        guard expected == bytes.last else {
            throw BarcodeEncoder.Failure(
                description:
                    "the check digit of \(data), its last, is \(Character(Unicode.Scalar(bytes.last ?? 0))) where \(String(decoding: body, as: UTF8.self))"
                    + " gives \(Character(Unicode.Scalar(expected))): a digit is wrong or missing")
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// Refuses a character the symbology cannot hold, named with its place, before libzint is asked:
    /// Code 39 would print a lower-case letter as its capital (a reader gets other text back), and
    /// libzint says only that some character is invalid.
    private func checkCharacters(of data: String) throws(BarcodeEncoder.Failure) {
        let allowed: (Unicode.Scalar) -> Bool
        let holds: String, hint: String
        switch self {
        case .code39:
            allowed = { ("0"..."9").contains($0) || ("A"..."Z").contains($0) || " -.$/+%".unicodeScalars.contains($0) }
            holds = "capital letters, digits, space and -.$/+% only"
            hint = "; a lower-case letter would print as its capital (code128 holds it as it is)"
        case .code128:
            allowed = { $0.value < 0x100 }
            holds = "Latin-1 text only"
            hint = "; a 2D code such as qr holds every script"
        default: return
        }
        for (offset, character) in data.enumerated() where !character.unicodeScalars.allSatisfy(allowed) {
            let scalars = character.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            throw BarcodeEncoder.Failure(
                description: "\(rawValue) holds \(holds): character \(offset + 1) is \"\(character)\" (\(scalars.joined(separator: " ")))\(hint)")
        }
    }
}
