import FileIO
import Testing

/// FilePaths gives what Foundation's `NSString` path methods gave where it replaced them (the table's values are
/// theirs), but that repeated and trailing slashes are always tidied.
@Suite struct FilePathsTests {
    /// A path, then its parent, last part, extension, and the path without its extension.
    static let parts: [(String, String, String, String, String)] = [
        ("", "", "", "", ""),
        ("/", "/", "/", "", "/"),
        ("//", "/", "/", "", "/"),
        ("a", "", "a", "", "a"),
        ("a/", "", "a", "", "a"),
        ("a//b", "a", "b", "", "a/b"),
        ("/a", "/", "a", "", "/a"),
        ("/a/b", "/a", "b", "", "/a/b"),
        ("a/b/c.json", "a/b", "c.json", "json", "a/b/c"),
        ("dir.x/name", "dir.x", "name", "", "dir.x/name"),
        ("name.tar.gz", "", "name.tar.gz", "gz", "name.tar"),
        (".hidden", "", ".hidden", "", ".hidden"),
        ("a/.hidden", "a", ".hidden", "", "a/.hidden"),
        ("../x.yaml", "..", "x.yaml", "yaml", "../x"),
        ("out/{page}.png", "out", "{page}.png", "png", "out/{page}"),
        ("é/ü.json", "é", "ü.json", "json", "é/ü"),
    ]

    @Test(arguments: parts)
    func takenApart(_ sample: (String, String, String, String, String)) {
        let (path, parent, last, suffix, withoutSuffix) = sample
        #expect(FilePaths.parent(of: path) == parent)
        #expect(FilePaths.lastComponent(of: path) == last)
        #expect(FilePaths.pathExtension(of: path) == suffix)
        #expect(FilePaths.deletingExtension(path) == withoutSuffix)
    }

    @Test func joins() {
        #expect(FilePaths.join("", "b") == "b")
        #expect(FilePaths.join("a", "b/c.json") == "a/b/c.json")
        #expect(FilePaths.join("/", "b") == "/b")
        #expect(FilePaths.join("a/", "/b/") == "a/b")
        #expect(FilePaths.join("//", "a") == "/a")
        #expect(FilePaths.join("/tmp", "poster.XXXXXX") == "/tmp/poster.XXXXXX")
    }
}
