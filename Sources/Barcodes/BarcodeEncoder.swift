import CZint
import Figures
import FileIO
import Geometry
import Glibc
import SharedLibraries

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
        // The standard's own names for the levels.
        // swift-format-ignore: AlwaysUseLowerCamelCase
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
    /// linear barcode when asked, and `correction` for a QR code. Text beyond ASCII in a 2D code is
    /// encoded in `characters` behind its ECI marker, so every reader gets the exact text back. A
    /// GS1 number's check digit, when the data holds it, must be right. Warnings libzint gives (a symbol
    /// it made but that a standard frowns on) come back with the symbol.
    public static func encode(
        _ data: String, as symbology: Symbology, correction: Correction = .M, characters: CodeCharacterSet = .utf8, quietZones: Bool = true,
        humanReadable: Bool = true
    ) throws(Failure) -> (symbol: CodeSymbol, warning: String?) {
        guard !data.isEmpty else { throw Failure(description: "there is no data to encode") }
        guard data.utf8.count <= maximumBytes else { throw Failure(description: "\(data.utf8.count) bytes of data, over the \(maximumBytes) a code may hold") }
        let bytes = Array(try symbology.payload(of: data).utf8)
        let zint = try ZintLibrary.shared.opened { Failure(description: $0) }
        guard let symbol = zint.create() else { throw Failure(description: "out of memory") }
        defer { zint.delete(symbol) }
        symbol.pointee.symbology = symbology.zint
        symbol.pointee.input_mode = Int32(UNICODE_MODE)
        symbol.pointee.show_hrt = humanReadable && symbology.isLinear ? 1 : 0
        if quietZones { symbol.pointee.output_options |= Int32(BARCODE_QUIET_ZONES) }
        if symbology == .qr { symbol.pointee.option_1 = correction.level }
        let marked = symbology.takesECI && !bytes.allSatisfy { $0 < 0x80 }
        if marked { symbol.pointee.eci = characters.eci }
        let id = "\(symbology.rawValue) \(correction.rawValue) \(marked ? characters.rawValue : "") \(quietZones) \(humanReadable) \(data)"
        if let quiet = symbology.gridQuietZone {
            let status = zint.encode(symbol, bytes, Int32(bytes.count))
            let message = Self.message(of: symbol)
            guard status < ZINT_ERROR else {
                throw refusal(status, message, symbology: symbology, data: data, characters: marked ? characters : nil)
            }
            return (try grid(of: symbol, id: id, quietZone: quietZones ? quiet : 0), status == 0 ? nil : message)
        }
        let status = zint.encodeAsVectors(symbol, bytes, Int32(bytes.count), 0)
        let message = Self.message(of: symbol)
        guard status < ZINT_ERROR, let vector = symbol.pointee.vector else {
            throw refusal(status, message, symbology: symbology, data: data, characters: marked ? characters : nil)
        }
        var bars = PathBuilder()
        var narrowest = Double.infinity
        var rectangle = vector.pointee.rectangles
        while let r = rectangle {
            let bar = Rect(x: Double(r.pointee.x), y: Double(r.pointee.y), width: Double(r.pointee.width), height: Double(r.pointee.height))
            bars.rect(bar)
            narrowest = min(narrowest, bar.size.width, bar.size.height)
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
        guard let marks = bars.finish(), size.width > 0, size.height > 0 else { throw Failure(description: "libzint drew nothing for it") }
        return (CodeSymbol(id: id, size: size, bars: marks, module: narrowest, isGrid: false, captions: captions), status == 0 ? nil : message)
    }

    /// The modules libzint set for a 2D code, as bits in module units inside `quietZone` light modules a
    /// side, traced as one outline when drawn (`CodeSymbol.marks`; libzint's vector output would give a
    /// rectangle a run of modules).
    private static func grid(of symbol: UnsafeMutablePointer<zint_symbol>, id: String, quietZone: Int) throws(Failure) -> CodeSymbol {
        let width = Int(symbol.pointee.width), height = Int(symbol.pointee.rows)
        guard width > 0, height > 0 else { throw Failure(description: "libzint drew nothing for it") }
        // libzint keeps a row's modules as bits, the first module in the lowest bit of the first byte.
        let stride = MemoryLayout.size(ofValue: symbol.pointee.encoded_data.0)
        let filled = withUnsafeBytes(of: &symbol.pointee.encoded_data) { rows in
            return (0..<height * width).map { cell in
                let (row, column) = cell.quotientAndRemainder(dividingBy: width)
                return rows[row * stride + column >> 3] >> (column & 7) & 1 == 1
            }
        }
        guard filled.contains(true) else { throw Failure(description: "libzint drew nothing for it") }
        let origin = Point(Double(quietZone), Double(quietZone))
        let size = Size(Double(width + 2 * quietZone), Double(height + 2 * quietZone))
        let modules = ModuleGrid(width: width, height: height, origin: origin, filled: filled)
        return CodeSymbol(id: id, size: size, bars: nil, module: 1, isGrid: true, modules: modules, captions: [])
    }

    /// Why libzint refused the data, in poster's words where a spec's choice caused it.
    private static func refusal(_ status: Int32, _ message: String, symbology: Symbology, data: String, characters: CodeCharacterSet?) -> Failure {
        if let characters, status == ZINT_ERROR_INVALID_DATA, message.contains("ECI") {
            return Failure(description: "the text holds characters \(characters.rawValue) cannot encode (\"encoding\": \"utf-8\" holds every script)")
        }
        if status == ZINT_ERROR_TOO_LONG {
            let most = message.split(whereSeparator: { !$0.isNumber }).last.map { " (libzint's limit: \($0) characters)" } ?? ""
            let hint =
                switch symbology {
                case .qr: " at this correction (a lower one holds more)"
                case _ where symbology.isLinear: "; a 2D code such as qr holds up to 2,953 bytes"
                default: ""
                }
            let size = "\(data.count) characters (\(data.utf8.count) bytes)"
            return Failure(description: "\(size) are more than one \(symbology.rawValue) holds\(most)\(hint)")
        }
        return Failure(description: message.isEmpty ? "libzint could not encode it (error \(status))" : message)
    }

    /// libzint's message, without its "Error 123: " prefix.
    private static func message(of symbol: UnsafeMutablePointer<zint_symbol>) -> String {
        let text = withUnsafeBytes(of: symbol.pointee.errtxt) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let colon = text.firstIndex(of: ":"), text.hasPrefix("Error") || text.hasPrefix("Warning") else { return text }
        return text[text.index(after: colon)...].trimmed
    }

}
