import Glibc

extension String {
    /// `arguments` set by C's `printf` conventions (`%.2f`, `%02x`, `%#.3g`). poster never calls
    /// `setlocale`, so this is the C locale's: a full stop before the decimals, no grouping.
    public init(cFormat format: String, _ arguments: any CVarArg...) {
        let count = Int(Swift.max(withVaList(arguments) { vsnprintf(nil, 0, format, $0) }, 0))
        var buffer = [CChar](repeating: 0, count: count + 1)
        _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        self = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
