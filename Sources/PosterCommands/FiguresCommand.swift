import ArgumentParser
import Layout

struct FiguresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figures", abstract: "List the figure kinds with their parameters, ranges and defaults.")

    func run() {
        for (index, kind) in FigureSpec.kindInfos.enumerated() {
            if index > 0 { print() }
            print("\(kind.name): \(kind.summary)")
            let nameWidth = kind.parameters.map(\.name.count).max() ?? 0
            let acceptsWidth = kind.parameters.map(\.accepts.count).max() ?? 0
            for p in kind.parameters {
                let name = p.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let accepts = p.accepts.padding(toLength: acceptsWidth, withPad: " ", startingAt: 0)
                let fallback = p.defaultText.map { " (default \($0))" } ?? ""
                print("  \(name)  \(accepts)  \(p.summary)\(fallback)")
            }
        }
    }
}
