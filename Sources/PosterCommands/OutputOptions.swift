import ArgumentParser
import Pipeline

/// The options every command that writes pictures shares.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output file. Its extension picks the format unless --format is given.")
    var output: String?

    @Option(help: "Output format: pdf, png or svg.")
    var format: OutputFormat?

    @OptionGroup var resolution: ResolutionOption

    @OptionGroup var compression: CompressionOption

    @Option(help: "Write the PDF to a standard: a-2b (PDF/A-2b, for archiving: sRGB output intent and XMP identification).")
    var pdfStandard: PDFStandard?

    /// Pixels per inch of PNG output.
    var dpi: Double { resolution.value(default: 150) }
    var pngCompression: PNGCompression { compression.pngCompression }

    /// The output path and format, given a default name without extension.
    func resolve(defaultName: String?) throws -> (path: String, format: OutputFormat) {
        if let output {
            guard let format = format ?? OutputFormat(fileName: output) else {
                throw ValidationError("cannot tell the format of '\(output)' from its extension: use --format pdf|png|svg")
            }
            return (output, try checked(format))
        }
        guard let defaultName else { throw ValidationError("missing -o OUT") }
        let format = try checked(format ?? .pdf)
        return ("\(defaultName).\(format.rawValue)", format)
    }

    /// `format`, refused when --pdf-standard asks for a PDF standard and it is not PDF.
    private func checked(_ format: OutputFormat) throws -> OutputFormat {
        if let pdfStandard, format != .pdf {
            throw ValidationError("--pdf-standard: \(pdfStandard.rawValue) is a standard for PDF files, and the output is \(format.rawValue)")
        }
        return format
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension PDFStandard: ExpressibleByArgument {}
