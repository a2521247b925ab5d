/// A stretch of a text with its own look; what it leaves unset is the text's.
public struct TextSpan: Hashable, Sendable {
    public var string: String
    public var weight: Font.Weight?
    public var slant: Font.Slant?
    public var color: Color?
    /// Its size over the text's (1: the same); a text set smaller to fit takes its spans with it.
    public var scale: Double
    public var underline: Bool
    /// How far it is raised, in ems of its size (negative: lowered).
    public var rise: Double
    /// Whether the spec asked for its size in points (not as a share of the text's), so that setting
    /// it smaller to fit is worth a warning.
    public var sizeIsRequested: Bool

    public init(
        _ string: String, weight: Font.Weight? = nil, slant: Font.Slant? = nil, color: Color? = nil, scale: Double = 1, underline: Bool = false,
        rise: Double = 0, sizeIsRequested: Bool = false
    ) {
        self.string = string
        self.weight = weight
        self.slant = slant
        self.color = color
        self.scale = scale
        self.underline = underline
        self.rise = rise
        self.sizeIsRequested = sizeIsRequested
    }
}
