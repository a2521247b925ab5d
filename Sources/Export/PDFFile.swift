/// A finished PDF file read through its classic cross-reference tables (as cairo 1.16 writes them):
/// where each object is, the newest trailer, and the page objects in document order.
struct PDFFile {
    let bytes: [UInt8]
    /// The offset of the newest cross-reference section, as given after the last `startxref`.
    let startxref: Int
    /// The newest trailer dictionary.
    let trailer: PDFValue
    /// The newest revision of every object number listed, in use or free.
    private let locations: [Int: (offset: Int, generation: Int, inUse: Bool)]

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: Array("%PDF-".utf8)) else { throw PDFUpdateError("the file does not start with `%PDF-`") }
        let keyword = Array("startxref".utf8)
        guard let start = stride(from: bytes.count - keyword.count, through: 0, by: -1).first(where: { bytes[$0...].starts(with: keyword) }) else {
            throw PDFUpdateError("the file has no `startxref`: it is incomplete")
        }
        var parser = PDFParser(bytes, at: start + keyword.count)
        startxref = try parser.integer()
        guard bytes[parser.position...].drop(while: PDFParser.isWhitespace).starts(with: Array("%%EOF".utf8)) else {
            throw PDFUpdateError("the file does not end with `%%EOF` after its last `startxref`: it is incomplete")
        }
        let newest = try Self.section(of: bytes, at: startxref)
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
            section = try Self.section(of: bytes, at: previous)
        }
        self.bytes = bytes
        self.locations = locations
        trailer = newest.trailer
    }

    /// The entries and the trailer of the cross-reference section at `offset`.
    private static func section(of bytes: [UInt8], at offset: Int) throws
        -> (entries: [(number: Int, offset: Int, generation: Int, inUse: Bool)], trailer: PDFValue)
    {
        guard (0..<bytes.count).contains(offset) else { throw PDFUpdateError("a cross-reference offset (\(offset)) is outside the file") }
        var parser = PDFParser(bytes, at: offset)
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
            guard let first = Int(word), (0...8_388_607).contains(first), (0...bytes.count / 20).contains(count) else {
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

    /// The object `reference` points at, with the byte range of its value (between `obj` and `endobj`).
    /// Objects with a stream are not read.
    /// Every object in use, by number.
    var objectsInUse: [PDFReference] {
        locations.filter(\.value.inUse).map { PDFReference(number: $0.key, generation: $0.value.generation) }.sorted { $0.number < $1.number }
    }

    func object(_ reference: PDFReference) throws -> (value: PDFValue, range: Range<Int>) {
        guard let location = locations[reference.number], location.inUse, location.generation == reference.generation,
            (0..<bytes.count).contains(location.offset)
        else { throw PDFUpdateError("object \(reference.text) is not in the cross-reference table") }
        var parser = PDFParser(bytes, at: location.offset)
        guard try parser.integer() == reference.number, try parser.integer() == reference.generation else {
            throw PDFUpdateError("the cross-reference table does not point at object \(reference.text)")
        }
        try parser.expect("obj")
        parser.skipWhitespace()
        let start = parser.position
        let value = try parser.value()
        let end = parser.position
        try parser.expect("endobj")
        return (value, start..<end)
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
