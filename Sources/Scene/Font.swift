/// A font request, matched by the renderer through fontconfig.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, bold }
    public enum Slant: Hashable, Sendable { case upright, italic }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var slant: Slant
    /// The font files the text's document adds to the installed fonts (nil: the installed fonts only).
    public var files: FontSet?

    public init(family: String, size: Double, weight: Weight = .regular, slant: Slant = .upright, files: FontSet? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.slant = slant
        self.files = files
    }
}
