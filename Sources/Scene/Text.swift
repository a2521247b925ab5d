import Geometry

/// A paragraph set in a box: wrapped at the box's width (between words, and between characters in
/// scripts without spaces; `\n` breaks a line), aligned as asked, its lines centred vertically on the box
/// unless it hangs from the box's top or stands on its bottom.
///
/// `font.size` is the size it is drawn at. Before drawing, a typesetter fits a text that does not fit:
/// it is set smaller, down to `minimumSize`, and what still does not fit is cut with an ellipsis (a
/// warning); a text whose size was asked for is reported when it is set smaller. Texts of one
/// `fitGroup` share the size at which all of them fit.
public struct Text: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable {
        /// The side a line starts on: left in left-to-right scripts, right in Arabic and Hebrew.
        case leading
        case center
        case trailing
        /// Both sides, but for a paragraph's last line, which starts at the leading side.
        case justified
        /// The left side, whatever the script's direction.
        case left
        /// The right side, whatever the script's direction.
        case right
    }

    /// Where its lines sit between the box's top and bottom.
    public enum VerticalAlignment: Hashable, Sendable {
        case top, center, bottom
    }

    public var spans: [TextSpan]
    public var font: Font
    public var color: Color
    public var box: Rect
    public var alignment: Alignment
    /// Line spacing over the font's (1: as the font says).
    public var lineHeight: Double
    /// The most lines it may take; nil: as many as the box's height holds.
    public var maxLines: Int?
    public var minimumSize: Double
    /// Whether the size was asked for (so setting it smaller is worth a warning).
    public var sizeIsRequested: Bool
    /// Texts that share one size, such as the captions of one grid; nil: fitted on its own.
    public var fitGroup: String?
    /// Whether its wrapped lines are balanced rather than leave a single word on the last (a caption's).
    public var balancesLines = false
    /// Whether its words may break across lines at the hyphenation points of their language's patterns
    /// (the spans' `language`), a hyphen shown where they do: a justified paragraph's, unless its spec says.
    public var hyphenates = false
    public var verticalAlignment = VerticalAlignment.center
    /// For a text whose size was not asked for, the size under which setting it smaller to fit is worth
    /// a warning (its place's size, shrunk by more than a little); nil: never.
    public var warnsBelowSize: Double?
    /// What it is on the page, for a tagged PDF; nil: not tagged.
    public var role: TextRole?

    public init(
        _ string: String, font: Font, color: Color, box: Rect, alignment: Alignment = .center, maxLines: Int? = 1, minimumSize: Double = 4,
        sizeIsRequested: Bool = false, fitGroup: String? = nil
    ) {
        self.init(
            spans: [TextSpan(string)], font: font, color: color, box: box, alignment: alignment, maxLines: maxLines, minimumSize: minimumSize,
            sizeIsRequested: sizeIsRequested, fitGroup: fitGroup)
    }

    public init(
        spans: [TextSpan], font: Font, color: Color, box: Rect, alignment: Alignment = .center, lineHeight: Double = 1, maxLines: Int? = 1,
        minimumSize: Double = 4, sizeIsRequested: Bool = false, fitGroup: String? = nil
    ) {
        self.spans = spans
        self.font = font
        self.color = color
        self.box = box
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.maxLines = maxLines
        self.minimumSize = minimumSize
        self.sizeIsRequested = sizeIsRequested
        self.fitGroup = fitGroup
    }

    /// The characters of every span, in order.
    public var string: String { spans.map(\.string).joined() }
}
