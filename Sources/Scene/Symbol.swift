import Geometry

/// A picture defined once and drawn many times: a figure's repeated part (a carpet's sub-carpet, a
/// badge's mountain). `id` names the picture, so a renderer can keep one copy of it per document.
public struct Symbol: Hashable, Sendable {
    public var id: String
    /// The area its items cover, in its own coordinates.
    public var bounds: Rect
    public var items: [Item]

    public init(id: String, bounds: Rect, items: [Item]) {
        self.id = id
        self.bounds = bounds
        self.items = items
    }
}
