import Gallery
import Testing

/// `--exclude` and `.posterignore` read as gitignore reads its patterns.
@Suite struct IgnoreRulesTests {
    static func rules(_ lines: String...) throws -> IgnoreRules {
        try IgnoreRules(lines.map { ($0, "test") })
    }

    @Test func namesMatchAtAnyDepthAndSlashesAnchor() throws {
        let rules = try Self.rules("drafts/", "/top.json", "*.tmp.json", "**/fixtures/", "a/**/b.json")
        #expect(rules.ignores("drafts", isFolder: true))
        #expect(rules.ignores("x/drafts", isFolder: true))
        #expect(!rules.ignores("drafts", isFolder: false), "a trailing slash matches folders only")
        #expect(rules.ignores("top.json", isFolder: false))
        #expect(!rules.ignores("x/top.json", isFolder: false), "a leading slash anchors at the root")
        #expect(rules.ignores("x/y/z.tmp.json", isFolder: false))
        #expect(rules.ignores("fixtures", isFolder: true) && rules.ignores("p/q/fixtures", isFolder: true))
        #expect(rules.ignores("a/b.json", isFolder: false) && rules.ignores("a/x/y/b.json", isFolder: false))
        #expect(!rules.ignores("c/a/b.json", isFolder: false))
    }

    @Test func starsAndClassesStayWithinAName() throws {
        let rules = try Self.rules("foo**", "[!x]y.json", "[]a]z.json")
        #expect(rules.ignores("foobar", isFolder: false))
        #expect(!rules.ignores("foo/bar", isFolder: false), "** inside a name is *")
        #expect(rules.ignores("ay.json", isFolder: false))
        #expect(!rules.ignores("xy.json", isFolder: false))
        #expect(!rules.ignores("q", isFolder: false))
        #expect(rules.ignores("]z.json", isFolder: false) && rules.ignores("az.json", isFolder: false))
    }

    @Test func lastRuleWinsAndCommentsAndSpaces() throws {
        let rules = try Self.rules("# comment", "*.json", "!keep.json", "", "spaced\\ ", "trailing   ")
        #expect(rules.ignores("a.json", isFolder: false))
        #expect(!rules.ignores("keep.json", isFolder: false))
        #expect(rules.ignores("spaced ", isFolder: false), "an escaped trailing space is kept")
        #expect(rules.ignores("trailing", isFolder: false), "unescaped trailing spaces are dropped")
    }

    @Test func foldersStarAtTheEndIsWhatIsInside() throws {
        let rules = try Self.rules("a/**", "**/b/**/c")
        #expect(rules.ignores("a/x", isFolder: false) && rules.ignores("a/x/y", isFolder: true))
        #expect(!rules.ignores("a", isFolder: true), "a/** is what a holds, not a")
        #expect(rules.ignores("b/c", isFolder: false) && rules.ignores("p/b/q/r/c", isFolder: false))
        #expect(!rules.ignores("b/cc", isFolder: false))
    }

    @Test func aTrailingBackslashIsRefused() {
        #expect(throws: GalleryError.self) { try Self.rules("name\\") }
    }

    /// Stars that a backtracking matcher tries in every combination: `*a*a*a*a*a*b` against 200 `a`s
    /// and ten `**/` against folders 40 deep each ran past 60 s as regular expressions.
    @Test(.timeLimit(.minutes(1))) func manyStarsCostLittle() throws {
        let rules = try Self.rules("*a*a*a*a*a*b", "/" + String(repeating: "**/", count: 10) + "x/y")
        #expect(!rules.ignores(String(repeating: "a", count: 200), isFolder: false))
        #expect(rules.ignores(String(repeating: "a", count: 199) + "b", isFolder: false))
        let deep = Array(repeating: "x", count: 40).joined(separator: "/")
        #expect(!rules.ignores(deep + "/z", isFolder: false))
        #expect(rules.ignores(deep + "/y", isFolder: false))
    }
}
