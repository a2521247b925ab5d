/// Reads the members of one spec object, recording every problem, and reports keys it was never asked for.
final class ObjectReader {
    let node: SpecNode
    let path: SpecPath
    let diagnostics: Diagnostics
    private let members: [SpecNode.Member]
    private var known: [String] = []

    /// A reader over `node`, or nil (with an error recorded) when it is not an object.
    init?(_ node: SpecNode, at path: SpecPath, _ diagnostics: Diagnostics) {
        guard case .object(let members) = node.value else {
            diagnostics.expected("an object", at: node, path)
            return nil
        }
        self.node = node
        self.path = path
        self.diagnostics = diagnostics
        self.members = members
    }

    /// The value of `key`, if present; marks the key as known either way.
    subscript(_ key: String) -> SpecNode? {
        known.append(key)
        return members.first { $0.key == key }?.value
    }

    /// Marks keys as allowed without reading them.
    func allow(contentsOf keys: [String]) {
        known.append(contentsOf: keys)
    }

    /// The value of `key` decoded by `decode`, or `fallback` when absent or invalid.
    func read<T>(_ key: String, default fallback: T, _ decode: (SpecNode, SpecPath, Diagnostics) -> T?) -> T {
        guard let value = self[key] else { return fallback }
        return decode(value, path.appending(key), diagnostics) ?? fallback
    }

    /// The value of `key` decoded by `decode`; nil when absent (no error) or invalid (error recorded).
    func optional<T>(_ key: String, _ decode: (SpecNode, SpecPath, Diagnostics) -> T?) -> T? {
        guard let value = self[key] else { return nil }
        return decode(value, path.appending(key), diagnostics)
    }

    /// The value of `key` decoded by `decode`; an error when it is missing.
    func required<T>(_ key: String, expected: String, _ decode: (SpecNode, SpecPath, Diagnostics) -> T?) -> T? {
        guard let value = self[key] else {
            diagnostics.error("missing required key \"\(key)\" (\(expected))", at: node, path)
            return nil
        }
        return decode(value, path.appending(key), diagnostics)
    }

    /// Records an error for every member whose key was never read or allowed.
    func finish() {
        for member in members where !known.contains(member.key) {
            let hint = EditDistance.hint(for: member.key, among: known)
            diagnostics.error(
                "unknown key \"\(member.key)\"\(hint)", at: member.keyPosition, path.appending(member.key))
        }
    }
}
