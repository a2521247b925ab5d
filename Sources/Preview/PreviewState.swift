import SpecReader

/// What the preview page shows, sent as JSON: the render's number, its diagnostics, how many pages it
/// has (the last good render's, when this one failed), whether the spec is animated, and the controls.
struct PreviewState: Codable {
    struct Problem: Codable {
        let severity: String
        let line: Int?
        let column: Int?
        let path: String?
        let message: String
        /// As the command line prints it: `spec.json:3:14: error: pages[0]...: message`.
        let text: String

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            line = diagnostic.position?.line
            column = diagnostic.position?.column
            path = diagnostic.path?.description
            message = diagnostic.message
            text = diagnostic.description
        }
    }

    var version = 0
    /// Whether this render succeeded (else the pages are the last good render's).
    var valid = false
    /// The last good render's number: the pages served are its (0 before any).
    var goodVersion = 0
    var problems: [Problem] = []
    var pages = 0
    /// Page size in points, for the page to size its pictures before they load.
    var widths: [Double] = []
    var heights: [Double] = []
    var animated = false
    /// The animated page (1-based) and the animation's length in seconds.
    var animatedPage = 1
    var duration = 2.0
    var controls: [FigureControls] = []
    /// Values set from the page that the file does not hold yet.
    var unsaved: [String] = []
}
