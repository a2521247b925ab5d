/// Changes to a finished PDF appended after its bytes, which stay as they are: new revisions of some
/// objects and new objects numbered from the trailer's /Size on, a cross-reference section listing only
/// those, and a trailer pointing back at the previous section.
enum PDFIncrementalUpdate {
    /// An object's new revision: `N G obj ... endobj`, whole.
    typealias Revision = (object: PDFReference, bytes: [UInt8])

    /// The bytes to append to `file` for `revisions` (empty when there are none), the new trailer holding
    /// `trailer`'s entries (each value as PDF writes it) over the old one's.
    static func bytes(appendedTo file: PDFFile, revisions: [Revision], trailer: [(key: String, value: String)] = []) throws -> [UInt8] {
        guard !revisions.isEmpty else { return [] }
        guard let size = file.trailer["Size"]?.integer else { throw PDFUpdateError("the trailer has no /Size") }
        let added = revisions.map(\.object.number).filter { $0 >= size }.sorted()
        guard added == Array(size..<(size + added.count)) else {
            throw PDFUpdateError("new objects must be numbered from the trailer's /Size on, one after another")
        }
        var update: [UInt8] = file.endsLine ? [] : [10]
        var offsets: [(object: PDFReference, offset: Int)] = []
        for revision in revisions {
            offsets.append((revision.object, file.count + update.count))
            update += revision.bytes
        }
        let xref = file.count + update.count
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
        for entry in file.trailer.entries ?? [] where entry.key != "Prev" && entry.key != "Size" && !trailer.contains(where: { $0.key == entry.key }) {
            update += try file.bytes(entry.range) + Array("\n   ".utf8)
        }
        for (key, value) in trailer { update += Array("/\(key) \(value)\n   ".utf8) }
        update += Array("/Size \(size + added.count)\n   /Prev \(file.startxref)\n>>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return update
    }

    /// A new revision of the dictionary `object`: as it was, without the entries `entries` name, followed
    /// by those entries (each value as PDF writes it).
    static func revision(of object: PDFReference, in file: PDFFile, setting entries: [(key: String, value: String)]) throws -> [UInt8] {
        let (value, range, bytes) = try file.object(object)
        guard let existing = value.entries else { throw PDFUpdateError("object \(object.text) is not a dictionary") }
        var dictionary: [UInt8] = []
        var copied = range.lowerBound
        for entry in existing where entries.contains(where: { $0.key == entry.key }) {
            let removed = wholeLine(around: entry.range, in: bytes)
            dictionary += bytes[copied..<removed.lowerBound]
            copied = removed.upperBound
        }
        let closing = range.upperBound - 2
        dictionary += bytes[copied..<closing]
        if dictionary.last != 10 { dictionary.append(10) }
        for (key, value) in entries {
            dictionary += Array("   /\(key) \(value)\n".utf8)
        }
        return Array("\(object.text) obj\n".utf8) + dictionary + Array(">>\nendobj\n".utf8)
    }

    /// A new stream object numbered `number`: `dictionary`'s entries with the data's /Length, then `data`.
    static func stream(_ number: Int, entries: String, data: [UInt8]) -> Revision {
        let object = PDFReference(number: number, generation: 0)
        let head = Array("\(object.text) obj\n<< \(entries) /Length \(data.count) >>\nstream\n".utf8)
        return (object, head + data + Array("\nendstream\nendobj\n".utf8))
    }

    /// `range` widened to its whole line (indentation and line end) when nothing else is on that line.
    private static func wholeLine(around range: Range<Int>, in bytes: PDFWindow) -> Range<Int> {
        var start = range.lowerBound
        while start > bytes.startIndex, bytes[start - 1] == 32 || bytes[start - 1] == 9 { start -= 1 }
        guard start > bytes.startIndex, bytes[start - 1] == 10, range.upperBound < bytes.endIndex, bytes[range.upperBound] == 10 else { return range }
        return start..<(range.upperBound + 1)
    }

    /// `value` as exactly `width` digits, with leading zeros.
    static func padded(_ value: Int, width: Int) throws -> String {
        let digits = String(value)
        guard value >= 0, digits.count <= width else { throw PDFUpdateError("\(value) does not fit a cross-reference entry") }
        return String(repeating: "0", count: width - digits.count) + digits
    }
}
