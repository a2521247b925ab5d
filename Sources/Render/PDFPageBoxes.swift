import Geometry
import Scene

/// Writes /TrimBox and /BleedBox into the pages of a finished PDF, which cairo has no API for, as an
/// incremental update: a new revision of each page object that gets a box, a cross-reference section
/// listing only those objects, and a trailer pointing back at the previous section. The original
/// bytes stay as they are; the update is appended after them.
enum PDFPageBoxes {
    /// The bytes to append to `pdf` so that its pages, in document order, get the trim and bleed boxes
    /// of `pages` (one scene page per PDF page, boxes y down from the top left of a page `size.height`
    /// points high). Empty when no page has a box. An existing /TrimBox or /BleedBox is replaced.
    static func incrementalUpdate(for pdf: [UInt8], pages: [Page]) throws -> [UInt8] {
        guard pages.contains(where: { $0.trimBox != nil || $0.bleedBox != nil }) else { return [] }
        let file = try PDFFile(pdf)
        let objects = try file.pages()
        guard objects.count == pages.count else {
            throw PDFUpdateError("the PDF has \(objects.count) pages where \(pages.count) were written")
        }
        guard let size = file.trailer["Size"]?.integer, objects.allSatisfy({ $0.number < size }) else {
            throw PDFUpdateError("the trailer's /Size does not cover the page objects")
        }
        var update: [UInt8] = pdf.last == 10 || pdf.last == 13 ? [] : [10]
        var offsets: [(object: PDFReference, offset: Int)] = []
        for (object, page) in zip(objects, pages) {
            let boxes = [("TrimBox", page.trimBox), ("BleedBox", page.bleedBox)].compactMap { key, box in
                box.map { (key: key, box: $0) }
            }
            guard !boxes.isEmpty else { continue }
            offsets.append((object, pdf.count + update.count))
            update += try revision(of: object, in: file, adding: boxes, pageHeight: page.size.height)
        }
        let xref = pdf.count + update.count
        update += Array("xref\n".utf8)
        offsets.sort { $0.object.number < $1.object.number }
        var run = offsets[...]
        while let first = run.first {
            let length = run.indices.prefix { run[$0].object.number == first.object.number + ($0 - run.startIndex) }.count
            update += Array("\(first.object.number) \(length)\n".utf8)
            for entry in run.prefix(length) {
                let offset = try padded(entry.offset, width: 10), generation = try padded(entry.object.generation, width: 5)
                update += Array("\(offset) \(generation) n \n".utf8)
            }
            run = run.dropFirst(length)
        }
        update += Array("trailer\n<< ".utf8)
        for entry in file.trailer.entries ?? [] where entry.key != "Prev" {
            update += pdf[entry.range] + Array("\n   ".utf8)
        }
        update += Array("/Prev \(file.startxref)\n>>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return update
    }

    /// A new revision of page `object`: its dictionary as it was, without the entries named in `boxes`,
    /// followed by those boxes in PDF coordinates (y up from the bottom left).
    private static func revision(of object: PDFReference, in file: PDFFile, adding boxes: [(key: String, box: Rect)], pageHeight: Double) throws
        -> [UInt8]
    {
        let (value, range) = try file.object(object)
        guard let entries = value.entries else { throw PDFUpdateError("page object \(object.text) is not a dictionary") }
        var dictionary: [UInt8] = []
        var copied = range.lowerBound
        for entry in entries where boxes.contains(where: { $0.key == entry.key }) {
            let removed = wholeLine(around: entry.range, in: file.bytes)
            dictionary += file.bytes[copied..<removed.lowerBound]
            copied = removed.upperBound
        }
        let closing = range.upperBound - 2
        dictionary += file.bytes[copied..<closing]
        if dictionary.last != 10 { dictionary.append(10) }
        for (key, box) in boxes {
            let corners = try [box.minX, pageHeight - box.maxY, box.maxX, pageHeight - box.minY].map(number)
            dictionary += Array("   /\(key) [ \(corners.joined(separator: " ")) ]\n".utf8)
        }
        return Array("\(object.text) obj\n".utf8) + dictionary + Array(">>\nendobj\n".utf8)
    }

    /// `range` widened to its whole line (indentation and line end) when nothing else is on that line.
    private static func wholeLine(around range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == 32 || bytes[start - 1] == 9 { start -= 1 }
        guard start > 0, bytes[start - 1] == 10, range.upperBound < bytes.count, bytes[range.upperBound] == 10 else { return range }
        return start..<(range.upperBound + 1)
    }

    /// `value` with at most 6 decimals, without an exponent or trailing zeros: `12.5`, `-0.125`, `3`.
    /// Cairo writes the /MediaBox with the same precision, so a box as large as the page is written
    /// digit for digit like it and never pokes out by a rounding.
    static func number(_ value: Double) throws -> String {
        let scale = 1_000_000
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { throw PDFUpdateError("\(value) cannot be written as a PDF number") }
        let units = Int(abs(scaled))
        let sign = scaled < 0 ? "-" : ""
        let fraction = units % scale
        guard fraction != 0 else { return "\(sign)\(units / scale)" }
        var decimals = try padded(fraction, width: 6)
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return "\(sign)\(units / scale).\(decimals)"
    }

    /// `value` as exactly `width` digits, with leading zeros.
    private static func padded(_ value: Int, width: Int) throws -> String {
        let digits = String(value)
        guard value >= 0, digits.count <= width else { throw PDFUpdateError("\(value) does not fit a cross-reference entry") }
        return String(repeating: "0", count: width - digits.count) + digits
    }
}
