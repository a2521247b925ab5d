import Imposition
import Inputs
import Scene
import SpecModel

/// What a spec is loaded for: what it may read and draw (its policy), and the output it is judged for:
/// the resolution detail is judged at, and whether its pages are drawn as pixels, a PDF or tiled sheets.
public struct LoadOptions: Sendable {
    /// What the spec may read and draw, as the command line says.
    public var policy: LoadPolicy
    /// Pixels per inch of the output; vector output is judged as a 300 dpi print.
    public var dpi: Double
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
    /// The pages a streamed load lays out (nil: every page): `--pages 1-2` of a long sheet lays out two.
    /// Its problems are those of the spec and of these pages.
    public var pages: [Int]?
    /// The font files the spec and the policy name, once read: the set the document's texts are set with.
    var addedFonts: FontSet?

    /// The finest detail that shows in the output, in points: one device pixel in an image, 0.1 mm in
    /// vector output (what a good print resolves). An "auto" depth recurses until its detail would be finer.
    public var smallestVisibleDetail: Double { (raster ? 72 / dpi : 0.1 * 72 / 25.4) / printScale }

    public init(policy: LoadPolicy = LoadPolicy(), dpi: Double = 300, raster: Bool = false) {
        self.policy = policy
        self.dpi = dpi
        self.raster = raster
    }
}
