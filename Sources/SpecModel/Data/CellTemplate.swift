import SpecReader

/// A cell template prepared once for all its rows: every member holding no placeholder is decoded for
/// the first row and taken as it is for the others (`DecodeMemo`); each row fills and decodes only the
/// members that take its values.
package struct CellTemplate {
    package let node: SpecNode
    package let path: SpecPath
    /// The members, at any depth, that are the same in every row: those without a brace (a
    /// placeholder, or an escaped brace to undo).
    package let memo: DecodeMemo

    package init(_ node: SpecNode, at path: SpecPath) {
        self.node = node
        self.path = path
        memo = DecodeMemo(template: node, at: path) { text in text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } }
    }

    /// The template (or `template`, the same with items a row leaves out replaced) with `row`'s values in
    /// its bound members, and where each filled value came from.
    package func filled(_ template: SpecNode? = nil, by placeholders: Placeholders, with row: [String: SpecNode]) throws(Placeholders.Refusal)
        -> Placeholders.Filled
    {
        let node = template ?? node
        guard case .object(let members) = node.value else { return Placeholders.Filled(node: node, origins: [:]) }
        var origins: [SpecPath: Placeholders.Origin] = [:]
        var filled = members
        for (i, member) in members.enumerated() where !memo.isFixed(path.appending(member.key)) {
            let value = try placeholders.fill(
                member.value, at: path.appending(member.key), with: row, fixed: memo, text: Placeholders.emptyFields(of: member.key, in: members, within: nil))
            filled[i].value = value.node
            origins.merge(value.origins) { first, _ in first }
        }
        return Placeholders.Filled(node: SpecNode(.object(filled), at: node.position), origins: origins)
    }
}
