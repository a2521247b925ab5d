import FoundationEssentials
import Imaging
import Inputs
import SpecReader

/// What a spec may read and draw, as the command line says it once for every command: the limits
/// (elements, pictures' pixels), whether files outside the spec's folder may be read, the values set
/// over the spec's own (`--set`, `--data`, `--outline`, `--cmyk`), and the template and font files
/// named besides. It is the one value a load's World is built from.
public struct LoadPolicy: Sendable {
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

    /// The most elements (leaves, segments, shapes) the whole spec may draw.
    public var maximumElements: Int
    /// Whether the spec may read files outside its own folder.
    public var allowOutside: Bool
    /// The most pixels a picture may have: a larger one is refused from its header, before it is decoded.
    public var maximumImagePixels: Int
    /// The most pixels the distinct pictures of one page may decode to together.
    public var maximumTotalImagePixels: Int
    /// Values set from the command line over the spec's own (`--set`, `--outline`, `--cmyk`), applied in order.
    public var overrides: [SpecOverride] = []
    /// The data file that replaces the spec's sheet's (`--data`), as an absolute path: read wherever it is.
    public var data: String?
    /// `data` as the command line named it, which messages call it by.
    public var dataName: String?
    /// gLabels template files or folders named on the command line (`--templates`), as absolute paths.
    public var templates: [String] = []
    /// Font files or folders named on the command line (`--font-path`), as absolute paths.
    public var fonts: [String] = []
    /// The bytes of picture files the document keeps at once; the rest are read again when drawn.
    package var pictureBudget = PictureBytes.defaultBudget

    public init(
        maximumElements: Int = LoadPolicy.defaultMaximumElements, allowOutside: Bool = false, maximumImagePixels: Int = LoadPolicy.defaultMaximumImagePixels,
        maximumTotalImagePixels: Int = LoadPolicy.defaultMaximumTotalImagePixels
    ) {
        self.maximumElements = maximumElements
        self.allowOutside = allowOutside
        self.maximumImagePixels = maximumImagePixels
        self.maximumTotalImagePixels = maximumTotalImagePixels
    }

    /// Sets `world`'s policy from this one: what it may read and how large its pictures may be.
    func apply(to world: World) {
        world.allowOutside = allowOutside
        world.namedFiles = Set((data.map { [$0] } ?? []) + templates + fonts)
        world.maximumImagePixels = maximumImagePixels
        world.maximumTotalImagePixels = maximumTotalImagePixels
        world.pictures.bytes.budget = pictureBudget
    }
}
