import SpecReader

/// A cell template whose rows' values go only into its texts (its caption or its text: a string, or a
/// text object whose only bound key is a string "text"). The first row is decoded; every other row is
/// that cell with its texts set, not decoded again. A value that is not plain text (an object or an
/// array from JSON data) or is over a text's limits is decoded like any row, so its problem is reported
/// as it always is.
package struct TextBinding {
    /// A text of the cell that takes the row's values.
    package struct Site {
        /// "caption" or "text".
        package var key: String
        /// The string holding the placeholders, and where it is.
        package var template: SpecNode
        package var path: SpecPath
        /// Whether the string is the "text" of a text object, which is placed where the object is.
        var inObject: Bool
        /// How the row's empty values are set in it.
        var emptyFields: TextSpec.EmptyFields?
    }

    let sites: [Site]

    /// The binding of `template` (at `path`, its fixed members in `memo`), or nil when a row's value goes
    /// anywhere but a text.
    package init?(_ template: SpecNode, at path: SpecPath, memo: DecodeMemo) {
        guard case .object(let members) = template.value else { return nil }
        var sites: [Site] = []
        for member in members where !memo.isFixed(path.appending(member.key)) {
            guard member.key == "caption" || member.key == "text" else { return nil }
            let at = path.appending(member.key)
            let emptyFields = Placeholders.emptyFields(of: member.key, in: members, within: nil)
            switch member.value.value {
            case .string:
                sites.append(Site(key: member.key, template: member.value, path: at, inObject: false, emptyFields: emptyFields))
            case .object(let keys):
                for key in keys where !memo.isFixed(at.appending(key.key)) {
                    guard key.key == "text", case .string = key.value.value else { return nil }
                    let set = Placeholders.emptyFields(of: key.key, in: keys, within: emptyFields)
                    sites.append(Site(key: member.key, template: key.value, path: at.appending("text"), inObject: true, emptyFields: set))
                }
            default:
                return nil
            }
        }
        guard !sites.isEmpty else { return nil }
        self.sites = sites
    }

    /// `prototype`, the first row's cell as decoded, with `row`'s texts, and where each value came from;
    /// nil when a value is not plain text within the limits.
    package func bind(_ prototype: Cell, by placeholders: Placeholders, with row: [String: SpecNode]) throws(Placeholders.Refusal) -> (
        cell: Cell, origins: [SpecPath: Placeholders.Origin]
    )? {
        var cell = prototype
        var origins: [SpecPath: Placeholders.Origin] = [:]
        for site in sites {
            let filled = try placeholders.fill(site.template, at: site.path, with: row, text: site.emptyFields)
            origins.merge(filled.origins) { first, _ in first }
            let text: String
            switch filled.node.value {
            case .string(let string): text = string
            case .number, .bool:
                guard let written = filled.node.dataText else { return nil }
                text = written
            default: return nil
            }
            guard text.utf8.count <= Decoders.maximumTextLength || text.count <= Decoders.maximumTextLength,
                text.unicodeScalars.count <= SpanSpec.maximumScalars
            else { return nil }
            let spans = [SpanSpec(text: text, weight: nil, slant: nil, color: nil, size: nil, underline: false, rise: 0)]
            // A text written as a string is placed where its string is, this row's (a value of the data, or
            // the template's string when the row lacks the value); a text object keeps the object's place.
            let source = site.inObject ? nil : SpecLocation(path: site.path, position: filled.node.position)
            if site.key == "caption" {
                cell.caption?.spans = spans
                if let source { cell.caption?.source = source }
            } else if case .text(var content) = cell.content {
                content.spans = spans
                if let source { content.source = source }
                cell.content = .text(content)
            }
        }
        return (cell, origins)
    }
}
