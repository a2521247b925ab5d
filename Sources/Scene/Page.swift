import Geometry

/// One page: its size in points, its background and what is drawn on it, in order.
///
/// A page printed with bleed is larger than the paper it is cut to: `trimBox` is the finished page
/// and `bleedBox` the area printed beyond it, both in page points (y down). They are written into the
/// PDF as /TrimBox and /BleedBox.
public struct Page: Hashable, Sendable {
    public var size: Size
    public var background: Color?
    public var items: [Item]
    public var trimBox: Rect?
    public var bleedBox: Rect?
    /// Its entry in a PDF's outline (bookmarks): the titles of the entries it is under, then its own;
    /// nil: "Page N"; empty: none.
    public var outline: [String]? = nil

    public init(size: Size, background: Color? = nil, items: [Item] = [], trimBox: Rect? = nil, bleedBox: Rect? = nil) {
        self.size = size
        self.background = background
        self.items = items
        self.trimBox = trimBox
        self.bleedBox = bleedBox
    }
}
