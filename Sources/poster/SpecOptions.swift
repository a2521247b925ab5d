import ArgumentParser
import Layout

/// The options every command that reads a spec shares.
struct SpecOptions: ParsableArguments {
    @Option(help: "The most elements (leaves, segments, shapes) a spec may draw.")
    var maxElements: Int = LoadOptions.defaultMaximumElements

    func validate() throws {
        guard maxElements > 0 else { throw ValidationError("--max-elements must be positive, got \(maxElements)") }
    }

    func loadOptions(dpi: Double) -> LoadOptions {
        LoadOptions(dpi: dpi, maximumElements: maxElements)
    }
}
