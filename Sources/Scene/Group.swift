import Geometry

/// Items drawn together under one transform, optional clip and opacity; in a PDF, a link where their
/// ink is, and a figure with alternative text.
public struct Group: Hashable, Sendable {
    public var transform: Affine
    public var opacity: Double
    public var clip: Path?
    public var items: [Item]
    public var link: Link?
    /// What the items show, in words: in a tagged PDF, a figure with this alternative text.
    public var alt: String?
    /// Whether its items are drawn the same in many places (what a sheet's cells repeat, in the cell's own
    /// space, `transform` placing it): a PDF writes them once, as a form, and places them by reference.
    public var isForm: Bool

    public init(
        transform: Affine = .identity, opacity: Double = 1, clip: Path? = nil, link: Link? = nil, alt: String? = nil, isForm: Bool = false, items: [Item]
    ) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.link = link
        self.alt = alt
        self.isForm = isForm
        self.items = items
    }
}
