import ArgumentParser
import Compose

/// The options every command that reads a spec shares.
struct SpecOptions: ParsableArguments {
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(help: "The most elements (leaves, segments, shapes) a spec may draw.")
    var maxElements: Int = LoadOptions.defaultMaximumElements

    @Flag(help: "Let the spec read data files and pictures outside its own folder.")
    var allowOutside = false

    @Option(help: "The most pixels a picture may have; a larger one is refused from its header, before it is decoded.")
    var maxImagePixels: Int = LoadOptions.defaultMaximumImagePixels

    @Option(help: "The most pixels the distinct pictures of one page may decode to together (an SVG counts the pictures it embeds).")
    var maxTotalImagePixels: Int = LoadOptions.defaultMaximumTotalImagePixels

    func validate() throws {
        let largest = LoadOptions.largestMaximumElements
        guard (1...largest).contains(maxElements) else {
            throw ValidationError(
                "--max-elements must be from 1 to \(largest) (what this machine's memory holds at \(LoadOptions.bytesPerElement) bytes an element), got \(maxElements)"
            )
        }
        let largestPicture = LoadOptions.largestMaximumImagePixels
        guard (1...largestPicture).contains(maxImagePixels) else {
            throw ValidationError(
                "--max-image-pixels must be from 1 to \(largestPicture) (what this machine's memory holds at \(LoadOptions.bytesPerImagePixel) bytes a pixel), got \(maxImagePixels)"
            )
        }
        guard (1...largestPicture).contains(maxTotalImagePixels) else {
            throw ValidationError(
                "--max-total-image-pixels must be from 1 to \(largestPicture) (what this machine's memory holds at \(LoadOptions.bytesPerImagePixel) bytes a pixel), got \(maxTotalImagePixels)"
            )
        }
    }

    /// What a spec may read and draw; a job sets the resolution it is judged at for its output.
    var policy: LoadOptions { loadOptions(dpi: 300) }

    /// The options for judging detail at `dpi`, as a print.
    func loadOptions(dpi: Double) -> LoadOptions {
        LoadOptions(
            dpi: dpi, maximumElements: maxElements, allowOutside: allowOutside, maximumImagePixels: maxImagePixels,
            maximumTotalImagePixels: maxTotalImagePixels)
    }
}
