import FileIO

/// Which files and folders a gallery leaves out: `--exclude` patterns and the lines of a `.posterignore`
/// file in the folder of specs, in gitignore's syntax: `#` comments, `!` to take a file back, a trailing
/// `/` for folders only, a leading `/` (or a `/` inside) to match from the folder's root, else the name at
/// any depth; `*` and `?` within a name, `**` across folders, `[...]` a class. The last rule that matches wins.
package struct IgnoreRules {
    private struct Rule {
        let pattern: Glob
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
            guard let pattern = Glob(line, anchored: anchored) else {
                throw .usage("\(source): the pattern \"\(raw)\" cannot be read as gitignore's syntax")
            }
            rules.append(Rule(pattern: pattern, negated: negated, foldersOnly: foldersOnly))
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
        let names = relative.split(separator: "/", omittingEmptySubsequences: false).map { Array($0) }
        var ignored = false
        for rule in rules where !rule.foldersOnly || isFolder {
            if rule.pattern.matches(names) { ignored = !rule.negated }
        }
        return ignored
    }
}
