import CairoKit
import Geometry
import Scene

/// The forms of one PDF (`Group.isForm`: what a sheet's cells repeat), each recorded once on a cairo
/// recording surface and painted wherever a cell shows it. cairo knows a surface by its unique id, so a
/// recording painted on many pages is written once, as one form XObject, and every cell places it with
/// one `Do`: the numbers of its paths and glyphs are printed once per document.
public final class FormCache {
    /// Recordings by the items they hold: forms are told apart by what they draw, not by where they come from.
    private var recordings: [[Item]: Surface] = [:]
    /// Where a form's items may leave ink, generously (a text as far as any line of it could reach).
    private let ink = InkBounds(textsReachPastBoxes: true)

    public init() {}

    /// Whether no form has been recorded.
    public var isEmpty: Bool { recordings.isEmpty }

    /// The recording of `items`, made by `record` the first time they are asked for; nil when they have no
    /// finite extent (they are then drawn as they are).
    func recording(of items: [Item], record: (Context) throws -> Void) throws -> Surface? {
        if let surface = recordings[items] { return surface }
        guard let bounds = ink.of(items), bounds.width.isFinite, bounds.height.isFinite else { return nil }
        // Whole points round the ink, a point clear of it: cairo bounds a form by whole units in any case.
        let minX = (bounds.minX - 1).rounded(.down), minY = (bounds.minY - 1).rounded(.down)
        let extents = Rect(x: minX, y: minY, width: (bounds.maxX + 1).rounded(.up) - minX, height: (bounds.maxY + 1).rounded(.up) - minY)
        let surface = try Surface.recording(extents: extents)
        let context = try Context(surface)
        try record(context)
        try context.checkStatus()
        recordings[items] = surface
        return surface
    }
}
