import Layout
import SpecReader

/// A spec's text, and the edits a preview makes to it: a figure parameter's value replaced where it is
/// written, or added to its figure's object when the spec leaves it out; every other character stays
/// as it was, comments and layout included.
struct SpecEditor {
    let text: String
    let yaml: Bool
    let root: SpecNode

    init(text: String, yaml: Bool) throws(JSONParser.SyntaxError) {
        self.text = text
        self.yaml = yaml
        root = try yaml ? YAMLParser.parse(text) : JSONParser.parse(text)
    }

    /// Whether the spec has an `animate` block.
    var isAnimated: Bool {
        guard case .object(let members) = root.value else { return false }
        return members.contains { $0.key == "animate" }
    }

    /// Every figure the spec writes out, with its path, in the order written; figures in a sheet's or a
    /// sweep's template are left out (their values come from data or ranges, not from the page).
    func figures() -> [(path: SpecPath, node: SpecNode)] {
        var found: [(SpecPath, SpecNode)] = []
        func visit(_ node: SpecNode, _ path: SpecPath, key: String?) {
            switch node.value {
            case .object(let members):
                if key == "figure", case .string(let kind)? = members.first(where: { $0.key == "kind" })?.value.value, FigureSpec.kinds.contains(kind) {
                    found.append((path, node))
                    return
                }
                for member in members where !["sheet", "sweep"].contains(member.key) {
                    visit(member.value, path.appending(member.key), key: member.key)
                }
            case .array(let items):
                for (i, item) in items.enumerated() { visit(item, path.appending(i), key: nil) }
            default: break
            }
        }
        visit(root, .root, key: nil)
        // A YAML anchor, alias or tag cannot be edited in place (an alias shares its anchor's text; a new key
        // would land inside the anchor's token), nor can a figure met twice (through an alias).
        let starts = found.map { index(of: $0.1.position) }
        return zip(found, starts).filter { figure, start in
            guard let start else { return false }
            return !"&*!".contains(text[start]) && starts.filter { $0 == start }.count == 1
        }.map { $0.0 }
    }

    /// The text with the figure at `figure` (a path as `SpecPath` writes it) holding `key` set to `value`,
    /// JSON text (also valid YAML); nil when the spec has no such figure.
    func setting(_ key: String, to value: String, inFigure figure: String) -> String? {
        guard let node = figures().first(where: { $0.path.description == figure })?.node, case .object(let members) = node.value else { return nil }
        if let written = members.first(where: { $0.key == key })?.value {
            // Only a value written on one line as a plain or quoted scalar is replaced: not a block scalar (| or >),
            // an anchor, an alias, a tag, an object or an array.
            guard !written.isObject, !written.isArray, let start = index(of: written.position), !"|>&*![{".contains(text[start]) else {
                return nil
            }
            return String(text[..<start]) + value + String(text[tokenEnd(from: start)...])
        }
        guard let start = index(of: node.position) else { return nil }
        if text[start] == "{" {
            let after = text.index(after: start)
            let entry = yaml ? " \(key): \(value)," : " \(JSONValue.quoted(key)): \(value),"
            return String(text[..<after]) + entry + String(text[after...])
        }
        // A block mapping: a line of its own above the first key, at its indentation.
        let indent = String(repeating: " ", count: node.position.column - 1)
        return String(text[..<start]) + "\(key): \(value)\n" + indent + String(text[start...])
    }

    /// Where `position` (1-based line and column, columns counting characters) is in the text.
    private func index(of position: SourcePosition) -> String.Index? {
        var line = 1
        var i = text.startIndex
        while line < position.line {
            guard let newline = text[i...].firstIndex(of: "\n") else { return nil }
            i = text.index(after: newline)
            line += 1
        }
        return text.index(i, offsetBy: position.column - 1, limitedBy: text.endIndex)
    }

    /// Where the scalar starting at `start` ends: after its closing quote, or before the first comma,
    /// bracket, comment or line end that follows a plain scalar (less trailing blanks).
    private func tokenEnd(from start: String.Index) -> String.Index {
        let quote = text[start]
        if quote == "\"" || quote == "'" {
            var i = text.index(after: start)
            while i < text.endIndex {
                if text[i] == "\\", quote == "\"" {
                    i = text.index(i, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                    continue
                }
                if text[i] == quote {
                    let next = text.index(after: i)
                    // In a single-quoted YAML scalar, '' is a quote.
                    if quote == "'", next < text.endIndex, text[next] == "'" {
                        i = text.index(after: next)
                        continue
                    }
                    return next
                }
                i = text.index(after: i)
            }
            return text.endIndex
        }
        var end = text[start...].firstIndex { ",}]\n\r".contains($0) || (yaml && $0 == "#") } ?? text.endIndex
        while end > start, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" { end = text.index(before: end) }
        return end
    }
}
