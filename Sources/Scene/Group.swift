import Geometry

/// Items drawn together under one transform, optional clip and opacity; in a PDF, a link where their
/// ink is.
public struct Group: Hashable, Sendable {
    public var transform: Affine
    public var opacity: Double
    public var clip: Path?
    public var items: [Item]
    public var link: Link?

    public init(transform: Affine = .identity, opacity: Double = 1, clip: Path? = nil, link: Link? = nil, items: [Item]) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.link = link
        self.items = items
    }
}
