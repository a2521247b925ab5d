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

    public init(transform: Affine = .identity, opacity: Double = 1, clip: Path? = nil, link: Link? = nil, alt: String? = nil, items: [Item]) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.link = link
        self.alt = alt
        self.items = items
    }
}
