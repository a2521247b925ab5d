import ArgumentParser
import FileIO
import FoundationEssentials
import SpecReader

/// How problems are printed: for people (`FILE:LINE:COL: error: PATH: message`, as compilers write them),
/// as GitHub workflow commands (shown on the pull request's lines), or as JSON, one object a line. Each
/// is one line whatever the input holds: its control characters are escapes in every format.
enum DiagnosticFormat: String, CaseIterable, ExpressibleByArgument {
    case human, github, json

    /// The environment variable that sets the format when the command line does not.
    static let environmentVariable = "POSTER_DIAGNOSTICS"

    /// `diagnostic` as one line of this format.
    func line(_ diagnostic: Diagnostic) -> String {
        line(diagnostic.severity, file: diagnostic.file, position: diagnostic.position, path: diagnostic.path?.description, message: diagnostic.message)
    }

    private func line(_ severity: Diagnostic.Severity, file: String, position: SourcePosition?, path: String?, message: String) -> String {
        switch self {
        case .human:
            return Diagnostic(severity, file: file, position: position, path: nil, message: (path.map { $0 + ": " } ?? "") + message).description
        case .github:
            // https://docs.github.com/actions/reference/workflow-commands-for-github-actions
            let command = severity == .error ? "error" : severity == .warning ? "warning" : "notice"
            var properties = ["file=\(Self.property(file))"]
            if let position { properties += ["line=\(position.line)", "col=\(position.column)"] }
            properties.append("title=\(Self.property("poster: " + (path ?? severity.rawValue)))")
            return "::\(command) \(properties.joined(separator: ","))::\(Self.data(message))"
        case .json:
            let record = DiagnosticRecord(severity: severity.rawValue, file: file, line: position?.line, column: position?.column, path: path, message: message)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return Self.json(String(decoding: (try? encoder.encode(record)) ?? Data(), as: UTF8.self))
        }
    }

    /// A workflow command's message: control characters written as visible escapes (a line feed would
    /// end the command, and the next line could be a command of its own), and `%` escaped.
    private static func data(_ text: String) -> String {
        VisibleText.escaped(text).replacing("%", with: "%25")
    }

    /// An encoded JSON line with what the encoder leaves as it is of `VisibleText`'s hidden characters
    /// (DEL, the C1 controls, the line and paragraph separators) written as `\uXXXX`: the same string
    /// to a JSON reader, and one line to a log that breaks lines at them.
    private static func json(_ encoded: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in encoded.unicodeScalars {
            guard VisibleText.isHidden(scalar) else {
                out.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(out)
    }

    /// A workflow command's property: as its message, and `:` and `,` escaped too.
    private static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}

/// `--diagnostic-format`, for every command that reports a spec's problems.
struct DiagnosticOptions: ParsableArguments {
    @Option(
        name: .customLong("diagnostic-format"),
        help: ArgumentHelp(
            "How problems are printed: human, github (workflow commands a pull request shows on its lines) or json (an object a line); default: $\(DiagnosticFormat.environmentVariable), else human.",
            valueName: "format"))
    var given: DiagnosticFormat?

    func validate() throws {
        _ = try format()
    }

    /// The format asked for: on the command line, else in the environment, else for people.
    func format() throws -> DiagnosticFormat {
        if let given { return given }
        guard let value = ProcessInfo.processInfo.environment[DiagnosticFormat.environmentVariable], !value.isEmpty else { return .human }
        guard let format = DiagnosticFormat(rawValue: value) else {
            throw ValidationError(
                "\(DiagnosticFormat.environmentVariable) must be one of \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(value)'")
        }
        return format
    }

    /// The format, once validated.
    var chosen: DiagnosticFormat { (try? format()) ?? .human }
}

extension DiagnosticFormat {
    /// A problem a gallery recorded as a human line (`FILE[:LINE:COL]: SEVERITY: [PATH: ]message`), in
    /// this format; a line of another shape is taken as an error of `file`.
    func line(recorded text: String, of file: String) -> String {
        guard self != .human else { return text }
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let marker = text.firstRange(of: ": \(severity.rawValue): ") else { continue }
            let head = String(text[..<marker.lowerBound])
            var message = String(text[marker.upperBound...])
            var path: String?
            if let match = message.prefixMatch(of: #/[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*|\[[0-9]+\])*: /#) {
                path = String(match.output.dropLast(2))
                message = String(message[match.range.upperBound...])
            }
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
                let name = parts.dropLast(2).joined(separator: ":")
                return self.line(severity, file: name, position: SourcePosition(line: line, column: column), path: path, message: message)
            }
            return self.line(severity, file: head, position: nil, path: path, message: message)
        }
        return self.line(.error, file: file, position: nil, path: nil, message: text)
    }
}
