import ArgumentParser
import FileIO
import FoundationEssentials
import Pipeline
import SpecReader

/// What the command line sets in a spec (render, check, watch, frames, gallery): `--data`, `--set` and
/// `--outline` and `--cmyk`, applied to the parsed spec before it is decoded so that they meet the same checks and
/// messages, `--templates`, the gLabels files its sheets may name, and `--font-path`, font files.
struct SpecValues: ParsableArguments {
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Set a value of the spec, as PATH=VALUE (pages[0].grid.columns=4, page.size=A3); VALUE is JSON or plain text (repeatable, applied in order).",
            valueName: "path=value"))
    var settings: [String] = []

    @Option(
        help: ArgumentHelp(
            "A data file (\(Pipeline.dataFileEndings.map { "." + $0 }.joined(separator: ", "))) for the spec's sheet instead of its own; read wherever it is; - reads standard input.",
            valueName: "file"))
    var data: String?

    @Flag(help: "Draw every label's outline on label sheets, for a test print (print.outline).")
    var outline = false

    @Flag(help: "Write a PDF for a CMYK press: colours in ink through the output profile, with a PDF/X output intent (print.color).")
    var cmyk = false

    @Option(
        name: .customLong("templates"),
        help: ArgumentHelp("A gLabels template file, or a folder of them, whose sheets a spec's \"template\" may name (repeatable).", valueName: "path"))
    var templateFiles: [String] = []

    @Option(
        name: .customLong("font-path"),
        help: ArgumentHelp("A font file, or a folder of them, whose families the spec's texts may be set in (repeatable).", valueName: "path"))
    var fontPaths: [String] = []

    func validate() throws {
        _ = try overrides()
        if let data, data.isEmpty { throw ValidationError("--data expects a file, got ''") }
    }

    /// Refuses `--data -` for specs read from standard input too (`specs` holds `-`), which it cannot hold twice.
    func validate(specs: [String]) throws {
        guard data == SourceFile.standardInput, specs.contains(SourceFile.standardInput) else { return }
        throw ValidationError("--data - reads standard input, which holds the spec: name the spec's file, or the data's")
    }

    /// `--set`'s values in order, then those of the flags given: `--outline` and `--cmyk` set the spec's
    /// own values, as the gallery's record keeps them.
    private func overrides() throws -> [SpecOverride] {
        let flags = [(outline, "--outline", "print.outline=true"), (cmyk, "--cmyk", "print.color=cmyk")].filter(\.0)
        do throws(SpecOverride.Failure) {
            return try settings.map { setting throws(SpecOverride.Failure) in try SpecOverride(parsing: setting) }
                + flags.map { given throws(SpecOverride.Failure) in try SpecOverride(flag: given.1, setting: given.2) }
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `policy` with these values: files as absolute paths, as named from the current folder.
    func applied(to policy: LoadPolicy) -> LoadPolicy {
        var options = policy
        // Checked when the command line was read.
        options.overrides = (try? overrides()) ?? []
        options.data = data.map { $0 == SourceFile.standardInput ? $0 : Self.absolute($0) }
        options.dataName = data
        options.templates = templateFiles.map(Self.absolute)
        options.fonts = fontPaths.map(Self.absolute)
        return options
    }

    /// `path` from the current folder.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
