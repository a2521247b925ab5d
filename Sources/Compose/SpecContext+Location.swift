import SpecModel
import SpecReader

extension SpecContext {
    /// A warning about what is drawn at `location`: at its row of data when a sheet's row made it
    /// (`people.csv:1402:1: warning: PATH: row 1401: ...`), so that a list of warnings names the rows to
    /// look at; else where the spec writes it.
    func warning(_ message: String, at location: SpecLocation?) {
        report(.warning, message, at: location)
    }

    /// An error about what is drawn at `location`, at its row of data as a warning is.
    func error(_ message: String, at location: SpecLocation?) {
        report(.error, message, at: location)
    }

    private func report(_ severity: Diagnostic.Severity, _ message: String, at location: SpecLocation?) {
        guard let location, let row = location.row else {
            return severity == .error
                ? error(message, at: location?.position, location?.path) : warning(message, at: location?.position, location?.path)
        }
        add(
            Diagnostic(
                severity, file: row.file, position: SourcePosition(line: row.line, column: 1), path: location.path, message: "row \(row.number): \(message)"))
    }
}
