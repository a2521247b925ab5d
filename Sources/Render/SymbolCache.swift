import CairoKit
import Geometry
import Glibc
import Scene

/// The symbols of one vector document, each recorded once on a cairo recording surface and painted
/// wherever it is instanced: PDF and SVG then hold each symbol once (a form XObject in PDF).
public final class SymbolCache {
    private var recordings: [Key: Surface] = [:]

    /// A symbol recorded for copies painted at least 2^power times its size.
    private struct Key: Hashable {
        let id: String
        let power: Int
    }

    public init() {}

    /// Whether no symbol has been recorded.
    public var isEmpty: Bool { recordings.isEmpty }

    /// The narrowest a copy of a symbol may be on the page, in points, to be painted from a recording.
    static let smallestRecorded = 4.0

    /// How much `transform` enlarges lengths at least: the shorter of its images of the unit axes.
    static func scale(of transform: Affine) -> Double {
        let across = transform.apply(Vector(dx: 1, dy: 0)), down = transform.apply(Vector(dx: 0, dy: 1))
        return min((across.dx * across.dx + across.dy * across.dy).squareRoot(), (down.dx * down.dx + down.dy * down.dy).squareRoot())
    }

    /// The recording of `symbol` for copies at least `scale` times its size on the page, made by `record`
    /// the first time it is asked for at that power of two: what it nests is drawn knowing how small it
    /// may be painted (`record` is given the power of two, at most `scale`).
    func recording(of symbol: Symbol, atLeast scale: Double, record: (Context, Double) throws -> Void) throws -> Surface {
        let power = scale > 0 && scale.isFinite ? Int(log2(scale).rounded(.down)) : 0
        let key = Key(id: symbol.id, power: power)
        if let surface = recordings[key] { return surface }
        let surface = try Surface.recording(extents: symbol.bounds)
        let context = try Context(surface)
        try record(context, pow(2, Double(power)))
        try context.checkStatus()
        recordings[key] = surface
        return surface
    }
}
