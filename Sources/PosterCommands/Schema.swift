import ArgumentParser
import Pipeline
import SpecReader

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", abstract: "Print the JSON Schema (draft 2020-12) of the spec to stdout.")

    @Flag(help: "Print the reference of every key as Markdown (docs/spec.md) instead.") var markdown = false

    func run() {
        print(Pipeline.specSchema(markdown: markdown), terminator: "")
    }
}
