import Compose
import Export
import Imposition
import Output

/// One spec to load and write: where it comes from, what it may read and draw, and the output asked for.
public struct RenderJob {
    public var source: SpecSource
    /// What the spec may read and draw (elements, pictures, files outside its folder). Its resolution
    /// and raster limit are the job's: set from `format` and `dpi` when it is loaded.
    public var policy: LoadOptions
    public var format: OutputFormat
    /// Pixels per inch of PNG output; vector output is judged as a 300 dpi print.
    public var dpi: Double
    /// The 1-based pages to write, in order; nil for all.
    public var pages: [Int]?
    /// What the command line says of tiling, over the spec's `print.tile`; nil when pages are never
    /// drawn as sheets (a spec's tiling is then only checked).
    public var tiling: TileOverride?
    /// Where the output goes: a file, a stream (`-`, the default, is standard output), or a path holding `{page}`.
    public var output: String
    public var pngCompression: PNGCompression
    /// The standard a PDF is written to (`--pdf-standard`); nil for none beyond the spec's own PDF/X.
    public var pdfStandard: PDFStandard?
    /// What `output` may name: the command line's `-o` may name a stream.
    public var outputPolicy: OutputPolicy
    /// Called once for each page written, with the number being written.
    public var pageDone: (@Sendable (_ total: Int) -> Void)?
    /// Whether pages are laid out only as they are asked for (as a PDF's are), whatever the format: the
    /// preview draws a page when the page scrolls into view.
    public var pagesOnDemand = false

    public init(
        source: SpecSource, policy: LoadOptions = LoadOptions(), format: OutputFormat, dpi: Double = 150, pages: [Int]? = nil, tiling: TileOverride? = nil,
        output: String = "-", pngCompression: PNGCompression = .default, outputPolicy: OutputPolicy = .commandLine
    ) {
        self.source = source
        self.policy = policy
        self.format = format
        self.dpi = dpi
        self.pages = pages
        self.tiling = tiling
        self.output = output
        self.pngCompression = pngCompression
        self.outputPolicy = outputPolicy
    }

    /// How the spec is loaded for this output: detail judged and pixels counted at the PNG's resolution,
    /// else as a 300 dpi print; a tiling the job takes drawn as sheets.
    var loadOptions: LoadOptions {
        var options = policy
        options.dpi = format == .png ? dpi : 300
        options.raster = format == .png
        options.writesPDF = format == .pdf
        options.pages = pages
        if let tiling {
            options.tiling = tiling
            options.drawsTiles = true
        }
        return options
    }

    /// How the pages are written: `selected` of them (nil for all); `actualSize` for tiled sheets.
    func renderOptions(pages selected: [Int]?, actualSize: Bool) -> RenderOptions {
        var options = RenderOptions(dpi: dpi, pages: selected, pngCompression: pngCompression, outputPolicy: outputPolicy)
        options.printsAtActualSize = actualSize
        options.pdfStandard = pdfStandard
        options.pageDone = pageDone
        return options
    }
}
