import Foundation

/// Which of the repository's `Sources` files write which of a list of calls (comment lines left out),
/// by path relative to `Sources`: how a test holds a kind of call to the one module that owns it.
public enum SourceCalls {
    /// `endings`: the files read, by how their names end (the C modules' headers too with ".h").
    public static func find(_ calls: [String], endings: [String] = [".swift"]) throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        try forEachLine(endings: endings) { file, line in
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

    /// Every non-comment line holding one of `calls`, with its file and the lines before it in that file.
    public static func lines(containing calls: [String]) throws -> [(file: String, line: String, before: [String])] {
        var found: [(file: String, line: String, before: [String])] = []
        var previous: (file: String, lines: [String]) = ("", [])
        try forEachLine(includingComments: true) { file, line in
            if previous.file != file { previous = (file, []) }
            let isComment = line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            if !isComment, calls.contains(where: { line.contains($0) }) { found.append((file, String(line), previous.lines)) }
            previous.lines.append(String(line))
        }
        return found
    }

    private static func forEachLine(
        includingComments: Bool = false, endings: [String] = [".swift"], _ body: (_ file: String, _ line: Substring) -> Void
    ) throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { file in
            endings.contains { file.hasSuffix($0) }
        }
        guard files.count > 100 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sources.path]) }
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where includingComments || !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                body(file, line)
            }
        }
    }
}
