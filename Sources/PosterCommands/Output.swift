import AnimationEncoding
import ArgumentParser
import FileIO
import Foundation
import Layout
import Render
import Scene
import SpecReader

/// What the commands print and how they end.
enum Output {
    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes `document`, printing each file written and, as `SOURCE: warning: page N: ...`, what did
    /// not render as asked; exit code 2 when rendering or writing fails. `policy` says what `path` may
    /// name: `-o` may name a stream, a folder of frames holds regular files only.
    static func write(
        _ document: some PageSource, format: OutputFormat, to path: String, options: RenderOptions, source: String, quiet: Bool = false,
        policy: OutputPolicy = .commandLine
    ) throws {
        var options = options
        options.outputPolicy = policy
        do {
            try makeFolders(for: path, pages: options.pages ?? Array(1...max(1, document.pageCount)), of: document, format: format)
            let files = try DocumentWriter.write(document, format: format, to: path, options: options)
            if !quiet { for file in files { print(file) } }
        } catch let error as RenderError {
            printError("poster: error: \(error)")
            throw ExitCode(2)
        } catch {
            printError("poster: error: \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    /// Writes the animation whose frame `k` is `frame(k)` to `path` (a file `-o` names), making its
    /// folder; exit code 2 when rendering or writing fails.
    static func writeAnimation(
        frame: (Int) throws -> Page, to path: String, format: AnimationFormat, settings: AnimationSettings, options: RenderOptions
    ) throws {
        var options = options
        options.outputPolicy = .commandLine
        do {
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex { try makeFolder(String(path[..<slash])) }
            try AnimationWriter.write(frame: frame, to: path, format: format, settings: settings, options: options)
        } catch let error as RenderError {
            printError("poster: error: \(error)")
            throw ExitCode(2)
        } catch let error as ExitCode {
            throw error
        } catch {
            printError("poster: error: \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    /// Makes the folders the files of `pages` go in (each page's own, when the path holds `{page}`).
    private static func makeFolders(for path: String, pages: [Int], of document: some PageSource, format: OutputFormat) throws {
        let files = path.contains("{page}") ? pages.map { OutputNaming.path(path, page: $0, of: document, format: format) } : [path]
        for file in files {
            guard let slash = file.lastIndex(of: "/"), slash != file.startIndex else { continue }
            try makeFolder(String(file[..<slash]))
        }
    }

    /// Makes `folder` (and those it is in) unless it is there; something else by that name is an error.
    static func makeFolder(_ folder: String) throws {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw RenderError(path: folder, message: "is \(FileType.describe(status.st_mode)), not a folder")
            }
            return
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` (in a folder poster fills) through a temporary file renamed into place;
    /// exit code 2 on failure.
    static func writeText(_ text: String, to path: String) throws {
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch {
            printError("poster: error: \(error)")
            throw ExitCode(2)
        }
    }
}
