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
    /// The language it is in, a BCP 47 tag ("zh-Hans", "ja", "ko"): it picks the script's faces (Chinese
    /// forms for Chinese, Japanese for Japanese) and how lines break (Korean between words); nil: unsaid.
    public var language: String?

    public init(
        _ string: String, weight: Font.Weight? = nil, slant: Font.Slant? = nil, color: Color? = nil, scale: Double = 1, underline: Bool = false,
        rise: Double = 0, sizeIsRequested: Bool = false, language: String? = nil
    ) {
        self.string = string
        self.weight = weight
        self.slant = slant
        self.color = color
        self.scale = scale
        self.underline = underline
        self.rise = rise
        self.sizeIsRequested = sizeIsRequested
        self.language = language
    }
}
