import Geometry

/// A picture defined once and drawn many times: a figure's repeated part (a carpet's sub-carpet, a
/// badge's mountain). `id` names the picture, so a renderer can keep one copy of it per document.
public struct Symbol: Hashable, Sendable {
    public var id: String
    /// The area its items cover, in its own coordinates.
    public var bounds: Rect
    public var items: [Item]
    /// Its items as a grid of bits in one colour, where they are one (a QR code's modules): what a PDF
    /// draws instead of them.
    public var stencil: Stencil?

    public init(id: String, bounds: Rect, items: [Item], stencil: Stencil? = nil) {
        self.id = id
        self.bounds = bounds
        self.items = items
        self.stencil = stencil
    }
}
