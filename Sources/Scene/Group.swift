import Geometry

/// Items drawn together under one transform, optional clip and opacity.
public struct Group: Hashable, Sendable {
    public var transform: Affine
    public var opacity: Double
    public var clip: Path?
    public var items: [Item]

    public init(transform: Affine = .identity, opacity: Double = 1, clip: Path? = nil, items: [Item]) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.items = items
    }
}
