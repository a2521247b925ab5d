import ArgumentParser
import Foundation
import Layout
import Render
import Scene

/// What the commands print and how they end.
enum Output {
    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes `document`, printing each file written and, as `SOURCE: warning: page N: ...`, what did
    /// not render as asked; exit code 2 when rendering or writing fails.
    static func write(_ document: some PageSource, format: OutputFormat, to path: String, options: RenderOptions, source: String, quiet: Bool = false) throws {
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            let result = try DocumentWriter.render(document, format: format, to: path, options: options)
            for warning in result.warnings { printError("\(source): warning: \(warning)") }
            if !quiet { for file in result.files { print(file) } }
        } catch let error as RenderError {
            printError("poster: error: \(error)")
            throw ExitCode(2)
        } catch {
            printError("poster: error: \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    /// Writes `text` to `path` through a temporary file renamed into place; exit code 2 on failure.
    static func writeText(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("poster: error: \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}
