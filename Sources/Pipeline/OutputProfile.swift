import Export
import Imposition
import Scene

// A profile's format, compression and standard are the Pipeline's own words to its callers: a front end
// names them without importing the stage that writes them.
@_exported import enum Export.OutputFormat
@_exported import enum Export.PDFStandard
@_exported import enum PNGKit.PNGCompression

/// How a job's pages are written, apart from what its spec says: the format, the resolution of PNG
/// output, its compression, the tiling the command line asks for, and the standard a PDF is written to
/// (as Typst's PDF options hold its standards), and the CMYK press a PDF is written for, which the
/// Pipeline sets from the spec (its `print.color`, which `--cmyk` sets) once the spec is loaded.
public struct OutputProfile: Sendable {
    public var format: OutputFormat
    /// Pixels per inch of PNG output; vector output is judged as a 300 dpi print.
    public var dpi: Double
    public var pngCompression: PNGCompression
    /// What the command line says of tiling, over the spec's `print.tile`; nil when pages are never
    /// drawn as sheets (a spec's tiling is then only checked).
    public var tiling: TileOverride?
    /// The standard a PDF is written to (`--pdf-standard`); nil for none beyond the spec's own PDF/X.
    public var pdfStandard: PDFStandard?
    /// The CMYK press a PDF is written for, with its profile; nil for RGB. Set from the spec as it is loaded.
    public var cmyk: CMYKOutput?
    /// Whether each image is held whole in memory (animation frames), rather than drawn and written a
    /// stripe of rows at a time (PNG pages): whole images have a lower pixel limit.
    public var imagesHeldWhole = false

    public init(
        format: OutputFormat, dpi: Double = 150, pngCompression: PNGCompression = .default, tiling: TileOverride? = nil, pdfStandard: PDFStandard? = nil
    ) {
        self.format = format
        self.dpi = dpi
        self.pngCompression = pngCompression
        self.tiling = tiling
        self.pdfStandard = pdfStandard
    }

    /// `options` writing a PDF as this profile says: to its standard, for its press.
    public func applied(to options: RenderOptions) -> RenderOptions {
        var options = options
        options.pdfStandard = pdfStandard
        options.cmyk = cmyk
        return options
    }
}
