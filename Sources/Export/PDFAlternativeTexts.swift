/// The alternative texts of a tagged PDF's figures, which cairo 1.16 cannot write: each Figure element
/// of the structure tree, in the tree's order (the order the figures were drawn), gets the next text.
enum PDFAlternativeTexts {
    /// New revisions of the Figure elements of `file` with `texts` as their /Alt.
    static func revisions(in file: PDFFile, texts: [String]) throws -> [PDFIncrementalUpdate.Revision] {
        guard !texts.isEmpty else { return [] }
        guard let root = file.trailer["Root"]?.reference, let tree = try file.object(root).value["StructTreeRoot"]?.reference else {
            throw PDFUpdateError("the document has no structure tree")
        }
        var figures: [PDFReference] = []
        var visited: Set<Int> = []
        func walk(_ value: PDFValue, depth: Int) throws {
            guard depth < 64 else { return }
            switch value {
            case .reference(let reference):
                guard visited.insert(reference.number).inserted else { return }
                let element = try file.object(reference).value
                if element["S"]?.name == "Figure" { figures.append(reference) }
                if let kids = element["K"] { try walk(kids, depth: depth + 1) }
            case .array(let items):
                for item in items { try walk(item, depth: depth + 1) }
            default:
                break
            }
        }
        try walk(.reference(tree), depth: 0)
        guard figures.count == texts.count else {
            throw PDFUpdateError("the structure tree holds \(figures.count) figures where \(texts.count) were tagged")
        }
        return try zip(figures, texts).map { figure, text in
            (figure, try PDFIncrementalUpdate.revision(of: figure, in: file, setting: [("Alt", textString(text))]))
        }
    }

    /// `text` as a PDF text string: UTF-16BE with its byte order mark, in hexadecimal (nothing to escape).
    static func textString(_ text: String) -> String {
        "<FEFF"
            + text.utf16.map { unit in
                let hex = String(unit, radix: 16, uppercase: true)
                return String(repeating: "0", count: 4 - hex.count) + hex
            }.joined() + ">"
    }
}
