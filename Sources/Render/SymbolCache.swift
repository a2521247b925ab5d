import CairoKit
import Scene

/// The symbols of one vector document, each recorded once on a cairo recording surface and painted
/// wherever it is instanced: PDF and SVG then hold each symbol once (a form XObject in PDF).
public final class SymbolCache {
    private var recordings: [String: Surface] = [:]

    public init() {}

    /// Whether no symbol has been recorded.
    public var isEmpty: Bool { recordings.isEmpty }

    /// The recording of `symbol`, made by `record` the first time it is asked for.
    func recording(of symbol: Symbol, record: (Context) throws -> Void) throws -> Surface {
        if let surface = recordings[symbol.id] { return surface }
        let surface = try Surface.recording(extents: symbol.bounds)
        let context = try Context(surface)
        try record(context)
        try context.checkStatus()
        recordings[symbol.id] = surface
        return surface
    }
}
