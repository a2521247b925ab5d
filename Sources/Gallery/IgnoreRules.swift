import Foundation

/// Which files and folders a gallery leaves out: `--exclude` patterns and the lines of a `.posterignore`
/// file in the folder of specs, in gitignore's syntax: `#` comments, `!` to take a file back, a trailing
/// `/` for folders only, a leading `/` (or a `/` inside) to match from the folder's root, else the name at
/// any depth; `*` and `?` within a name, `**` across folders, `[...]` a class. The last rule that matches wins.
struct IgnoreRules {
    private struct Rule {
        let pattern: NSRegularExpression
        let negated: Bool
        let foldersOnly: Bool
    }

    /// The name of the file a folder of specs lists its exclusions in.
    static let fileName = ".posterignore"

    private var rules: [Rule] = []

    /// Rules from `lines`, each a pattern; blank lines and `#` comments are skipped.
    init(_ lines: [String]) {
        for raw in lines {
            var line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            let foldersOnly = line.hasSuffix("/")
            while line.hasSuffix("/") { line.removeLast() }
            let anchored = line.hasPrefix("/") || line.dropFirst().contains("/")
            while line.hasPrefix("/") { line.removeFirst() }
            guard !line.isEmpty, let pattern = try? NSRegularExpression(pattern: "^" + (anchored ? "" : "(.*/)?") + Self.regex(line) + "$") else { continue }
            rules.append(Rule(pattern: pattern, negated: negated, foldersOnly: foldersOnly))
        }
    }

    /// Whether the file or folder at `relative` (from the folder of specs, `/`-separated) is left out.
    func ignores(_ relative: String, isFolder: Bool) -> Bool {
        var ignored = false
        let range = NSRange(relative.startIndex..., in: relative)
        for rule in rules where !rule.foldersOnly || isFolder {
            if rule.pattern.firstMatch(in: relative, range: range) != nil { ignored = !rule.negated }
        }
        return ignored
    }

    /// A glob as a regular expression over a `/`-separated path.
    private static func regex(_ glob: String) -> String {
        var out = ""
        var characters = Array(glob)[...]
        while let c = characters.popFirst() {
            switch c {
            case "*":
                if characters.first == "*" {
                    characters.removeFirst()
                    if characters.first == "/" {
                        characters.removeFirst()
                        out += "(.*/)?"
                    } else {
                        out += ".*"
                    }
                } else {
                    out += "[^/]*"
                }
            case "?": out += "[^/]"
            case "[":
                if let close = characters.firstIndex(of: "]") {
                    var body = String(characters[..<close])
                    if body.hasPrefix("!") { body = "^" + body.dropFirst() }
                    out += "[" + body.replacingOccurrences(of: "\\", with: "\\\\") + "]"
                    characters = characters[(close + 1)...]
                } else {
                    out += "\\["
                }
            case "\\":
                if let next = characters.popFirst() { out += NSRegularExpression.escapedPattern(for: String(next)) }
            default:
                out += NSRegularExpression.escapedPattern(for: String(c))
            }
        }
        return out
    }
}
