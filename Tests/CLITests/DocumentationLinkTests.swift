import Foundation
import TestSupport
import Testing

/// Every link from the README and docs/ to a file of the repository leads to one, and every link to a
/// heading (`file.md#heading`, `#heading`) to a heading of that file, named as GitHub names its anchors.
@Suite struct DocumentationLinkTests {
    static func files() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The file's lines outside fenced code blocks.
    static func prose(_ file: String) throws -> [Substring] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        var fenced = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") { fenced.toggle() }
            return !fenced && !line.hasPrefix("```")
        }
    }

    /// GitHub's anchor for a heading: lower case, spaces as hyphens, punctuation but hyphens and underscores left out.
    static func anchors(_ file: String) throws -> Set<String> {
        Set(
            try prose(file).filter { $0.hasPrefix("#") }.map { heading in
                let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                return String(title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
            })
    }

    /// A relative path from a folder of the repository, as a path from its root.
    static func resolve(_ path: String, from folder: [String]) -> String {
        path.split(separator: "/").reduce(into: folder) { resolved, part in
            if part == ".." { _ = resolved.popLast() } else if part != "." { resolved.append(String(part)) }
        }.joined(separator: "/")
    }

    @Test func everyLinkLeadsSomewhere() throws {
        let files = try Self.files()
        #expect(files.contains("docs/guide.md") && files.contains("docs/cli.md") && files.contains("docs/development.md"), "\(files)")
        var checked = 0
        for file in files {
            let folder = file.split(separator: "/").dropLast().map(String.init)
            for line in try Self.prose(file) {
                for link in line.matches(of: #/\]\(([^)\s]+)\)/#).map({ String($0.1) }) where !link.contains(":") {
                    let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let target = parts[0].isEmpty ? file : Self.resolve(parts[0], from: folder)
                    let path = repositoryRoot.appendingPathComponent(target).path
                    #expect(FileManager.default.fileExists(atPath: path), "\(file): \(link) leads to no file")
                    if parts.count == 2 {
                        #expect(try Self.anchors(target).contains(parts[1]), "\(file): \(link) leads to no heading of \(target)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 30, "\(checked) links")
    }
}
