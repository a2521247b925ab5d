import ArgumentParser
import PNGKit
import Render

/// The options every command that writes pictures shares.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output file. Its extension picks the format unless --format is given.")
    var output: String?

    @Option(help: "Output format: pdf, png or svg.")
    var format: OutputFormat?

    @Option(help: "Pixels per inch of PNG output (1 to 2400).")
    var dpi: Double = 150

    @Option(help: "PNG compression: fast, default or best. Only speed and file size differ, never the pixels.")
    var pngCompression: PNGCompression = .default

    func validate() throws {
        guard (1...2400).contains(dpi) else { throw ValidationError("--dpi must be from 1 to 2400, got \(dpi)") }
    }

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

extension PNGCompression: ExpressibleByArgument {}
