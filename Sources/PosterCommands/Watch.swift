import ArgumentParser
import FileIO
import FoundationEssentials
import Glibc
import Output
import Pipeline
import SpecReader

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render a spec, then again whenever it or a file it reads changes.",
        discussion: """
            Renders as `poster render` does, then watches the spec and every data file and picture it reads \
            (their folders, through inotify, so an editor's save by rename is seen) and renders again once they \
            have been quiet for --quiet seconds. Each run prints its problems and the files written; a spec that \
            turns invalid is reported and the last good output kept. Ctrl-C stops (exit code 0); a file being \
            written then is removed, the one before it kept.
            """
    )

    @Argument(help: "The layout spec (JSON or YAML) to watch.") var spec: String
    @OptionGroup var output: OutputOptions
    @Option(help: "Pages to write, such as 1,3-5 (default: all).", transform: PageSelection.parse) var pages: [Int]?
    @Option(help: "Seconds without further change before a change is rendered (0 to 10).") var quiet: Double = 0.05
    @OptionGroup var specOptions: SpecOptions
    @OptionGroup(title: "Values") var values: SpecValues

    @OptionGroup(title: "Tiling") var tileOptions: TileOptions

    func validate() throws {
        guard spec != SourceFile.standardInput else { throw ValidationError("poster watch reads a spec file, not standard input") }
        guard (0...10).contains(quiet) else { throw ValidationError("--quiet must be from 0 to 10 seconds, got \(SpecNode.format(quiet))") }
    }

    func run() throws {
        let watcher: FileWatcher
        do { watcher = try FileWatcher() } catch { throw ValidationError("\(error)") }
        // A format that cannot be told from -o is a bad command line, before anything is watched.
        let job = try Pipeline.Job(spec: spec, output: output, pages: pages, specOptions: specOptions, values: values, tiling: tileOptions.override)
        let specPath = RealPath.of(spec) ?? (spec.hasPrefix("/") ? spec : FileManager.default.currentDirectoryPath + "/" + spec)
        Interruption.endStopped(saying: "poster watch: stopped", status: 0)
        // The files the last good run read stay watched while the spec is broken, so fixing one of them renders again.
        var goodInputs: [String: FileStamp?] = [:]
        while true {
            let started = Date()
            // Taken before the spec is read, so that a save while it is read is a change to render again.
            let specStamp = FileStamp.of(specPath)
            let (valid, inputs) = try renderOnce(job)
            if valid { goodInputs = inputs }
            let seconds = SpecNode.format((Date().timeIntervalSince(started) * 1000).rounded() / 1000)
            Console.printError(
                valid ? "poster watch: rendered in \(seconds) s; watching" : "poster watch: \(spec) is invalid: the last good output is kept; watching")
            // Seen at once by whoever reads a pipe or a file (every stream flushed): the process may end by a signal, unflushed.
            fflush(nil)
            let watched = goodInputs.merging(inputs) { _, latest in latest }.merging([specPath: specStamp]) { _, spec in spec }
            let changed = watcher.nextChange(of: { watched }, quiet: quiet)
            Console.printError("poster watch: changed: \(changed.map(Self.shown).joined(separator: ", "))")
        }
    }

    /// One render; a failed write is reported and watching goes on, as it does after a tiling option the
    /// spec's pages cannot take. A command line that cannot be carried out (an output that is the spec or
    /// a file it reads, a page it does not have) ends the watch with exit code 64. The files read come with
    /// their stamps when they were read.
    private func renderOnce(_ job: Pipeline.Job) throws(ValidationError) -> (valid: Bool, inputs: [String: FileStamp?]) {
        let (loaded, failure) = Console.render(job, format: specOptions.diagnostics.chosen)
        let inputs = Dictionary(loaded.inputs.map { ($0, loaded.inputStamps[$0]) }) { first, _ in first }
        guard let failure else { return (true, inputs) }
        switch failure {
        case .invalid: return (false, inputs)
        case .tileOptionRefused(let message):
            Console.printError("poster: error: \(message)")
            return (false, [:])
        case .pageMissing, .tiledStream, .overwritesInput: throw ValidationError(failure.message)
        case .tiling, .writeFailed:
            _ = Console.fail(failure)
            return (false, [:])
        }
    }

    /// A path as the user would write it: relative to the current folder when it is inside it.
    private static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }
}
