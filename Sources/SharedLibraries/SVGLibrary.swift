public import CRsvg

/// librsvg, which SVG pictures are drawn with, opened the first time one is read: it and what it
/// links (gdk-pixbuf, gio, cairo-gobject) would otherwise take about 2 ms of every start. Its
/// functions are the table CRsvg's header lists.
extension SVGLibrary {
    /// The library, opened once; the failure says why not.
    public static let shared: Result<SVGLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.svg, SVGLibrary_symbols())
}
