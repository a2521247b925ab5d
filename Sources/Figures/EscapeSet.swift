import Geometry

/// The escape-time sets an `escape` figure draws: points c (or, for a Julia set, starting points z) whose
/// orbit under z → z² + c (|Re z| + i|Im z| squared for the burning ship, z to the power d for a multibrot)
/// stays bounded.
public enum EscapeSet: String, Hashable, Sendable, CaseIterable {
    case mandelbrot, julia
    case burningShip = "burning-ship"
    case multibrot

    /// The view that shows the whole set: its centre and its width in the complex plane.
    public var wholeView: (center: Point, span: Double) {
        switch self {
        case .mandelbrot: (Point(-0.75, 0), 3)
        case .julia: (Point(0, 0), 3.4)
        case .burningShip: (Point(-0.45, -0.45), 3.4)
        case .multibrot: (Point(0, 0), 3)
        }
    }
}
