import FileIO

/// Which files and folders a gallery leaves out: `--exclude` patterns and the lines of a `.posterignore`
/// file in the folder of specs, in gitignore's syntax: `#` comments, `!` to take a file back, a trailing
/// `/` for folders only, a leading `/` (or a `/` inside) to match from the folder's root, else the name at
/// any depth; `*` and `?` within a name, `**` across folders, `[...]` a class. The last rule that matches wins.
package struct IgnoreRules {
    private struct Rule {
        let pattern: Regex<AnyRegexOutput>
        let negated: Bool
        let foldersOnly: Bool
    }

    /// The name of the file a folder of specs lists its exclusions in.
    static let fileName = ".posterignore"

    private var rules: [Rule] = []

    /// Rules from `lines`, each a pattern; blank lines and `#` comments are skipped. A pattern that
    /// cannot be read is an error naming it (`source`: where it came from).
    package init(_ lines: [(text: String, source: String)]) throws(GalleryError) {
        for (raw, source) in lines {
            var line = Self.withoutTrailingSpaces(raw)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            let foldersOnly = line.hasSuffix("/")
            while line.hasSuffix("/") { line.removeLast() }
            let anchored = line.hasPrefix("/") || line.dropFirst().contains("/")
            while line.hasPrefix("/") { line.removeFirst() }
            guard !line.isEmpty else { continue }
            do {
                let pattern = try Regex("^" + (anchored ? "" : "(.*/)?") + Self.regex(line) + "$")
                rules.append(Rule(pattern: pattern, negated: negated, foldersOnly: foldersOnly))
            } catch {
                throw .usage("\(source): the pattern \"\(raw)\" cannot be read as gitignore's syntax")
            }
        }
    }

    /// `line` without its trailing spaces, but for one escaped with a backslash (as gitignore reads it).
    private static func withoutTrailingSpaces(_ line: String) -> String {
        var characters = Array(line.drop(while: \.isNewline))
        while characters.last?.isNewline == true { characters.removeLast() }
        while characters.last == " " || characters.last == "\t" {
            if characters.count >= 2, characters[characters.count - 2] == "\\" { break }
            characters.removeLast()
        }
        return String(characters)
    }

    /// Whether the file or folder at `relative` (from the folder of specs, `/`-separated) is left out.
    package func ignores(_ relative: String, isFolder: Bool) -> Bool {
        var ignored = false
        for rule in rules where !rule.foldersOnly || isFolder {
            if relative.firstMatch(of: rule.pattern) != nil { ignored = !rule.negated }
        }
        return ignored
    }

    /// A glob as a regular expression over a `/`-separated path: `**` as a whole segment crosses folders,
    /// anywhere else it is `*`.
    private static func regex(_ glob: String) -> String {
        var out = ""
        let characters = Array(glob)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let segmentStart = i == 0 || characters[i - 1] == "/"
            switch c {
            case "*" where i + 1 < characters.count && characters[i + 1] == "*":
                let segmentEnd = i + 2 == characters.count || characters[i + 2] == "/"
                if segmentStart && segmentEnd {
                    out += i + 2 == characters.count ? ".*" : "(.*/)?"
                    i += i + 2 == characters.count ? 2 : 3
                } else {
                    out += "[^/]*"
                    i += 2
                }
                continue
            case "*": out += "[^/]*"
            case "?": out += "[^/]"
            case "[":
                // A `]` first in the class is one of its characters; `!` or `^` first negates it.
                var j = i + 1
                var negated = false
                if j < characters.count, characters[j] == "!" || characters[j] == "^" {
                    negated = true
                    j += 1
                }
                let bodyStart = j
                if j < characters.count, characters[j] == "]" { j += 1 }
                while j < characters.count, characters[j] != "]" { j += 1 }
                guard j < characters.count else {
                    out += "\\["
                    break
                }
                let body = characters[bodyStart..<j].map { ch -> String in
                    "\\[]&-^".contains(ch) && ch != "-" ? "\\" + String(ch) : String(ch)
                }.joined()
                out += negated ? "[^/" + body + "]" : "[" + body + "]"
                i = j + 1
                continue
            case "\\":
                if i + 1 < characters.count {
                    out += literal(characters[i + 1])
                    i += 2
                    continue
                }
            default:
                out += literal(c)
            }
            i += 1
        }
        return out
    }

    /// `character` as a regular expression that matches only it.
    private static func literal(_ character: Character) -> String {
        "\\^$.|?*+()[]{}".contains(character) ? "\\" + String(character) : String(character)
    }
}
