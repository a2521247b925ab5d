import Scene

/// What a PDF's catalog says that cairo has no API for: the document's language (`/Lang`, read by screen
/// readers and by hyphenation in viewers), that its structure tree is to be read (`/MarkInfo`), and a
/// request to print at actual size (`/ViewerPreferences
/// << /PrintScaling /None >>`: print dialogs then start at 100 % rather than fitting the pages to the
/// printer's printable area).
enum PDFCatalog {
    /// The entries to set, none when the document asks for neither.
    static func entries(language: String?, tagged: Bool, printsAtActualSize: Bool) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        // A language tag is letters, digits and hyphens (the spec's decoder says so): nothing to escape.
        if let language { entries.append(("Lang", "(\(language))")) }
        if tagged { entries.append(("MarkInfo", "<< /Marked true >>")) }
        if printsAtActualSize { entries.append(("ViewerPreferences", "<< /PrintScaling /None >>")) }
        return entries
    }

    /// A new revision of the catalog of `file` with `entries` (replacing any it has of the same keys).
    static func revision(in file: PDFFile, setting entries: [(key: String, value: String)]) throws -> PDFIncrementalUpdate.Revision {
        guard let root = file.trailer["Root"]?.reference else { throw PDFUpdateError("the trailer has no /Root") }
        return (root, try PDFIncrementalUpdate.revision(of: root, in: file, setting: entries))
    }
}
