import Geometry
import Scene

/// Writes /TrimBox and /BleedBox into the pages of a finished PDF, which cairo has no API for, as an
/// incremental update (`PDFIncrementalUpdate`): a new revision of each page object that gets a box.
package enum PDFPageBoxes {
    /// The bytes to append to `pdf` so that its pages, in document order, get the trim and bleed boxes
    /// of `pages` (one scene page per PDF page, boxes y down from the top left of a page `size.height`
    /// points high). Empty when no page has a box. An existing /TrimBox or /BleedBox is replaced.
    package static func incrementalUpdate(for pdf: [UInt8], pages: [Page]) throws -> [UInt8] {
        guard pages.contains(where: { $0.trimBox != nil || $0.bleedBox != nil }) else { return [] }
        let file = try PDFFile(pdf)
        return try PDFIncrementalUpdate.bytes(appendedTo: file, revisions: revisions(in: file, pages: pages))
    }

    /// New revisions of the page objects of `file` that get a box from `pages` (one scene page per PDF page).
    static func revisions(in file: PDFFile, pages: [Page]) throws -> [PDFIncrementalUpdate.Revision] {
        let objects = try file.pages()
        guard objects.count == pages.count else {
            throw PDFUpdateError("the PDF has \(objects.count) pages where \(pages.count) were written")
        }
        var revisions: [PDFIncrementalUpdate.Revision] = []
        for (object, page) in zip(objects, pages) {
            let boxes = [("TrimBox", page.trimBox), ("BleedBox", page.bleedBox)].compactMap { key, box in
                box.map { (key: key, box: $0) }
            }
            guard !boxes.isEmpty else { continue }
            revisions.append((object, try revision(of: object, in: file, adding: boxes, pageHeight: page.size.height)))
        }
        return revisions
    }

    /// A new revision of page `object`: its dictionary as it was, without the entries named in `boxes`,
    /// followed by those boxes in PDF coordinates (y up from the bottom left).
    private static func revision(of object: PDFReference, in file: PDFFile, adding boxes: [(key: String, box: Rect)], pageHeight: Double) throws
        -> [UInt8]
    {
        let entries = try boxes.map { key, box in
            let corners = try [box.minX, pageHeight - box.maxY, box.maxX, pageHeight - box.minY].map(number)
            return (key: key, value: "[ \(corners.joined(separator: " ")) ]")
        }
        return try PDFIncrementalUpdate.revision(of: object, in: file, setting: entries)
    }

    /// `value` with at most 6 decimals, without an exponent or trailing zeros: `12.5`, `-0.125`, `3`.
    /// Cairo writes the /MediaBox with the same precision, so a box as large as the page is written
    /// digit for digit like it and never pokes out by a rounding.
    package static func number(_ value: Double) throws -> String {
        let scale = 1_000_000
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { throw PDFUpdateError("\(value) cannot be written as a PDF number") }
        let units = Int(abs(scaled))
        let sign = scaled < 0 ? "-" : ""
        let fraction = units % scale
        guard fraction != 0 else { return "\(sign)\(units / scale)" }
        var decimals = try PDFIncrementalUpdate.padded(fraction, width: 6)
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return "\(sign)\(units / scale).\(decimals)"
    }

}
