import Pipeline
import SpecReader

/// A spec's text, and the edits a preview makes to it: a figure parameter's value replaced where it is
/// written, or added to its figure's object when the spec leaves it out; every other character stays
/// as it was, comments and layout included.
struct SpecEditor {
    let text: String
    let yaml: Bool
    let root: SpecNode
    /// The text's scalars and lines, as the parsers count them.
    private let locator: SourceLocator
    private var scalars: [Unicode.Scalar] { locator.scalars }

    init(text: String, yaml: Bool) throws(JSONParser.SyntaxError) {
        self.text = text
        self.yaml = yaml
        root = try yaml ? YAMLParser.parse(text) : JSONParser.parse(text)
        locator = SourceLocator(text, yaml: yaml)
    }

    /// Whether the spec has an `animate` block.
    var isAnimated: Bool {
        guard case .object(let members) = root.value else { return false }
        return members.contains { $0.key == "animate" }
    }

    /// Every figure the spec writes out, with its path and the caption its cell writes as text (nil when
    /// none, or one filled from data), in the order written: a cell's, an item's, and those of a sheet's
    /// cell and back templates (a value set there is every row's; a value filled from the data shows no
    /// control). Figures in a sweep's template are left out: their values are ranges.
    func figures() -> [(path: SpecPath, node: SpecNode, caption: String?)] {
        var found: [(SpecPath, SpecNode, String?)] = []
        func visit(_ node: SpecNode, _ path: SpecPath, key: String?, caption: String?) {
            switch node.value {
            case .object(let members):
                if key == "figure", case .string(let kind)? = members.first(where: { $0.key == "kind" })?.value.value, FigureSpec.kinds.contains(kind) {
                    found.append((path, node, caption))
                    return
                }
                let written = members.first { $0.key == "caption" }.flatMap { Self.captionText($0.value) }
                for member in members where member.key != "sweep" {
                    visit(member.value, path.appending(member.key), key: member.key, caption: written)
                }
            case .array(let items):
                for (i, item) in items.enumerated() { visit(item, path.appending(i), key: nil, caption: nil) }
            default: break
            }
        }
        visit(root, .root, key: nil, caption: nil)
        // A YAML anchor, alias or tag cannot be edited in place (an alias shares its anchor's text; a new key
        // would land inside the anchor's token), nor can a figure met twice (through an alias).
        let starts = found.map { locator.offset(of: $0.1.position) }
        return zip(found, starts).filter { figure, start in
            guard let start else { return false }
            return !"&*!".unicodeScalars.contains(scalars[start]) && starts.filter { $0 == start }.count == 1
        }.map { $0.0 }
    }

    /// A caption's text, as a string or a text object's `text`; nil when it holds a placeholder.
    private static func captionText(_ node: SpecNode) -> String? {
        let text: String? =
            switch node.value {
            case .string(let s): s
            case .object(let members): members.first { $0.key == "text" }.flatMap { if case .string(let s) = $0.value.value { s } else { nil } }
            default: nil
            }
        guard let text, !text.isEmpty, !text.contains("{") else { return nil }
        return text
    }

    /// The text with the figure at `figure` (a path as `SpecPath` writes it) holding `key` set to `value`,
    /// JSON text (also valid YAML); nil when the spec has no such figure.
    func setting(_ key: String, to value: String, inFigure figure: String) -> String? {
        guard let node = figures().first(where: { $0.path.description == figure })?.node, case .object(let members) = node.value else { return nil }
        if let written = members.first(where: { $0.key == key })?.value {
            // Only a value written on one line as a plain or quoted scalar is replaced: not a block scalar (| or >),
            // an anchor, an alias, a tag, an object or an array.
            guard !written.isObject, !written.isArray, let start = locator.offset(of: written.position),
                !"|>&*![{".unicodeScalars.contains(scalars[start])
            else { return nil }
            return text(before: start) + value + text(from: tokenEnd(from: start))
        }
        guard let start = locator.offset(of: node.position) else { return nil }
        if scalars[start] == "{" {
            let entry = yaml ? " \(key): \(value)," : " \(JSONValue.quoted(key)): \(value),"
            return text(before: start + 1) + entry + text(from: start + 1)
        }
        // A block mapping: a line of its own above the first key, at its indentation, ended as the file's lines are.
        let indent = String(repeating: " ", count: node.position.column - 1)
        return text(before: start) + "\(key): \(value)" + (locator.firstLineBreak ?? "\n") + indent + text(from: start)
    }

    private func text(before end: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[..<end])
        return String(view)
    }

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start...])
        return String(view)
    }

    /// Where the scalar value starting at `start` ends: after its closing quote, or before the first comma,
    /// bracket, comment or line end that follows a plain scalar (less trailing blanks).
    private func tokenEnd(from start: Int) -> Int {
        if scalars[start] == "\"" || scalars[start] == "'" { return QuotedScalar.end(in: scalars, from: start) }
        var end =
            scalars[start...].firstIndex { ",}]\r".unicodeScalars.contains($0) || SourceLocator.isLineBreak($0, yaml: yaml) || (yaml && $0 == "#") }
            ?? scalars.count
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        return end
    }
}
