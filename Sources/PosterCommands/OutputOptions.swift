import ArgumentParser
import Export

/// The options every command that writes pictures shares.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output file. Its extension picks the format unless --format is given.")
    var output: String?

    @Option(help: "Output format: pdf, png or svg.")
    var format: OutputFormat?

    @OptionGroup var resolution: ResolutionOption

    @OptionGroup var compression: CompressionOption

    /// Pixels per inch of PNG output.
    var dpi: Double { resolution.value(default: 150) }
    var pngCompression: PNGCompression { compression.pngCompression }

    /// The output path and format, given a default name without extension.
    func resolve(defaultName: String?) throws -> (path: String, format: OutputFormat) {
        if let output {
            guard let format = format ?? OutputFormat(fileName: output) else {
                throw ValidationError("cannot tell the format of '\(output)' from its extension: use --format pdf|png|svg")
            }
            return (output, format)
        }
        guard let defaultName else { throw ValidationError("missing -o OUT") }
        let format = format ?? .pdf
        return ("\(defaultName).\(format.rawValue)", format)
    }
}

extension OutputFormat: ExpressibleByArgument {}
