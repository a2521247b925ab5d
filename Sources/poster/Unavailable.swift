import ArgumentParser

/// A command of the contract whose work has not landed yet: it says so and exits 64, never faking success.
protocol Unavailable: ParsableCommand {}

extension Unavailable {
    func run() throws {
        Output.printError("poster \(Self.configuration.commandName ?? ""): not available yet")
        throw ExitCode(64)
    }
}

struct Gallery: Unavailable {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every spec in a folder: outputs, thumbnails, index.html and index.json.")
    @Argument(help: "The folder of specs.") var folder: String
    @Option(name: .shortAndLong, help: "The gallery folder to write.") var output: String
    @Option(help: "Parallel workers (default: the core count).") var jobs: Int?
}

