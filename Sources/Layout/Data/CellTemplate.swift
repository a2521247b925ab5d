import SpecReader

/// A cell template prepared once for all its rows: every member holding no placeholder is decoded for
/// the first row and taken as it is for the others (`DecodeMemo`); each row fills and decodes only the
/// members that take its values.
struct CellTemplate {
    let node: SpecNode
    let path: SpecPath
    /// The top-level keys whose values hold a placeholder (or an escaped brace): filled for every row.
    let boundKeys: Set<String>
    /// The members, at any depth, that are the same in every row.
    let memo: DecodeMemo

    init(_ node: SpecNode, at path: SpecPath) {
        self.node = node
        self.path = path
        var fixed: Set<SpecPath> = []
        Self.collectFixed(node, path, into: &fixed)
        memo = DecodeMemo(fixed: fixed)
        var bound: Set<String> = []
        if case .object(let members) = node.value {
            for member in members where !fixed.contains(path.appending(member.key)) { bound.insert(member.key) }
        }
        boundKeys = bound
    }

    /// The template with `row`'s values in its bound keys, and where each filled value came from.
    func filled(by placeholders: Placeholders, with row: [String: SpecNode]) throws(Placeholders.UnknownField) -> Placeholders.Filled {
        guard case .object(let members) = node.value else { return Placeholders.Filled(node: node, origins: [:]) }
        var origins: [SpecPath: Placeholders.Origin] = [:]
        var filled = members
        for (i, member) in members.enumerated() where boundKeys.contains(member.key) {
            let value = try placeholders.fill(member.value, at: path.appending(member.key), with: row)
            filled[i].value = value.node
            origins.merge(value.origins) { first, _ in first }
        }
        return Placeholders.Filled(node: SpecNode(.object(filled), at: node.position), origins: origins)
    }

    /// Adds the paths of `node`'s object members (at any depth) whose values hold no brace to `fixed`;
    /// whether `node` itself holds one.
    @discardableResult
    private static func collectFixed(_ node: SpecNode, _ path: SpecPath, into fixed: inout Set<SpecPath>) -> Bool {
        switch node.value {
        case .object(let members):
            var braces = false
            for member in members {
                let at = path.appending(member.key)
                if collectFixed(member.value, at, into: &fixed) { braces = true } else { fixed.insert(at) }
            }
            return braces
        case .array(let items):
            var braces = false
            for (i, item) in items.enumerated() where collectFixed(item, path.appending(i), into: &fixed) { braces = true }
            return braces
        case .string(let text):
            return text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        default:
            return false
        }
    }
}
