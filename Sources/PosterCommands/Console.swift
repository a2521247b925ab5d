import AnimationEncoding
import ArgumentParser
import FileIO
import Glibc
import Output
import Pipeline
import Scene
import SpecReader

/// What the commands print and how they end.
enum Console {
    static func printDiagnostics(_ diagnostics: [Diagnostic], format: DiagnosticFormat) {
        for diagnostic in diagnostics { printError(format.line(diagnostic)) }
    }

    /// Prints `line` on standard error, what it holds of control characters written as escapes
    /// (`VisibleText`): file names and values from input cannot break it, nor start a line of their own.
    static func printError(_ line: String) {
        StandardError.write(VisibleText.escaped(line) + "\n")
    }

    /// Prints `line` on standard output as `printError` prints on standard error.
    static func printLine(_ line: String) {
        print(VisibleText.escaped(line))
    }

    /// Loads and writes `job` as `poster render` does, printing the spec's diagnostics (before the files
    /// written are named) and the files written: the spec as loaded, whether or not anything was written,
    /// and why nothing was.
    static func render(_ job: Pipeline.Job, format: DiagnosticFormat, progress: WorkProgress? = nil) -> (loaded: LoadedSpec, failure: PipelineError?) {
        let (loaded, written) = Pipeline.render(job)
        progress?.finish()
        printDiagnostics(loaded.diagnostics, format: format)
        switch written {
        case .success(let files):
            for file in files { printLine(file) }
            return (loaded, nil)
        case .failure(let error):
            return (loaded, error)
        }
    }

    /// Writes `document`, printing each file written unless `quiet`; exit code 2 when rendering or
    /// writing fails. `options.outputPolicy` says what `path` may name: `-o` may name a stream, a folder
    /// of frames holds regular files only.
    static func write(_ document: some PageSource, format: OutputFormat, to path: String, options: RenderOptions, quiet: Bool = false) throws {
        do {
            let files = try Pipeline.write(document, format: format, to: path, options: options)
            if !quiet { for file in files { printLine(file) } }
        } catch {
            throw fail(error)
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
            try Pipeline.writeAnimation(frame: frame, to: path, format: format, settings: settings, options: options)
        } catch let error as PipelineError {
            throw fail(error)
        }
    }

    /// Writes `text` to `path` (in a folder poster fills) through a temporary file renamed into place;
    /// exit code 2 on failure.
    static func writeText(_ text: String, to path: String) throws {
        do {
            try Pipeline.writeText(text, to: path)
        } catch {
            throw fail(error)
        }
    }

    /// How a command ends when a job wrote nothing: exit code 1 for an invalid spec (its diagnostics
    /// printed already), a bad command line (exit 64) for what the command line asked that cannot be
    /// done, and exit code 2, its message printed, when rendering or writing failed.
    static func fail(_ error: PipelineError) -> any Error {
        switch error {
        case .invalid: return ExitCode(1)
        case .tileOptionRefused, .pageMissing, .tiledStream, .overwritesInput: return ValidationError(error.message)
        case .tiling(let problem): return problem
        case .writeFailed:
            printError("poster: error: \(error.message)")
            return ExitCode(error.exitCode)
        }
    }
}
