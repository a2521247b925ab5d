/// A font request, matched by the renderer through fontconfig.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, bold }
    public enum Slant: Hashable, Sendable { case upright, italic }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var slant: Slant

    public init(family: String, size: Double, weight: Weight = .regular, slant: Slant = .upright) {
        self.family = family
        self.size = size
        self.weight = weight
        self.slant = slant
    }
}
