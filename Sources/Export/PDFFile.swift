import FileIO
import Output

/// A finished PDF file read through its classic cross-reference tables (as cairo 1.16 writes them):
/// where each object is, the newest trailer, and the page objects in document order. It is read a part
/// at a time (its end, its cross-reference sections, the objects asked for), never whole: a sheet of
/// thousands of photos is read back without holding its photos again.
struct PDFFile {
    /// The file's length in bytes.
    let count: Int
    /// The offset of the newest cross-reference section, as given after the last `startxref`.
    let startxref: Int
    /// The newest trailer dictionary.
    let trailer: PDFValue
    /// Whether the file ends with a line end.
    let endsLine: Bool
    /// The newest revision of every object number listed, in use or free.
    private let locations: [Int: (offset: Int, generation: Int, inUse: Bool)]
    /// Where every object in use and every cross-reference section starts, in order: each ends before the next.
    private let starts: [Int]
    /// Reads the bytes of a range of the file.
    private let read: (Range<Int>) throws -> [UInt8]

    /// The file whose bytes are `bytes`.
    init(_ bytes: [UInt8]) throws {
        try self.init(count: bytes.count) { Array(bytes[$0]) }
    }

    /// The output `file` as written so far, read back a part at a time.
    init(_ file: OutputTarget) throws {
        try self.init(count: file.size(), read: file.read)
    }

    /// The file of `count` bytes that `read` reads a range at a time.
    init(count: Int, read: @escaping (Range<Int>) throws -> [UInt8]) throws {
        self.count = count
        self.read = read
        let head = try PDFWindow(read(0..<min(count, 5)))
        guard head.starts(with: Array("%PDF-".utf8)) else { throw PDFUpdateError("the file does not start with `%PDF-`") }
        // A reader looks for `startxref` in the last 1,024 bytes.
        let tail = try PDFWindow(read(max(0, count - 1024)..<count), at: max(0, count - 1024))
        endsLine = tail.last == 10 || tail.last == 13
        let keyword = Array("startxref".utf8)
        guard
            let start = stride(from: tail.endIndex - keyword.count, through: tail.startIndex, by: -1).first(where: { tail[$0...].starts(with: keyword) })
        else {
            throw PDFUpdateError("the file has no `startxref`: it is incomplete")
        }
        var parser = PDFParser(tail, at: start + keyword.count)
        startxref = try parser.integer()
        guard tail[parser.position...].drop(while: PDFParser.isWhitespace).starts(with: Array("%%EOF".utf8)) else {
            throw PDFUpdateError("the file does not end with `%%EOF` after its last `startxref`: it is incomplete")
        }
        let newest = try Self.section(of: read, count: count, at: startxref)
        var locations: [Int: (offset: Int, generation: Int, inUse: Bool)] = [:]
        var section = newest
        var seen: Set<Int> = [startxref]
        while true {
            for entry in section.entries where locations[entry.number] == nil {
                locations[entry.number] = (entry.offset, entry.generation, entry.inUse)
            }
            guard section.trailer["XRefStm"] == nil else { throw PDFUpdateError("cross-reference streams are not supported") }
            guard let previous = section.trailer["Prev"]?.integer else { break }
            guard seen.insert(previous).inserted else { throw PDFUpdateError("the cross-reference sections form a loop") }
            section = try Self.section(of: read, count: count, at: previous)
        }
        self.locations = locations
        starts = Set(locations.values.filter(\.inUse).map(\.offset)).union(seen).sorted()
        trailer = newest.trailer
    }

    /// The bytes of `range`.
    func bytes(_ range: Range<Int>) throws -> [UInt8] {
        try read(range)
    }

    /// The SHA-256 of the whole file, read a mebibyte at a time.
    func digest() throws -> String {
        var hasher = SHA256Hasher()
        for offset in stride(from: 0, to: count, by: 1 << 20) {
            hasher.update(try read(offset..<min(count, offset + (1 << 20))))
        }
        return hasher.finalize()
    }

    /// The entries and the trailer of the cross-reference section at `offset`.
    private static func section(of read: (Range<Int>) throws -> [UInt8], count: Int, at offset: Int) throws
        -> (entries: [(number: Int, offset: Int, generation: Int, inUse: Bool)], trailer: PDFValue)
    {
        guard (0..<count).contains(offset) else { throw PDFUpdateError("a cross-reference offset (\(offset)) is outside the file") }
        var parser = PDFParser(PDFWindow(try read(offset..<count), at: offset), at: offset)
        let keyword = parser.token()
        guard keyword == "xref" else {
            let stream = Int(keyword) != nil
            throw PDFUpdateError(stream ? "cross-reference streams are not supported" : "no cross-reference table at byte \(offset)")
        }
        var entries: [(number: Int, offset: Int, generation: Int, inUse: Bool)] = []
        var word = parser.token()
        while word != "trailer" {
            let count = try parser.integer()
            // 8,388,607 is the largest object number PDF readers accept; an entry takes 20 bytes.
            guard let first = Int(word), (0...8_388_607).contains(first), (0...parser.bytes.endIndex / 20).contains(count) else {
                throw PDFUpdateError("a cross-reference subsection was expected near byte \(parser.position)")
            }
            for number in first..<(first + count) {
                let offset = try parser.integer(), generation = try parser.integer()
                let kind = parser.token()
                guard kind == "n" || kind == "f" else { throw PDFUpdateError("a cross-reference entry was expected near byte \(parser.position)") }
                entries.append((number, offset, generation, kind == "n"))
            }
            word = parser.token()
        }
        let trailer = try parser.value()
        guard trailer.entries != nil else { throw PDFUpdateError("the trailer at byte \(offset) is not a dictionary") }
        return (entries, trailer)
    }

    /// Where what starts at `offset` ends: where the next object or cross-reference section starts, or
    /// the end of the file.
    private func end(of offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : count
    }

    /// Every object in use, by number.
    var objectsInUse: [PDFReference] {
        locations.filter(\.value.inUse).map { PDFReference(number: $0.key, generation: $0.value.generation) }.sorted { $0.number < $1.number }
    }

    /// The object `reference` points at, with the byte range of its value (between `obj` and `endobj`) and
    /// the bytes read for it, from its start to the next object's. Objects with a stream are not read.
    func object(_ reference: PDFReference) throws -> (value: PDFValue, range: Range<Int>, bytes: PDFWindow) {
        guard let location = locations[reference.number], location.inUse, location.generation == reference.generation,
            (0..<count).contains(location.offset)
        else { throw PDFUpdateError("object \(reference.text) is not in the cross-reference table") }
        var parser = PDFParser(PDFWindow(try read(location.offset..<self.end(of: location.offset)), at: location.offset), at: location.offset)
        guard try parser.integer() == reference.number, try parser.integer() == reference.generation else {
            throw PDFUpdateError("the cross-reference table does not point at object \(reference.text)")
        }
        try parser.expect("obj")
        parser.skipWhitespace()
        let start = parser.position
        let value = try parser.value()
        let end = parser.position
        try parser.expect("endobj")
        return (value, start..<end, parser.bytes)
    }

    /// The page objects in document order, found from the catalog (the trailer's /Root) through the
    /// page tree's /Kids.
    func pages() throws -> [PDFReference] {
        guard let root = trailer["Root"]?.reference else { throw PDFUpdateError("the trailer has no /Root") }
        guard let tree = try object(root).value["Pages"]?.reference else { throw PDFUpdateError("the catalog has no /Pages") }
        var pages: [PDFReference] = []
        var visited: Set<PDFReference> = []
        try collectPages(tree, into: &pages, visited: &visited)
        return pages
    }

    private func collectPages(_ node: PDFReference, into pages: inout [PDFReference], visited: inout Set<PDFReference>) throws {
        guard visited.insert(node).inserted else { throw PDFUpdateError("the page tree holds object \(node.text) twice") }
        let dictionary = try object(node).value
        switch dictionary["Type"]?.name {
        case "Pages":
            guard let kids = dictionary["Kids"]?.array else { throw PDFUpdateError("page tree node \(node.text) has no /Kids array") }
            for kid in kids {
                guard let kid = kid.reference else { throw PDFUpdateError("page tree node \(node.text) has a kid that is not a reference") }
                try collectPages(kid, into: &pages, visited: &visited)
            }
        case "Page":
            pages.append(node)
        default:
            throw PDFUpdateError("object \(node.text) in the page tree is neither a /Page nor a /Pages")
        }
    }
}
