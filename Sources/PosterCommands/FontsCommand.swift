import ArgumentParser
import Typesetting

struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts", abstract: "List the font families text can be set in, as fontconfig offers them.",
        discussion: "A family a spec names that is not listed is replaced, with a warning naming the family used instead.")

    @Flag(help: "Show the scripts each family covers.") var scripts = false

    func run() {
        for family in FontCatalog.families() {
            print(scripts ? "\(family.name): \(family.scripts.isEmpty ? "-" : family.scripts.joined(separator: ", "))" : family.name)
        }
    }
}
