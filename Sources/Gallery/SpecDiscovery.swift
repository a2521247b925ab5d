import Foundation
import Layout

/// Finds the specs of a gallery: every JSON and YAML file under the source folder, in a stable order,
/// with the files each one names.
enum SpecDiscovery {
    static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// Every spec under `source`, recursively, sorted by relative path (bytewise, so the order is the same
    /// everywhere). Hidden files and folders, and the gallery folder `output` when it is inside `source`,
    /// are left out, and so is a JSON or YAML file that a spec names, such as a sheet's data: it is read
    /// by that spec, not rendered on its own.
    static func specs(in source: String, excluding output: String, jobs: Int, digests: DigestCache) throws(GalleryError) -> [SpecFile] {
        let root = absolute(source)
        let outputRoot = absolute(output)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue else {
            throw .usage("\(source): no such folder")
        }
        guard resolved(root) != resolved(outputRoot) else { throw .usage("the gallery folder cannot be the folder of specs") }
        guard !(resolved(root) + "/").hasPrefix(resolved(outputRoot) + "/specs/") else {
            throw .usage("the folder of specs cannot be inside the gallery's specs folder, where the outputs go")
        }
        guard let walker = FileManager.default.enumerator(atPath: source) else { throw .failure("\(source): cannot list the folder") }
        var candidates: [String] = []
        while let relative = walker.nextObject() as? String {
            let full = (source as NSString).appendingPathComponent(relative)
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if resolved(absolute(full)) == resolved(outputRoot) { walker.skipDescendants() }
            } else if extensions.contains((relative as NSString).pathExtension.lowercased()) {
                candidates.append(relative)
            }
        }
        candidates.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let found = WorkerPool.map(candidates, jobs: jobs) { relative in
            spec(relative, in: source, root: root, digests: digests)
        }
        let data = Set(found.flatMap(\.namedFiles))
        return found.filter { !data.contains(absolute($0.path)) }
    }

    /// The spec at `relative` in `source`, with its digest and the files it names.
    private static func spec(_ relative: String, in source: String, root: String, digests: DigestCache) -> SpecFile {
        let path = (source as NSString).appendingPathComponent(relative)
        var file = SpecFile(relativePath: relative, path: path, inputs: [], namedFiles: [])
        guard let bytes = FileManager.default.contents(atPath: path) else { return file }
        file.inputs = [InputFile(role: .spec, path: relative, sha256: Digest.sha256(bytes))]
        guard let text = String(validating: bytes, as: UTF8.self),
            let tree = try? (SpecLoader.isYAML(path) ? YAMLParser.parse(text) : JSONParser.parse(text))
        else { return file }
        let folder = (absolute(path) as NSString).deletingLastPathComponent
        var named: Set<String> = []
        collectNamedFiles(in: tree, isRoot: true, folder: folder, into: &named)
        named.remove(absolute(path))
        file.namedFiles = named.sorted()
        for name in file.namedFiles {
            guard let sha256 = try? digests.sha256(of: name) else { continue }
            let inside = name.hasPrefix(root + "/") ? String(name.dropFirst(root.count + 1)) : name
            file.inputs.append(InputFile(role: .data, path: inside, sha256: sha256))
        }
        return file
    }

    /// Every string in the tree that names an existing file, as the loader finds files: relative to the
    /// spec's folder unless absolute. The root's `$schema` is for editors and is not read.
    private static func collectNamedFiles(in node: SpecNode, isRoot: Bool, folder: String, into named: inout Set<String>) {
        switch node.value {
        case .object(let members):
            for member in members where !(isRoot && member.key == "$schema") {
                collectNamedFiles(in: member.value, isRoot: false, folder: folder, into: &named)
            }
        case .array(let items):
            for item in items { collectNamedFiles(in: item, isRoot: false, folder: folder, into: &named) }
        case .string(let text):
            guard !text.isEmpty, text.utf8.count < 4096, !text.contains("\0") else { return }
            let candidate = absolute(text.hasPrefix("/") ? text : (folder as NSString).appendingPathComponent(text))
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue { named.insert(candidate) }
        case .number, .bool, .null:
            break
        }
    }

    /// `path` made absolute (from the current folder) with `.` and `..` resolved, symbolic links kept.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
