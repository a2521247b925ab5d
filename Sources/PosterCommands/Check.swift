import ArgumentParser
import FileIO
import FoundationEssentials
import Gallery
import Imposition
import Pipeline
import SpecReader

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate specs without rendering; print every problem and a summary.",
        discussion: """
            Takes spec files and folders; a folder is searched as `poster gallery` searches it (JSON and YAML \
            files, hidden ones and a spec's data left out). Exits 0 when every spec is valid (warnings allowed), \
            1 when any has errors.
            """
    )

    @Argument(help: "The layout specs (JSON or YAML), or folders of them.") var specs: [String] = []
    @Flag(help: "In a folder, take every JSON and YAML file as a spec: one that is not fails, rather than being set aside with a note.")
    var allFiles = false
    @Option(
        help: ArgumentHelp(
            "In a folder, leave out files and folders matching a pattern, in gitignore's syntax (repeatable; a .posterignore file adds more).",
            valueName: "pattern"))
    var exclude: [String] = []
    @OptionGroup var resolution: ResolutionOption
    @OptionGroup var specOptions: SpecOptions
    @OptionGroup(title: "Tiling, checked against every page") var tileOptions: TileOptions
    @OptionGroup(title: "Values") var values: SpecValues

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("missing the spec to check (a file, or a folder of specs)") }
        try values.validate(specs: specs)
    }

    func run() throws {
        var paths: [String] = []
        for argument in specs {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder else {
                paths.append(argument)
                continue
            }
            paths += try found(in: argument)
        }
        var failed = 0
        for path in paths where !check(path) { failed += 1 }
        if paths.count != 1 || specs.count != 1 || paths.first != specs.first {
            print("poster check: \(paths.count) spec\(paths.count == 1 ? "" : "s"): \(paths.count - failed) ok, \(failed) failed")
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// The specs in `folder`, as a gallery finds them.
    private func found(in folder: String) throws -> [String] {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var options = GalleryOptions(
            source: trimmed, output: trimmed + "/.poster-check", policy: specOptions.policy(with: values), tool: "poster check")
        options.everyFileIsASpec = allFiles
        options.exclude = exclude
        let found: (specs: [Gallery.FoundSpec], notSpecs: [String])
        do {
            found = try Gallery.specs(options)
        } catch {
            Console.printError("poster check: error: \(error.message)")
            throw ExitCode(Int32(error.exitCode))
        }
        for file in found.notSpecs {
            Console.printError(
                "poster check: note: skipped \(FilePaths.join(trimmed, file)): not a spec (it has no numeric \"version\" and no \"pages\")"
            )
        }
        guard !found.specs.isEmpty else {
            Console.printError("poster check: error: \(folder) holds no spec (JSON or YAML with a \"version\" or \"pages\")")
            throw ExitCode(1)
        }
        return found.specs.map { FilePaths.join(trimmed, $0.path) }
    }

    /// Checks the spec at `path`, printing its problems and a line; whether it is valid.
    private func check(_ path: String) -> Bool {
        // Streamed: the layout is checked whole, but no figure is built.
        // Validated with the command line: a tiling that cannot be read was refused before.
        let job = Pipeline.Job(
            source: .file(path), policy: specOptions.policy(with: values),
            profile: OutputProfile(format: .pdf, dpi: resolution.value(default: 300), tiling: (try? tileOptions.override) ?? .asSpecSays))
        let loaded = Pipeline.check(job)
        Console.printDiagnostics(loaded.diagnostics, format: specOptions.diagnostics.chosen)
        // Counted before like problems were summed up in a line.
        let warnings = loaded.warnings
        if case .failure(.tileOptionRefused(let problem)) = loaded.pages {
            Console.printError("poster check: error: \(path): \(problem)")
            Console.printLine("\(path): failed: 1 error, \(warnings) warning\(warnings == 1 ? "" : "s")")
            return false
        }
        guard case .success = loaded.pages, let summary = loaded.summary else {
            let errors = max(1, loaded.errors)
            Console.printLine("\(path): failed: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            return false
        }
        Console.printLine(
            "\(path): ok: \(summary.pages) page\(summary.pages == 1 ? "" : "s"), \(summary.figures) figure\(summary.figures == 1 ? "" : "s"), about \(SpecNode.grouped(summary.estimatedElements)) elements, \(warnings) warning\(warnings == 1 ? "" : "s")"
        )
        return true
    }
}
