import Geometry

/// One page: its size in points, its background and what is drawn on it, in order.
public struct Page: Hashable, Sendable {
    public var size: Size
    public var background: Color?
    public var items: [Item]

    public init(size: Size, background: Color? = nil, items: [Item] = []) {
        self.size = size
        self.background = background
        self.items = items
    }
}
