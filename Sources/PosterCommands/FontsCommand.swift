import ArgumentParser
import FoundationEssentials
import Pipeline
import Scene
import SpecReader
import Typesetting

struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts", abstract: "List the font families text can be set in, as fontconfig offers them.",
        discussion: "A family a spec names that is not listed is replaced, with a warning naming the family used instead.")

    @Flag(help: "Show the scripts each family covers.") var scripts = false

    @Option(
        help: ArgumentHelp(
            "A spec whose font files (its \"fonts\", and --font-path) are added first; their families are listed first, marked \"(spec)\".", valueName: "spec"))
    var spec: String?

    @Option(name: .customLong("font-path"), help: ArgumentHelp("A font file, or a folder of them, added as a spec's are (repeatable).", valueName: "path"))
    var fontPaths: [String] = []

    func run() throws {
        var own: [String] = []
        var added: FontSet?
        if spec != nil || !fontPaths.isEmpty {
            var options = LoadPolicy()
            options.fonts = fontPaths.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
            let (fonts, diagnostics) = Pipeline.fonts(ofSpecAt: spec, policy: options)
            for diagnostic in diagnostics { Console.printError(diagnostic.description) }
            guard let fonts else { throw ExitCode(1) }
            own = fonts.families
            added = fonts.set
        }
        for family in FontCatalog.families(adding: added).sorted(by: { own.contains($0.name) && !own.contains($1.name) }) {
            let mark = own.contains(family.name) ? " (spec)" : ""
            Console.printLine(scripts ? "\(family.name)\(mark): \(family.scripts.isEmpty ? "-" : family.scripts.joined(separator: ", "))" : family.name + mark)
        }
    }
}
