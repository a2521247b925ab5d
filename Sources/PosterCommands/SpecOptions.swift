import ArgumentParser
import Pipeline

/// The options every command that reads a spec shares.
struct SpecOptions: ParsableArguments {
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(help: "The most elements (leaves, segments, shapes) a spec may draw.")
    var maxElements: Int = LoadPolicy.defaultMaximumElements

    @Flag(help: "Let the spec read data files and pictures outside its own folder.")
    var allowOutside = false

    @Option(help: "The most pixels a picture may have; a larger one is refused from its header, before it is decoded.")
    var maxImagePixels: Int = LoadPolicy.defaultMaximumImagePixels

    @Option(help: "The most pixels the distinct pictures of one page may decode to together (an SVG counts the pictures it embeds).")
    var maxTotalImagePixels: Int = LoadPolicy.defaultMaximumTotalImagePixels

    func validate() throws {
        let largest = LoadPolicy.largestMaximumElements
        guard (1...largest).contains(maxElements) else {
            throw ValidationError(
                "--max-elements must be from 1 to \(largest) (what this machine's memory holds at \(LoadPolicy.bytesPerElement) bytes an element), got \(maxElements)"
            )
        }
        let largestPicture = LoadPolicy.largestMaximumImagePixels
        guard (1...largestPicture).contains(maxImagePixels) else {
            throw ValidationError(
                "--max-image-pixels must be from 1 to \(largestPicture) (what this machine's memory holds at \(LoadPolicy.bytesPerImagePixel) bytes a pixel), got \(maxImagePixels)"
            )
        }
        guard (1...largestPicture).contains(maxTotalImagePixels) else {
            throw ValidationError(
                "--max-total-image-pixels must be from 1 to \(largestPicture) (what this machine's memory holds at \(LoadPolicy.bytesPerImagePixel) bytes a pixel), got \(maxTotalImagePixels)"
            )
        }
    }

    /// What a spec may read and draw, when the command sets no value in it.
    var policy: LoadPolicy {
        LoadPolicy(maximumElements: maxElements, allowOutside: allowOutside, maximumImagePixels: maxImagePixels, maximumTotalImagePixels: maxTotalImagePixels)
    }

    /// What a spec may read and draw, with `values` set in it: the one policy a command hands the Pipeline.
    func policy(with values: SpecValues) -> LoadPolicy {
        values.applied(to: policy)
    }
}
