import Foundation

/// Which of the repository's `Sources` files write which of a list of calls (comment lines left out),
/// by path relative to `Sources`: how a test holds a kind of call to the one module that owns it.
public enum SourceCalls {
    public static func find(_ calls: [String]) throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        try forEachLine { file, line in
            for call in calls where line.contains(call) { found[file, default: []].insert(call) }
        }
        return found
    }

    /// Which files hold a line matching the regular expression `pattern`, with the matches.
    public static func find(pattern: String) throws -> [String: Set<String>] {
        let expression = try NSRegularExpression(pattern: pattern)
        var found: [String: Set<String>] = [:]
        try forEachLine { file, line in
            let text = String(line)
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found[file, default: []].insert((text as NSString).substring(with: match.range))
            }
        }
        return found
    }

    private static func forEachLine(_ body: (_ file: String, _ line: Substring) -> Void) throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        guard files.count > 100 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sources.path]) }
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { body(file, line) }
        }
    }
}
