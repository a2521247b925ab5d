/// One diagnostic as `--diagnostics json` writes it: every key there, `null` where a value is unknown.
struct DiagnosticRecord: Encodable {
    let severity: String
    let file: String
    let line: Int?
    let column: Int?
    let path: String?
    let message: String

    private enum CodingKeys: String, CodingKey {
        case severity, file, line, column, path, message
    }

    /// Writes the absent values as `null` rather than leaving their keys out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(path, forKey: .path)
        try container.encode(message, forKey: .message)
    }
}
