/// Asks a PDF's viewers to print it at actual size (`/ViewerPreferences << /PrintScaling /None >>` in
/// its catalog), which cairo has no API for: print dialogs then start at 100 % rather than fitting the
/// pages to the printer's printable area.
enum PDFPrintScaling {
    /// A new revision of the catalog of `file` with the preference (replacing any viewer preferences).
    static func revision(in file: PDFFile) throws -> PDFIncrementalUpdate.Revision {
        guard let root = file.trailer["Root"]?.reference else { throw PDFUpdateError("the trailer has no /Root") }
        return (root, try PDFIncrementalUpdate.revision(of: root, in: file, setting: [("ViewerPreferences", "<< /PrintScaling /None >>")]))
    }
}
