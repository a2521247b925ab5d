import SpecReader

/// Fills a cell template with a row of data: a string that is exactly `"{field}"` becomes the row's
/// value (a number when it reads as one, so numeric parameters can come from data), and `{field}` or
/// `{field:format}` inside longer strings is replaced by the value's text. `{{` and `}}` stand for braces.
/// A sheet's texts (`mergesTexts`) are merged as an address block is (`MergedText`) unless their text
/// object says `"emptyFields": "keep"`.
package struct Placeholders {
    /// The template after substitution, and which of its paths took a value from which column.
    package struct Filled {
        package var node: SpecNode
        package var origins: [SpecPath: Origin]
    }

    /// The columns a filled value came from, in the order the template names them, and whether it is
    /// one column's value itself (located in the data) or a text of the template's that holds them
    /// (located in the template).
    package struct Origin: Hashable {
        package var columns: [String]
        var isWholeValue: Bool
    }

    /// A placeholder that cannot be filled, with where it is: one naming no column, or whose format
    /// cannot set the row's value (`message` says why).
    package struct Refusal: Error {
        package var field: String
        package var position: SourcePosition
        package var path: SpecPath
        /// Why the format cannot set the value; nil when the field names no column.
        package var message: String?
    }

    /// The column names placeholders may use.
    package let columns: Set<String>
    /// Whether a placeholder naming no column is an error (else it is left as it is, for a later pass).
    package var strict = true
    /// Whether a whole-value placeholder keeps the template's position (values with no place of their
    /// own, such as an animated parameter) rather than the value's (a field of a data file).
    package var locatesValuesInTemplate = false
    /// Whether texts (the strings of a "text" or a "caption", their spans') are merged text: filled from a
    /// row of a sheet's data, their empty values' lines and separators left out (`MergedText`).
    package var mergesTexts = false

    package init(columns: some Sequence<String>, strict: Bool = true, locatesValuesInTemplate: Bool = false, mergesTexts: Bool = false) {
        self.columns = Set(columns)
        self.strict = strict
        self.locatesValuesInTemplate = locatesValuesInTemplate
        self.mergesTexts = mergesTexts
    }

    /// `template` (at `path`) with `row`'s values in its placeholders; the parts `fixed` knows to hold
    /// none are taken as they are. `text` says how empty values are set when `template` is a text or
    /// within one (nil: it is not).
    package func fill(
        _ template: SpecNode, at path: SpecPath, with row: [String: SpecNode], fixed: DecodeMemo? = nil, text: TextSpec.EmptyFields? = nil
    ) throws(Refusal) -> Filled {
        var origins: [SpecPath: Origin] = [:]
        let node = try fill(template, path, row, fixed, text, &origins)
        return Filled(node: node, origins: origins)
    }

    /// `template`, a string that `split` made `pieces` of, with `row`'s values: as `fill(_:at:with:fixed:text:)`
    /// fills it, without splitting it again (a sheet's template fills its strings for every row).
    package func fill(_ pieces: [Piece], of template: SpecNode, at path: SpecPath, with row: [String: SpecNode], text: TextSpec.EmptyFields?)
        throws(Refusal) -> Filled
    {
        var origins: [SpecPath: Origin] = [:]
        let node = try fill(pieces, template, path, row, merged: mergesTexts && text == .drop, &origins)
        return Filled(node: node, origins: origins)
    }

    /// How the strings of the member `key` of an object of `members`, itself in a text set as `outer` says
    /// (nil: in none), set empty values: a "text" or a "caption" is a text, whose empty values are dropped
    /// unless the object or the text around it says `"emptyFields": "keep"`.
    package static func emptyFields(of key: String, in members: [SpecNode.Member], within outer: TextSpec.EmptyFields?) -> TextSpec.EmptyFields? {
        guard key == "text" || key == "caption" else { return nil }
        let keeps = members.contains { member in
            guard member.key == TextSpec.emptyFields.name, case .string(let choice) = member.value.value else { return false }
            return choice == TextSpec.EmptyFields.keep.rawValue
        }
        return keeps || outer == .keep ? .keep : .drop
    }

    private func fill(
        _ node: SpecNode, _ path: SpecPath, _ row: [String: SpecNode], _ fixed: DecodeMemo?, _ text: TextSpec.EmptyFields?,
        _ origins: inout [SpecPath: Origin]
    ) throws(Refusal) -> SpecNode {
        switch node.value {
        case .object(let members):
            var filled = members
            for (i, member) in members.enumerated() {
                let at = path.appending(member.key)
                if fixed?.isFixed(at) == true { continue }
                filled[i].value = try fill(member.value, at, row, fixed, Self.emptyFields(of: member.key, in: members, within: text), &origins)
            }
            return SpecNode(.object(filled), at: node.position)
        case .array(let items):
            var filled = items
            for (i, item) in items.enumerated() {
                let at = path.appending(i)
                if fixed?.isFixed(at) == true { continue }
                filled[i] = try fill(item, at, row, fixed, text, &origins)
            }
            return SpecNode(.array(filled), at: node.position)
        case .string(let string):
            return try fill(Self.split(string), node, path, row, merged: mergesTexts && text == .drop, &origins)
        default:
            return node
        }
    }

    private func fill(
        _ pieces: [Piece], _ node: SpecNode, _ path: SpecPath, _ row: [String: SpecNode], merged: Bool, _ origins: inout [SpecPath: Origin]
    ) throws(Refusal) -> SpecNode {
        guard pieces.contains(where: { if case .field = $0 { true } else { false } }) else {
            // Only escaped braces, if any, to undo.
            return SpecNode(.string(Self.literal(pieces)), at: node.position)
        }
        var parts: [MergedText.Part] = []
        for piece in pieces {
            switch piece {
            case .literal(let s):
                parts.append(.literal(s))
            case .field(let name, let format):
                guard columns.contains(name) else {
                    // A page's number is known once the cell is on a page: it is set then.
                    if strict, !Self.pageFields.contains(name) { throw Refusal(field: name, position: node.position, path: path) }
                    parts.append(.literal("{\(name)\(format.map { ":\($0)" } ?? "")}"))
                    continue
                }
                // A row without the field (a JSON row lacking the key) has nothing to point at in the data.
                let present = row[name]
                let value = present ?? SpecNode(.string(""), at: node.position)
                let whole = pieces.count == 1 && format == nil
                let named = (origins[path]?.columns ?? []).filter { $0 != name } + [name]
                origins[path] = Origin(columns: named, isWholeValue: whole && present != nil && !locatesValuesInTemplate)
                if whole {
                    let typed = Self.typed(value.value)
                    return SpecNode(typed, at: locatesValuesInTemplate ? node.position : value.position, dataText: Self.text(of: value.value, read: typed))
                }
                do {
                    parts.append(.value(try ValueFormat.text(value.value, format: format)))
                } catch {
                    throw Refusal(field: name, position: node.position, path: path, message: "{\(name):\(format ?? "")}: \(error.message)")
                }
            }
        }
        let out =
            merged
            ? MergedText.joined(parts)
            : parts.map { part in
                switch part {
                case .literal(let s), .value(let s): s
                }
            }.joined()
        return SpecNode(.string(out), at: node.position)
    }

    /// A CSV field that reads as a JSON number or boolean becomes one; anything else stays as it is.
    private static func typed(_ value: SpecNode.Value) -> SpecNode.Value {
        guard case .string(let s) = value else { return value }
        let trimmed = s.trimmingSpaces
        if trimmed == "true" || trimmed == "false" { return .bool(trimmed == "true") }
        // A JSON number starts with a digit or a minus: other text is not parsed to be sure.
        guard let first = trimmed.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return value }
        if let node = try? JSONParser.parse(trimmed), case .number = node.value { return node.value }
        return value
    }

    /// The text `value` was written as, when it was read as a number or a boolean (`typed`).
    private static func text(of value: SpecNode.Value, read typed: SpecNode.Value) -> String? {
        switch (value, typed) {
        case (.string(let s), .number), (.string(let s), .bool): s
        case (.number(let n), _): SpecNode.format(n)
        case (.bool(let b), _): b ? "true" : "false"
        default: nil
        }
    }

    package enum Piece: Equatable {
        case literal(String)
        case field(String, format: String?)
    }

    /// `"a {b:fmt} {{c}}"` as literal and field pieces.
    package static func split(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            if c == "{", next < text.endIndex, text[next] == "{" {
                literal.append("{")
                i = text.index(after: next)
            } else if c == "}", next < text.endIndex, text[next] == "}" {
                literal.append("}")
                i = text.index(after: next)
            } else if c == "{", let close = text[next...].firstIndex(of: "}"), isFieldName(text[next..<close]) {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                let inside = text[next..<close]
                let colon = inside.firstIndex(of: ":")
                pieces.append(.field(String(inside[..<(colon ?? inside.endIndex)]), format: colon.map { String(inside[inside.index(after: $0)...]) }))
                i = text.index(after: close)
            } else {
                literal.append(c)
                i = next
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// `{page}` and `{pages}`, which a cell's texts take from the page it is on (unless the data has such
    /// a column).
    package static let pageFields: Set<String> = ["page", "pages"]

    /// `text` with `{page}` and `{pages}` (each maybe with a format, `{page:03d}`) replaced by `page` and
    /// `pages`; other placeholders, and a page field whose format cannot set a number, as written.
    package static func numbered(_ text: String, page: Int, of pages: Int) -> String {
        split(text).map { piece in
            switch piece {
            case .literal(let text): return text
            case .field(let name, let format):
                let written = "{\(name)\(format.map { ":\($0)" } ?? "")}"
                guard pageFields.contains(name) else { return written }
                return (try? ValueFormat.text(.number(Double(name == "page" ? page : pages)), format: format)) ?? written
            }
        }.joined()
    }

    /// A column's name, or `#`, a sheet row's number.
    private static func isFieldName(_ inside: Substring) -> Bool {
        let name = inside.prefix { $0 != ":" }
        if name == "#" { return true }
        return !name.isEmpty
            && name.allSatisfy { c in
                // ASCII, most names, is told without looking up Unicode properties.
                guard let a = c.asciiValue else { return c.isLetter || c.isNumber }
                return (0x61...0x7A).contains(a | 0x20) || (0x30...0x39).contains(a) || a == 0x5F || a == 0x2D || a == 0x20 || a == 0x2E
            }
    }

    private static func literal(_ pieces: [Piece]) -> String {
        pieces.map { if case .literal(let s) = $0 { s } else { "" } }.joined()
    }
}
