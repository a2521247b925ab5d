import CairoKit

/// A PDF's outline (bookmarks), built as pages are written: an entry per page, under the entries its
/// path names, each made once and leading to the first page under it.
struct PDFOutline {
    private let surface: Surface
    /// The entries made so far, by the titles leading to them.
    private var entries: [[String]: Int32] = [:]

    init(surface: Surface) {
        self.surface = surface
    }

    /// Adds the entries of output page `page` (from 1): `path`'s parents where not yet made, then its own
    /// (none for an empty path).
    mutating func add(_ path: [String], page: Int) {
        var parent = Surface.outlineRoot
        for depth in path.indices {
            let key = Array(path[...depth])
            if depth < path.count - 1, let made = entries[key] {
                parent = made
                continue
            }
            let id = surface.addPDFOutline(parent: parent, title: path[depth], page: page)
            entries[key] = id
            parent = id
        }
    }
}
