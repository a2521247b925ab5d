import Geometry
import Scene

/// What a cell gives its figure to paint with: a fill and a stroke (either may be absent), and the
/// theme's palette, ink and font for figures that need several colours or text.
public struct FigureStyle: Hashable, Sendable {
    public var fill: Paint?
    public var stroke: Stroke?
    public var palette: [Color]
    public var ink: Color
    public var font: String
    /// The pen's dashes and ends when it is drawn with the fill's paint (no stroke given).
    public var penDash: [Double] = []
    public var penCap: Stroke.Cap = .round

    public init(
        fill: Paint? = nil, stroke: Stroke? = nil, palette: [Color] = [.black], ink: Color = .black, font: String = "DejaVu Sans"
    ) {
        self.fill = fill
        self.stroke = stroke
        self.palette = palette.isEmpty ? [.black] : palette
        self.ink = ink
        self.font = font
    }

    /// A shape of `path` painted with this style, or nothing when the style paints nothing.
    public func shape(_ path: Path?) -> [Item] {
        guard let path, fill != nil || stroke != nil else { return [] }
        return [.shape(Shape(path: path, fill: fill, stroke: stroke))]
    }

    /// The pen for figures made of lines: the stroke when there is one, else the fill's paint at `width`.
    public func pen(width: Double) -> Stroke {
        stroke ?? Stroke(paint: fill ?? .solid(ink), width: width, cap: penCap, join: .round, dash: penDash)
    }
}
