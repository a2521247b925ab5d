import ArgumentParser
import Glibc
import Output

/// `--compare BASE` and where its Markdown goes, shared by `poster gallery` and `poster gallery merge`.
struct CompareOptions: ParsableArguments {
    /// The job summary file GitHub Actions gives every step.
    static let stepSummaryVariable = "GITHUB_STEP_SUMMARY"

    @Option(
        help: ArgumentHelp(
            "Mark every spec new, removed, unchanged or changed against an earlier gallery folder (a CI artifact, unpacked), "
                + "with a diff picture per changed page, shown first on index.html.",
            valueName: "BASE"))
    var compare: String?
    @Option(
        help: ArgumentHelp(
            "Write what --compare found as Markdown to this file (without it, it is appended to $GITHUB_STEP_SUMMARY when that is set).",
            valueName: "FILE"))
    var summary: String?

    func validate() throws {
        guard summary == nil || compare != nil else { throw ValidationError("--summary writes what --compare found: give --compare BASE too") }
    }

    /// Writes the Markdown of what the comparison found to `--summary`'s file (replaced), else appends
    /// it to the step summary file when one is named; exit code 2 when it cannot be written.
    func publish(_ changes: (line: String, markdown: String)?) throws {
        guard let changes else { return }
        do throws(OutputError) {
            if let summary {
                try AtomicFile.write(Array(changes.markdown.utf8), to: summary)
            } else if let variable = getenv(Self.stepSummaryVariable), variable.pointee != 0 {
                try AppendedFile.append(Array(changes.markdown.utf8), to: String(cString: variable))
            }
        } catch {
            Console.printError("poster gallery: error: cannot write the summary \(error.message)")
            throw ExitCode(2)
        }
    }
}
