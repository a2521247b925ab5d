/// The pen an outline is stroked with.
public struct Stroke: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round, square }
    public enum Join: Hashable, Sendable { case miter, round, bevel }

    public var paint: Paint
    public var width: Double
    public var cap: Cap
    public var join: Join
    /// Lengths drawn and left out in turn along the outline; empty: a solid line.
    public var dash: [Double]

    public init(paint: Paint, width: Double = 1, cap: Cap = .butt, join: Join = .miter, dash: [Double] = []) {
        self.paint = paint
        self.width = width
        self.cap = cap
        self.join = join
        self.dash = dash
    }
}
