import FileIO

/// One problem found in a spec, with the place it was found.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        /// A note says what poster chose where the spec let it choose (an "auto" depth).
        case error, warning, note
    }

    public var severity: Severity
    public var file: String
    public var position: SourcePosition?
    public var path: SpecPath?
    public var message: String

    public init(_ severity: Severity, file: String, position: SourcePosition?, path: SpecPath?, message: String) {
        self.severity = severity
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// `FILE:LINE:COL: error: PATH: message`, the form compilers use, so editors can jump to it; one
    /// line, what the input put there of control characters written as escapes (`VisibleText`).
    public var description: String {
        var out = file
        if let position { out += ":\(position.line):\(position.column)" }
        out += ": \(severity.rawValue): "
        if let path { out += "\(path): " }
        return VisibleText.escaped(out + message)
    }
}
