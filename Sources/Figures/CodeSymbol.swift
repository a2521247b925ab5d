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

    /// The whole symbol, quiet zones and text included.
    public var size: Size
    public var modules: [Rect]
    public var captions: [Caption]

    public init(size: Size, modules: [Rect], captions: [Caption]) {
        self.size = size
        self.modules = modules
        self.captions = captions
    }
}
