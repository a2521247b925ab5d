import ArgumentParser
import FileIO
import FoundationEssentials
import Gallery
import Glibc
import Output
import Pipeline
import Workers

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every spec in a folder: outputs, thumbnails, a contact sheet, index.html and index.json.",
        discussion: """
            A second run writes only the specs whose inputs changed. Exit codes: 0 every spec rendered; \
            1 some failed (the others are rendered, the failures listed); 2 the gallery could not be written; 64 bad command line.
            """,
        subcommands: [Build.self, Merge.self],
        defaultSubcommand: Build.self
    )

    /// The progress style for standard error: a line in place on a terminal, a line per spec in logs.
    static func progress(quiet: Bool) -> ProgressStyle {
        quiet ? .quiet : isatty(STDERR_FILENO) == 1 ? .terminal : .lines
    }

    /// Prints the report (failures always, the summary unless quiet) and ends as it says. In a format for
    /// machines, every spec's warnings come first, as `poster check` prints them.
    static func finish(_ report: GalleryReport, quiet: Bool, format: DiagnosticFormat = .human) throws {
        for file in report.files { Console.printLine(file) }
        if !quiet { for note in report.notes { Console.printError("poster gallery: note: \(note)") } }
        if format != .human {
            for (path, lines) in report.warnings {
                for line in lines { Console.printError(format.line(recorded: line, of: path)) }
            }
        }
        if !quiet || !report.failures.isEmpty { Console.printError("poster gallery: \(report.summary)") }
        if !quiet, let changes = report.changes { Console.printError(changes.line) }
        for failure in report.failures {
            if format == .human { Console.printError("failed: \(failure.path)") }
            for line in failure.diagnostics { Console.printError(format == .human ? "  \(line)" : format.line(recorded: line, of: failure.path)) }
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    static func fail(_ error: GalleryError) -> ExitCode {
        Console.printError("poster gallery: error: \(error.message)")
        return ExitCode(error.exitCode)
    }

    /// The most workers a gallery runs at once.
    static let maximumJobs = 256

    static func checkJobs(_ jobs: Int) throws {
        guard (1...maximumJobs).contains(jobs) else { throw ValidationError("--jobs must be from 1 to \(maximumJobs), got \(jobs)") }
    }

    static var tool: String { "poster \(Poster.configuration.version)" }
}

extension GalleryCommand {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Render the specs of a folder (JSON and YAML, recursively) into a gallery; the default subcommand.")

        @Argument(help: "The folder of specs.") var folder: String
        @Option(name: .shortAndLong, help: "The gallery folder to write.") var output: String
        @Option(help: "Parallel workers (default: the core count).") var jobs: Int = Cores.available
        @Option(
            help: ArgumentHelp("Formats to write besides the thumbnails: pdf, png, svg, comma-separated.", valueName: "formats"),
            transform: Build.formats)
        var format: [OutputFormat] = [.pdf, .png]
        @OptionGroup var resolution: ResolutionOption
        @OptionGroup var compression: CompressionOption
        @Option(help: "Longer side of every thumbnail, in pixels (16 to 2048).") var thumbSize: Int = GalleryOptions.defaultThumbnailSize
        @Flag(help: "Render every spec, even those whose inputs are unchanged.") var force = false
        @Flag(help: "Print nothing but failures.") var quiet = false
        @Option(
            help: ArgumentHelp(
                "Render only part K of N (from 1), chosen by a hash of each spec's path (or by --shard-costs), and write a partial index.json.",
                valueName: "K/N"),
            transform: Build.shard)
        var shard: Shard?
        @Option(
            help: ArgumentHelp(
                "With --shard, split the specs by what each cost in FILE (a previous gallery's index.json, or a JSON object of seconds by spec path), not by path hash.",
                valueName: "file"))
        var shardCosts: String?
        @Option(
            help: ArgumentHelp(
                "Leave out files and folders matching a pattern, in gitignore's syntax (repeatable; a .posterignore file in DIR adds more).",
                valueName: "pattern"))
        var exclude: [String] = []
        @Flag(help: "Take every JSON and YAML file found as a spec: one that is not fails, rather than being set aside with a note.")
        var allFiles = false
        @OptionGroup var comparing: CompareOptions
        @OptionGroup var specOptions: SpecOptions
        @OptionGroup(title: "Values") var values: SpecValues

        func validate() throws {
            try GalleryCommand.checkJobs(jobs)
            guard (16...2048).contains(thumbSize) else { throw ValidationError("--thumb-size must be from 16 to 2048, got \(thumbSize)") }
            guard values.data != SourceFile.standardInput else { throw ValidationError("poster gallery reads --data from a file, not standard input") }
            guard shardCosts == nil || shard != nil else { throw ValidationError("--shard-costs needs --shard K/N: it says how the parts are split") }
        }

        func run() throws {
            var options = GalleryOptions(
                source: folder, output: output, formats: format, dpi: resolution.value(default: 150), pngCompression: compression.pngCompression,
                thumbnailSize: thumbSize, policy: specOptions.policy(with: values), jobs: jobs, force: force,
                shard: shard, tool: GalleryCommand.tool, progress: GalleryCommand.progress(quiet: quiet))
            options.exclude = exclude
            options.everyFileIsASpec = allFiles
            options.compare = comparing.compare
            do {
                options.shardCosts = try shardCosts.map(ShardCosts.read)
            } catch {
                throw GalleryCommand.fail(error)
            }
            // Run as the child of a supervising poster, which reads the journal; else be that supervisor.
            guard let journal = getenv(GallerySupervisor.journalVariable).map({ String(cString: $0) }) else {
                let status: Int32
                do {
                    status = try GallerySupervisor.run(Array(CommandLine.arguments.dropFirst()))
                } catch {
                    Console.printError("poster gallery: error: \(error.message)")
                    throw ExitCode(2)
                }
                if status != 0 { throw ExitCode(status) }
                return
            }
            options.journal = GalleryJournal(path: journal)
            options.crashed = getenv(GallerySupervisor.crashedVariable).map { GallerySupervisor.crashed(listedIn: String(cString: $0)) } ?? [:]
            let report: GalleryReport
            do {
                report = try Gallery.build(options)
            } catch {
                throw GalleryCommand.fail(error)
            }
            try comparing.publish(report.changes)
            try GalleryCommand.finish(report, quiet: quiet, format: specOptions.diagnostics.chosen)
        }

        static func formats(_ text: String) throws -> [OutputFormat] {
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed.lowercased() }
            let formats = names.compactMap(OutputFormat.init(rawValue:))
            guard !names.isEmpty, formats.count == names.count else {
                throw ValidationError("--format expects pdf, png or svg, comma-separated, got '\(text)'")
            }
            return formats
        }

        static func shard(_ text: String) throws -> Shard {
            guard let shard = Shard(text) else { throw ValidationError("--shard expects K/N with 1 <= K <= N <= \(Shard.maximumCount), got '\(text)'") }
            return shard
        }
    }

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Join the folders that --shard K/N runs wrote into one gallery, as one run would have written it.",
            discussion: "The specs must be where the parts were rendered from (the contact sheet is drawn from them).")

        @Argument(help: "The folders the shards wrote, one per part.") var parts: [String]
        @Option(name: .shortAndLong, help: "The gallery folder to write.") var output: String
        @Option(help: "Parallel workers (default: the core count).") var jobs: Int = Cores.available
        @Flag(help: "Draw the contact sheet again even when it is unchanged.") var force = false
        @Flag(help: "Print nothing but failures.") var quiet = false
        @OptionGroup var comparing: CompareOptions

        func validate() throws {
            guard !parts.isEmpty else { throw ValidationError("missing the part folders to merge") }
            try GalleryCommand.checkJobs(jobs)
        }

        func run() throws {
            let report: GalleryReport
            do {
                report = try Gallery.merge(
                    parts: parts, into: output, jobs: jobs, tool: GalleryCommand.tool, force: force, progress: GalleryCommand.progress(quiet: quiet),
                    compare: comparing.compare)
            } catch {
                throw GalleryCommand.fail(error)
            }
            try comparing.publish(report.changes)
            try GalleryCommand.finish(report, quiet: quiet)
        }
    }
}
