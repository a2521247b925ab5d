/// Names the folder each spec's outputs go in, inside the gallery's `specs/`: the spec's path without
/// its extension (`specs/posters/pies/` for `posters/pies.json`), so that a search for `*.json` in the
/// gallery finds no folder. Specs whose paths differ only in their extension (`a.json`, `a.yaml`) keep
/// it in their folder's name (`a-json`, `a-yaml`), and a name another spec already took gets a number
/// (`a-json-2`). Specs are named in the order of their paths, found before a gallery is split into
/// parts, so every part and every run names a spec's folder alike.
package enum OutputFolders {
    package static func assign(_ specs: [SpecFile]) -> [SpecFile] {
        let stems = specs.map { withoutExtension($0.relativePath) }
        var uses: [String: Int] = [:]
        for stem in stems { uses[stem, default: 0] += 1 }
        var taken = Set<String>()
        return zip(specs, stems).map { file, stem in
            var file = file
            let wanted = uses[stem, default: 0] > 1 ? stem + "-" + pathExtension(file.relativePath) : stem
            var name = wanted
            var number = 2
            while taken.contains(name) {
                name = "\(wanted)-\(number)"
                number += 1
            }
            taken.insert(name)
            file.outputFolder = "specs/" + name
            return file
        }
    }

    /// The path with its last component's extension taken off (a name that is only an extension is kept).
    static func withoutExtension(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return path }
        return String(path.dropLast(name.distance(from: dot, to: name.endIndex)))
    }

    private static func pathExtension(_ path: String) -> String {
        String(path[path.index(after: path.lastIndex(of: ".") ?? path.startIndex)...]).lowercased()
    }
}
