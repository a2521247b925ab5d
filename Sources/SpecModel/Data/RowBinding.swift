import SpecReader

/// How a sheet's rows go into its cell template without decoding the whole cell again: the first row's
/// cell is decoded, and every other row is that cell with the members that take its values set anew.
/// A text (the cell's or an item's caption or text: a string, or a text object whose only bound key is
/// a string "text") takes the row's text as it is; a figure whose parameters take values (a code's
/// data, a picture's src) is decoded alone, its fixed parameters taken from the memo, its picture located
/// and checked through the row's world as decoding the cell would. An item whose `when` the row does not
/// meet is neither filled nor decoded: the sheet leaves it out. A value that is not plain text or is over
/// a text's limits, or a figure with any problem, makes the row decoded like any, so its problem is
/// reported as it always is.
package struct RowBinding {
    /// A member of the cell, or of one of its items, that takes the row's values.
    struct Site {
        enum Member { case caption, text, figure }
        /// The index of the item it is in; nil: the cell's own.
        var item: Int?
        var member: Member
        /// What the row fills: a text's string, or a figure's object.
        var template: SpecNode
        var path: SpecPath
        /// Whether the string is the "text" of a text object, which is placed where the object is.
        var inObject = false
        /// How the row's empty values are set in a text.
        var emptyFields: TextSpec.EmptyFields?
        /// A string's pieces (`Placeholders.split`), split once for every row.
        var pieces: [Placeholders.Piece]?
    }

    /// The sites in the template's order, the order decoding fills them in.
    let sites: [Site]
    private let memo: DecodeMemo
    /// Whether a site is a figure, decoded for each row: rows are then bound on every core.
    package let decodesFigures: Bool

    /// The binding of `template` (at `path`, its fixed members in `memo`), or nil when a row's value goes
    /// anywhere but a text or a figure, or into an item's `when`.
    package init?(_ template: SpecNode, at path: SpecPath, memo: DecodeMemo) {
        guard case .object(let members) = template.value, let sites = Self.sites(in: members, at: path, item: nil, memo: memo) else { return nil }
        self.sites = sites
        self.memo = memo
        decodesFigures = sites.contains { $0.member == .figure }
    }

    /// The sites of the bound members of an object of `members` at `path`: the cell's (`item` nil), whose
    /// items are searched too, or the item's numbered `item`; nil when one is neither a text nor a figure.
    private static func sites(in members: [SpecNode.Member], at path: SpecPath, item: Int?, memo: DecodeMemo) -> [Site]? {
        var sites: [Site] = []
        for member in members where !memo.isFixed(path.appending(member.key)) {
            let at = path.appending(member.key)
            switch (member.key, member.value.value) {
            case ("items", .array(let items)) where item == nil:
                for (k, node) in items.enumerated() where !memo.isFixed(at.appending(k)) {
                    guard case .object(let keys) = node.value, let found = Self.sites(in: keys, at: at.appending(k), item: k, memo: memo) else { return nil }
                    sites += found
                }
            case ("figure", .object):
                sites.append(Site(item: item, member: .figure, template: member.value, path: at))
            case ("caption", .string(let string)), ("text", .string(let string)):
                let emptyFields = Placeholders.emptyFields(of: member.key, in: members, within: nil)
                sites.append(
                    Site(
                        item: item, member: member.key == "text" ? .text : .caption, template: member.value, path: at, emptyFields: emptyFields,
                        pieces: Placeholders.split(string)))
            case ("caption", .object(let keys)), ("text", .object(let keys)):
                let emptyFields = Placeholders.emptyFields(of: member.key, in: members, within: nil)
                for key in keys where !memo.isFixed(at.appending(key.key)) {
                    guard key.key == "text", case .string(let string) = key.value.value else { return nil }
                    sites.append(
                        Site(
                            item: item, member: member.key == "text" ? .text : .caption, template: key.value, path: at.appending("text"), inObject: true,
                            emptyFields: Placeholders.emptyFields(of: key.key, in: keys, within: emptyFields), pieces: Placeholders.split(string)))
                }
            default:
                return nil
            }
        }
        return sites
    }

    /// A figure a row fills, set apart from where its values were written: rows whose figures are alike
    /// make the same figure.
    package struct FigureValue: Hashable, Sendable {
        var path: SpecPath
        var node: SpecNode
    }

    /// `prototype`, the first row's cell as decoded with every item, with `row`'s texts and figures, and
    /// where each value of the cell's own came from (`filling`); nil when a value is not plain text within the limits, or a figure
    /// decoded in `context` (the row's, with the memo) has a problem.
    package func bind(
        _ prototype: Cell, by placeholders: Placeholders, with row: [String: SpecNode], in context: SpecContext
    ) throws(Placeholders.Refusal) -> (cell: Cell, origins: [SpecPath: Placeholders.Origin])? {
        let (filled, origins) = try filling(prototype, by: placeholders, with: row)
        var cell = prototype
        for (site, node) in filled where site.member != .figure {
            guard let text = Self.plainText(node) else { return nil }
            cell.update(site.item) { Self.set(text, filled: node, at: site, in: &$0) }
        }
        for (site, node) in filled where site.member == .figure {
            guard let figure = FigureSpec.decoder.decode(node, site.path, context), context.all.isEmpty else { return nil }
            cell.update(site.item) { $0.content = .figure(figure) }
        }
        return (cell, origins)
    }

    /// The figures `row` fills into `prototype`, set apart from where they were written; none when it
    /// cannot fill them.
    package func figures(_ prototype: Cell, by placeholders: Placeholders, with row: [String: SpecNode]) -> Set<FigureValue> {
        guard let filled = try? filling(prototype, by: placeholders, with: row).filled else { return [] }
        return Set(filled.filter { $0.site.member == .figure }.map { FigureValue(path: $0.site.path, node: Self.unplaced($0.node)) })
    }

    /// Every site `row` has filled, in the template's order, before any is set: a row that cannot fill
    /// two is refused at the first, as decoding refuses it; and where each value of the cell's own came
    /// from (what a sheet asks of a bound row: whether its caption and text are whole values of the data).
    func filling(_ prototype: Cell, by placeholders: Placeholders, with row: [String: SpecNode]) throws(Placeholders.Refusal) -> (
        filled: [(site: Site, node: SpecNode)], origins: [SpecPath: Placeholders.Origin]
    ) {
        var origins: [SpecPath: Placeholders.Origin] = [:]
        var filled: [(site: Site, node: SpecNode)] = []
        for site in sites {
            if let k = site.item, prototype.items[k].when?.matches(row) == false { continue }
            let made =
                if let pieces = site.pieces {
                    try placeholders.fill(pieces, of: site.template, at: site.path, with: row, text: site.emptyFields)
                } else {
                    try placeholders.fill(site.template, at: site.path, with: row, fixed: memo, text: site.emptyFields)
                }
            if site.item == nil { origins.merge(made.origins) { first, _ in first } }
            filled.append((site, made.node))
        }
        return (filled, origins)
    }

    /// Sets `text`, the plain text of `node` filled at the text `site`, as the caption or text of `cell`.
    static func set(_ text: String, filled node: SpecNode, at site: Site, in cell: inout Cell) {
        let spans = [SpanSpec(text: text, weight: nil, slant: nil, color: nil, size: nil, underline: false, rise: 0)]
        // A text written as a string is placed where its string is, this row's (a value of the data, or
        // the template's string when the row lacks the value); a text object keeps the object's place.
        cell.setText(site.member, spans, source: site.inObject ? nil : SpecLocation(path: site.path, position: node.position))
    }

    /// `node` with every position the same: two nodes of one value written in different places are equal.
    static func unplaced(_ node: SpecNode) -> SpecNode {
        let value: SpecNode.Value =
            switch node.value {
            case .object(let members):
                .object(members.map { SpecNode.Member(key: $0.key, keyPosition: SourcePosition(line: 1, column: 1), value: unplaced($0.value)) })
            case .array(let items): .array(items.map(unplaced))
            case let other: other
            }
        return SpecNode(value, dataText: node.dataText)
    }

    /// The text a filled string, number or boolean is set as; nil for any other value, or one over a
    /// text's limits (decoding it reports why).
    static func plainText(_ node: SpecNode) -> String? {
        let text: String
        switch node.value {
        case .string(let string): text = string
        case .number, .bool:
            guard let written = node.dataText else { return nil }
            text = written
        default: return nil
        }
        guard text.utf8.count <= Decoders.maximumTextLength || text.count <= Decoders.maximumTextLength,
            text.unicodeScalars.count <= SpanSpec.maximumScalars
        else { return nil }
        return text
    }
}

extension Cell {
    /// Changes the cell itself (`item` nil) or its item numbered `item`.
    fileprivate mutating func update(_ item: Int?, _ change: (inout Cell) -> Void) {
        if let item { change(&items[item].cell) } else { change(&self) }
    }

    /// Sets the spans of the cell's caption or text, and where it is written when `source` says.
    fileprivate mutating func setText(_ member: RowBinding.Site.Member, _ spans: [SpanSpec], source: SpecLocation?) {
        if member == .caption {
            caption?.spans = spans
            if let source { caption?.source = source }
        } else if case .text(var content) = content {
            content.spans = spans
            if let source { content.source = source }
            self.content = .text(content)
        }
    }
}
