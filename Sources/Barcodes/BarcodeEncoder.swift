import CZint
import Figures
import Geometry

/// Encodes data as a symbol through libzint: its modules and bars as rectangles, its human-readable
/// text as captions, in the symbol's own units. One symbol object per call, so it may be called from
/// any thread.
public enum BarcodeEncoder {
    /// Why data cannot be encoded: libzint's reason, or the data's length or characters.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// QR code error correction: about 7, 15, 25 and 30 % of the code may be lost and still read.
    public enum Correction: String, CaseIterable, Hashable, Sendable {
        case L, M, Q, H

        var level: Int32 {
            switch self {
            case .L: 1
            case .M: 2
            case .Q: 3
            case .H: 4
            }
        }
    }

    /// The longest data encoded, in bytes (a QR code holds at most 2,953 bytes).
    public static let maximumBytes = 4_096

    /// `data` (UTF-8) as `symbology`, with its quiet zones when asked, human-readable text under a
    /// linear barcode when asked, and `correction` for a QR code. Warnings libzint gives (a symbol it
    /// made but that a standard frowns on) come back with the symbol.
    public static func encode(
        _ data: String, as symbology: Symbology, correction: Correction = .M, quietZones: Bool = true, humanReadable: Bool = true
    ) throws(Failure) -> (symbol: CodeSymbol, warning: String?) {
        let bytes = Array(data.utf8)
        guard !bytes.isEmpty else { throw Failure(description: "there is no data to encode") }
        guard bytes.count <= maximumBytes else { throw Failure(description: "\(bytes.count) bytes of data, over the \(maximumBytes) a code may hold") }
        if let digits = symbology.digits {
            guard data.allSatisfy({ $0.isASCII && $0.isNumber }), digits.contains(bytes.count) else {
                throw Failure(description: "\(symbology.rawValue) encodes \(digits.lowerBound) to \(digits.upperBound) digits, found \(Self.describe(data))")
            }
        }
        guard let symbol = ZBarcode_Create() else { throw Failure(description: "out of memory") }
        defer { ZBarcode_Delete(symbol) }
        symbol.pointee.symbology = symbology.zint
        symbol.pointee.input_mode = Int32(UNICODE_MODE)
        symbol.pointee.show_hrt = humanReadable && symbology.isLinear ? 1 : 0
        if quietZones { symbol.pointee.output_options |= Int32(BARCODE_QUIET_ZONES) }
        if symbology == .qr { symbol.pointee.option_1 = correction.level }
        let status = ZBarcode_Encode_and_Buffer_Vector(symbol, bytes, Int32(bytes.count), 0)
        let message = Self.message(of: symbol)
        guard status < ZINT_ERROR, let vector = symbol.pointee.vector else {
            throw Failure(description: message.isEmpty ? "libzint could not encode it (error \(status))" : message)
        }
        var modules: [Rect] = []
        var rectangle = vector.pointee.rectangles
        while let r = rectangle {
            modules.append(Rect(x: Double(r.pointee.x), y: Double(r.pointee.y), width: Double(r.pointee.width), height: Double(r.pointee.height)))
            rectangle = r.pointee.next
        }
        var captions: [CodeSymbol.Caption] = []
        var string = vector.pointee.strings
        while let s = string {
            let text = String(decoding: UnsafeBufferPointer(start: s.pointee.text, count: Int(s.pointee.length)), as: UTF8.self)
            captions.append(CodeSymbol.Caption(text: text, baseline: Point(Double(s.pointee.x), Double(s.pointee.y)), size: Double(s.pointee.fsize)))
            string = s.pointee.next
        }
        let size = Size(Double(vector.pointee.width), Double(vector.pointee.height))
        guard !modules.isEmpty, size.width > 0, size.height > 0 else { throw Failure(description: "libzint drew nothing for it") }
        return (CodeSymbol(size: size, modules: modules, captions: captions), status == 0 ? nil : message)
    }

    /// libzint's message, without its "Error 123: " prefix.
    private static func message(of symbol: UnsafeMutablePointer<zint_symbol>) -> String {
        let text = withUnsafeBytes(of: symbol.pointee.errtxt) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let colon = text.firstIndex(of: ":"), text.hasPrefix("Error") || text.hasPrefix("Warning") else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// The data for a message: in quotes, shortened.
    private static func describe(_ data: String) -> String {
        data.count > 40 ? "\"\(data.prefix(37))...\"" : "\"\(data)\""
    }
}
