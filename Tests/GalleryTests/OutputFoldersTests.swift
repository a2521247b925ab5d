import Gallery
import Testing

/// A spec's outputs go in a folder named by its path without the extension; paths that differ only in
/// their extension keep it, and a name taken already gets a number.
@Suite struct OutputFoldersTests {
    static func folders(_ paths: [String]) -> [String] {
        OutputFolders.assign(paths.map { SpecFile(relativePath: $0, path: $0, inputs: [], dataFiles: [], reading: .refused("")) }).map(\.outputFolder)
    }

    @Test func foldersAreNamedWithoutTheExtension() {
        #expect(Self.folders(["pies.json", "posters/a1.yaml", "x.y/z.yml", "v1.2.json"]) == ["specs/pies", "specs/posters/a1", "specs/x.y/z", "specs/v1.2"])
    }

    @Test func specsDifferingOnlyInTheirExtensionKeepIt() {
        #expect(
            Self.folders(["a-json.json", "a.json", "a.yaml", "b/a.json", "c.YML", "c.json"])
                == ["specs/a-json", "specs/a-json-2", "specs/a-yaml", "specs/b/a", "specs/c-yml", "specs/c-json"])
    }

    @Test func noTwoSpecsShareAFolder() {
        let paths = ["a.json", "a.yaml", "a.yml", "a-json.json", "a-json-2.json", "a-yaml.yaml", "a-yaml.json"]
        let folders = Self.folders(paths)
        #expect(Set(folders).count == paths.count, "\(folders)")
    }
}
