import Geometry

/// A single line of text placed in a box: horizontally by `alignment`, vertically centred on the box.
///
/// The renderer measures the text; when it is wider than the box, it is set smaller, down to
/// `minimumSize`, and what still does not fit is cut with an ellipsis (and reported as a warning).
/// Setting it smaller is reported too when its size was asked for rather than chosen by the layout.
public struct Text: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable { case leading, center, trailing }

    public var string: String
    public var font: Font
    public var color: Color
    public var box: Rect
    public var alignment: Alignment
    public var minimumSize: Double
    /// Whether the size was asked for (so setting it smaller is worth a warning).
    public var sizeIsRequested: Bool

    public init(
        _ string: String, font: Font, color: Color, box: Rect, alignment: Alignment = .center, minimumSize: Double = 4, sizeIsRequested: Bool = false
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.box = box
        self.alignment = alignment
        self.minimumSize = minimumSize
        self.sizeIsRequested = sizeIsRequested
    }
}
