import Geometry

/// A barcode or 2D code as its encoder laid it out, in its own units (y down): the dark modules and
/// bars as rectangles, and the human-readable text under a linear barcode.
public struct CodeSymbol: Hashable, Sendable {
    /// A line of human-readable text: its baseline's centre and its size, in the symbol's units.
    public struct Caption: Hashable, Sendable {
        public var text: String
        public var baseline: Point
        public var size: Double

        public init(text: String, baseline: Point, size: Double) {
            self.text = text
            self.baseline = baseline
            self.size = size
        }
    }

    /// Names the symbol among all others: what was encoded, as what and how.
    public var id: String
    /// The whole symbol, quiet zones and text included.
    public var size: Size
    /// The dark modules and bars as one path (nonzero rule): a 2D code's traced from `modules` when it is
    /// drawn, not held with the code (a sheet's 4,000 badge codes held 54 MB of outlines until written).
    public var marks: Path? { bars ?? modules?.outline }
    /// A linear barcode's bars; nil for a 2D code.
    private var bars: Path?
    /// The narrowest module or bar.
    public var module: Double
    /// Whether its modules are unit squares at whole units (a 2D code): raster output may put every
    /// module edge on a whole pixel.
    public var isGrid: Bool
    /// A 2D code's modules as bits, the squares `marks` outlines.
    public var modules: ModuleGrid?
    public var captions: [Caption]

    /// A symbol whose dark modules or bars are `bars`, or, for a 2D code, `modules`.
    public init(id: String, size: Size, bars: Path?, module: Double, isGrid: Bool, modules: ModuleGrid? = nil, captions: [Caption]) {
        self.id = id
        self.size = size
        self.bars = bars
        self.module = module
        self.isGrid = isGrid
        self.modules = modules
        self.captions = captions
    }
}
