import Geometry

/// One line of a drawn text as a document's text layer needs it: its characters in logical order,
/// where its baseline starts and how long it is, in the coordinates `transform` maps to the page.
public struct TextLine: Hashable, Sendable {
    public var string: String
    public var family: String
    /// The size the line is set at in its own coordinates.
    public var size: Double
    public var origin: Point
    public var width: Double
    public var transform: Affine
}
