/// A standard a PDF is written to, asked for on the command line (`--pdf-standard`). A CMYK press's
/// PDF/X is the spec's own (`print.color`, `print.pdfx`), converted by `PrintColor`.
public enum PDFStandard: String, CaseIterable, Sendable {
    /// PDF/A-2b (ISO 19005-2, level B), for archiving: XMP metadata naming part 2 and conformance B,
    /// the document information's producer matching it, and an output intent holding the sRGB profile
    /// cairo's colours are in.
    case a2b = "a-2b"

    /// The standard's name, as messages and the XMP packet give it.
    public var name: String {
        switch self {
        case .a2b: "PDF/A-2b"
        }
    }
}
