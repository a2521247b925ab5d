import Output
import Scene
import Workers

// The encoder's compression setting is part of how a document is written: callers get it from Render,
// and need not know the encoder.
@_exported import enum PNGKit.PNGCompression

/// How a document is written.
public struct RenderOptions: Sendable {
    /// Pixels per inch for PNG output.
    public var dpi: Double
    /// The 1-based page numbers to write, in order; nil for all.
    public var pages: [Int]?
    /// The program named as the PDF's creator.
    public var creator: String
    /// The creation date written into PDF metadata, as `YYYY-MM-DDThh:mm:ss`.
    public var date: String
    /// How many PNG or SVG pages render at once (each page is its own file), and how many bands of a
    /// PNG compress at once: the processors this process may use unless set. Those are counted only when
    /// asked for (from the kernel's files), which a PDF never is.
    public var jobs: Int {
        get { max(1, requestedJobs ?? Cores.available) }
        set { requestedJobs = newValue }
    }
    private var requestedJobs: Int?
    /// How hard PNG output is compressed (the pixels are the same at every level).
    public var pngCompression: PNGCompression
    /// What the output path may name: the command line's `-o` may name a stream.
    public var outputPolicy: OutputPolicy
    /// Whether a PDF asks to be printed at actual size, not fitted to the paper (/PrintScaling /None):
    /// the sheets of a tiled poster are already the paper's size, and fitting them would misalign them.
    public var printsAtActualSize = false
    /// The standard a PDF is written to (`--pdf-standard`); nil for none beyond the spec's own PDF/X.
    public var pdfStandard: PDFStandard?
    /// The CMYK press a PDF is written for, every colour in its inks under a PDF/X output intent; nil for RGB.
    public var cmyk: CMYKOutput?
    /// Called once for each page written, with the number of pages being written (from the thread that
    /// wrote it): how a command shows progress.
    public var pageDone: (@Sendable (_ total: Int) -> Void)?

    public init(
        dpi: Double = 150, pages: [Int]? = nil, creator: String = "poster", date: String = PDFDate.fromEnvironment(),
        jobs: Int? = nil, pngCompression: PNGCompression = .default,
        outputPolicy: OutputPolicy = .managedFolder
    ) {
        self.dpi = dpi
        self.pages = pages
        self.creator = creator
        self.date = date
        self.requestedJobs = jobs
        self.pngCompression = pngCompression
        self.outputPolicy = outputPolicy
    }
}
