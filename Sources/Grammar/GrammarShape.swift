import Geometry

/// One drawn shape of an expanded design: a primitive (a unit circle, square or triangle centred on
/// the origin) or a path, under its transform (in the design's y-up units), in its colour.
public struct GrammarShape: Hashable, Sendable {
    public enum Form: Hashable, Sendable {
        case circle, square, triangle
        /// A path's outline, filled (by the even-odd rule or not) or stroked at a width.
        case path(Path, stroke: Double?, evenOdd: Bool)
    }

    public var form: Form
    public var transform: Affine
    public var color: HSBA
}
