import ArgumentParser
import Layout

/// The options every command that reads a spec shares.
struct SpecOptions: ParsableArguments {
    @Option(help: "The most elements (leaves, segments, shapes) a spec may draw.")
    var maxElements: Int = LoadOptions.defaultMaximumElements

    @Flag(help: "Let the spec read data files outside its own folder.")
    var allowOutside = false

    func validate() throws {
        let largest = LoadOptions.largestMaximumElements
        guard (1...largest).contains(maxElements) else {
            throw ValidationError(
                "--max-elements must be from 1 to \(largest) (what this machine's memory holds at \(LoadOptions.bytesPerElement) bytes an element), got \(maxElements)")
        }
    }

    /// The options for output at `dpi`; `raster` for PNG, whose pages are limited in pixels.
    func loadOptions(dpi: Double, raster: Bool = false) -> LoadOptions {
        LoadOptions(dpi: dpi, maximumElements: maxElements, allowOutside: allowOutside, raster: raster)
    }
}
