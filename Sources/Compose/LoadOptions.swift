import FoundationEssentials
import Imaging
import Imposition
import Inputs
import Scene
import SpecModel
import SpecReader

/// What a spec is loaded for: the resolution detail is judged at and the work it may ask for.
public struct LoadOptions: Sendable {
    /// The default element budget: about what renders in seconds and a few hundred MB.
    public static let defaultMaximumElements = 20_000_000
    /// What one element may cost in memory while a figure is built and drawn (its path verbs and points,
    /// and cairo's copy), generously: the budget may not ask for more than the machine holds.
    public static let bytesPerElement: UInt64 = 64
    /// The largest element budget this machine can hold: its physical memory over `bytesPerElement`.
    public static var largestMaximumElements: Int {
        Int(clamping: ProcessInfo.processInfo.physicalMemory / bytesPerElement)
    }

    /// The most pixels a picture may have unless the caller allows more.
    public static let defaultMaximumImagePixels = ImageReader.defaultMaximumPixels
    /// The most pixels the distinct pictures of one document may decode to together unless the caller
    /// allows more: 250 megapixels (each is decoded whole when it is checked).
    public static let defaultMaximumTotalImagePixels = ImageReader.defaultMaximumTotalPixels
    /// What one pixel of a placed picture may cost in memory: its decoded copy, and cairo's while it is drawn.
    public static let bytesPerImagePixel: UInt64 = 8
    /// The most pixels a picture may have on this machine: its physical memory over `bytesPerImagePixel`.
    public static var largestMaximumImagePixels: Int {
        Int(clamping: ProcessInfo.processInfo.physicalMemory / bytesPerImagePixel)
    }

    /// Pixels per inch of the output; vector output is judged as a 300 dpi print.
    public var dpi: Double
    /// The most elements (leaves, segments, shapes) the whole spec may draw.
    public var maximumElements: Int
    /// Whether the spec may read files outside its own folder.
    public var allowOutside: Bool
    /// Whether the output is an image (PNG), whose pixel count is limited.
    public var raster: Bool
    /// Whether the output is a PDF, the only one written in a press's CMYK: a spec that asks for CMYK is
    /// told when it is written as PNG or SVG.
    public var writesPDF = true
    /// Whether each image is held whole in memory (animation frames), rather than drawn and written
    /// a stripe of rows at a time (PNG pages): whole images have a lower pixel limit.
    public var imagesHeldWhole = false
    /// What the command line says of tiling the pages onto a smaller paper, over the spec's `print.tile`.
    public var tiling = TileOverride.asSpecSays
    /// Whether the pages are drawn as the sheets of their tiling (`poster render`): their detail is judged
    /// at the tiling's scale and the sheets' pixels are limited, not the page's. Elsewhere a tiling is
    /// only checked, and pages are drawn whole.
    public var drawsTiles = false
    /// Poster points per page point, when the pages are tiled at a scale: detail is judged as printed.
    var printScale = 1.0
    /// The most pixels a picture may have: a larger one is refused from its header, before it is decoded.
    public var maximumImagePixels: Int
    /// The most pixels the distinct pictures of one page may decode to together.
    public var maximumTotalImagePixels: Int
    /// The pages a streamed load lays out (nil: every page): `--pages 1-2` of a long sheet lays out two.
    /// Its problems are those of the spec and of these pages.
    public var pages: [Int]?
    /// Values set from the command line over the spec's own (`--set`), applied in order.
    public var overrides: [SpecOverride] = []
    /// The data file that replaces the spec's sheet's (`--data`), as an absolute path: read wherever it is.
    public var data: String?
    /// `data` as the command line named it, which messages call it by.
    public var dataName: String?
    /// gLabels template files or folders named on the command line (`--templates`), as absolute paths.
    public var templates: [String] = []
    /// Font files or folders named on the command line (`--font-path`), as absolute paths.
    public var fonts: [String] = []
    /// The font files the spec and `fonts` name, once read: the set the document's texts are set with.
    var addedFonts: FontSet?
    /// The bytes of picture files the document keeps at once; the rest are read again when drawn.
    package var pictureBudget = PictureBytes.defaultBudget

    /// The finest detail that shows in the output, in points: one device pixel in an image, 0.1 mm in
    /// vector output (what a good print resolves). An "auto" depth recurses until its detail would be finer.
    public var smallestVisibleDetail: Double { (raster ? 72 / dpi : 0.1 * 72 / 25.4) / printScale }

    public init(
        dpi: Double = 300, maximumElements: Int = LoadOptions.defaultMaximumElements, allowOutside: Bool = false, raster: Bool = false,
        maximumImagePixels: Int = LoadOptions.defaultMaximumImagePixels, maximumTotalImagePixels: Int = LoadOptions.defaultMaximumTotalImagePixels
    ) {
        self.dpi = dpi
        self.maximumElements = maximumElements
        self.allowOutside = allowOutside
        self.raster = raster
        self.maximumImagePixels = maximumImagePixels
        self.maximumTotalImagePixels = maximumTotalImagePixels
    }

    /// Sets `world`'s policy from these options: what it may read and how large its pictures may be.
    func apply(to world: World) {
        world.allowOutside = allowOutside
        world.namedFiles = Set((data.map { [$0] } ?? []) + templates + fonts)
        world.maximumImagePixels = maximumImagePixels
        world.maximumTotalImagePixels = maximumTotalImagePixels
        world.pictures.bytes.budget = pictureBudget
        world.drawnPages = pages.map(Set.init)
    }
}
