import ArgumentParser
import Glibc
import Pipeline

struct FiguresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figures", abstract: "List the figure kinds with their parameters, ranges and defaults.")

    @Flag(help: "Print the kinds as the Markdown table of the README instead.") var markdown = false

    func run() {
        guard !markdown else {
            print("| kind | draws | parameters (default) |\n|---|---|---|")
            for kind in FigureSpec.kindInfos {
                let parameters = kind.parameters.map { p in "`\(p.name)`" + (p.defaultText.map { " (\($0.replacing("|", with: "\\|")))" } ?? "") }
                print("| `\(kind.name)` | \(kind.summary) | \(parameters.joined(separator: ", ")) |")
            }
            return
        }
        for (index, kind) in FigureSpec.kindInfos.enumerated() {
            if index > 0 { print() }
            print("\(kind.name): \(kind.summary)")
            let nameWidth = kind.parameters.map(\.name.count).max() ?? 0
            let acceptsWidth = kind.parameters.map(\.accepts.count).max() ?? 0
            for p in kind.parameters {
                let name = p.name + String(repeating: " ", count: nameWidth - p.name.count)
                let accepts = p.accepts + String(repeating: " ", count: acceptsWidth - p.accepts.count)
                let fallback = p.defaultText.map { " (default \($0))" } ?? ""
                print("  \(name)  \(accepts)  \(p.summary)\(fallback)")
            }
        }
    }
}
