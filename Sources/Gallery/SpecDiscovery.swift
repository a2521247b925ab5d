import FileIO
import FoundationEssentials
import Glibc
import Inputs
import Pipeline
import SpecReader
import Workers

/// Finds the specs of a gallery: every JSON and YAML file under the source folder, in a stable order,
/// with the files each one reads.
enum SpecDiscovery {
    static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// What a search found: the specs, and the JSON and YAML files that are not specs (a `package.json`,
    /// a `mkdocs.yml`), left out with a note.
    struct Found {
        var specs: [SpecFile]
        var notSpecs: [String]
    }

    /// Every spec under `source`, recursively, sorted by relative path (bytewise, so the order is the same
    /// everywhere). Hidden files and folders, the gallery folder `output` when it is inside `source`, and
    /// what `--exclude` and the folder's `.posterignore` name are left out, and so is a JSON or YAML file
    /// that a spec reads, such as a sheet's data: it is read by that spec, not rendered on its own. Which
    /// files a spec reads is what the decoder read, never a guess from its strings. A file that is not a
    /// spec (no numeric "version" and no "pages" at its top) is set aside.
    static func specs(in source: String, excluding output: String, options: GalleryOptions) throws(GalleryError) -> [SpecFile] {
        try search(source, excluding: output, options: options).specs
    }

    static func search(_ source: String, excluding output: String, options: GalleryOptions) throws(GalleryError) -> Found {
        let root = absolute(source)
        let outputRoot = absolute(output)
        var isFolder = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder, let realRoot = RealPath.of(root) else {
            throw .usage("\(source): no such folder")
        }
        guard resolved(root) != resolved(outputRoot) else { throw .usage("the gallery folder cannot be the folder of specs") }
        guard !(resolved(root) + "/").hasPrefix(resolved(outputRoot) + "/specs/") else {
            throw .usage("the folder of specs cannot be inside the gallery's specs folder, where the outputs go")
        }
        let rules = try ignoreRules(in: source, options: options)
        var candidates: [String] = []
        // Folders still to list, from the folder of specs ("" is the folder itself); links are not followed.
        var pending = [""]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: FilePaths.join(source, folder)) else {
                if folder.isEmpty { throw .failure("\(source): cannot list the folder") }
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var status = stat()
                guard lstat(FilePaths.join(source, relative), &status) == 0 else { continue }
                let isFolder = status.st_mode & S_IFMT == S_IFDIR
                guard !rules.ignores(relative, isFolder: isFolder) else { continue }
                if isFolder {
                    if resolved(absolute(FilePaths.join(source, relative))) != resolved(outputRoot) { pending.append(relative) }
                } else if extensions.contains(FilePaths.pathExtension(of: relative).lowercased()) {
                    candidates.append(relative)
                }
            }
        }
        candidates.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let found = Workers.map(candidates, jobs: options.jobs) { relative in
            spec(relative, in: source, realRoot: realRoot, options: options)
        }
        let data = Set(found.compactMap { $0 }.flatMap(\.dataFiles))
        let specs = found.compactMap { $0 }.filter { file in RealPath.of(file.path).map { !data.contains($0) } ?? true }
        // A spec's data (a JSON table) is read by it, not set aside.
        let notSpecs = zip(candidates, found).filter { candidate, file in
            file == nil && RealPath.of(FilePaths.join(source, candidate)).map { !data.contains($0) } ?? true
        }.map(\.0)
        return Found(specs: OutputFolders.assign(specs), notSpecs: notSpecs)
    }

    /// The `--exclude` patterns, then the lines of the folder's `.posterignore` (a later rule overrides).
    private static func ignoreRules(in source: String, options: GalleryOptions) throws(GalleryError) -> IgnoreRules {
        var lines = options.exclude.map { ($0, "--exclude") }
        let file = FilePaths.join(source, IgnoreRules.fileName)
        if FileManager.default.fileExists(atPath: file) {
            do {
                let text = try SourceFile.readText(file, limit: 1 << 20)
                lines += text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().map { (String($1), "\(file):\($0 + 1)") }
            } catch {
                throw .usage("\(file): \(error.message)")
            }
        }
        return try IgnoreRules(lines)
    }

    /// Whether `bytes` (JSON, or YAML when `yaml`) are a spec: an object with a numeric "version" or with
    /// "pages". What cannot be parsed counts as a spec if it mentions "version" or "pages" (its errors
    /// are then reported), else as another tool's file.
    static func isSpec(_ bytes: [UInt8], yaml: Bool) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        let node: SpecNode
        do {
            node = try yaml ? YAMLParser.parse(text) : JSONParser.parse(text)
        } catch {
            return text.contains("version") || text.contains("pages")
        }
        guard case .object(let members) = node.value else { return false }
        return members.contains { member in
            member.key == "pages" || (member.key == "version" && { if case .number = member.value.value { true } else { false } }())
        }
    }

    /// The spec at `relative` in `source`, with its digest and the files it reads. A spec that is not a
    /// regular file, or a link to one outside the folder, is kept without inputs: loading it reports why.
    private static func spec(_ relative: String, in source: String, realRoot: String, options: GalleryOptions) -> SpecFile? {
        let path = FilePaths.join(source, relative)
        guard let real = RealPath.of(path) else {
            let checked = Pipeline.check(options.job(.file(path)))
            return SpecFile(relativePath: relative, path: path, inputs: [], dataFiles: [], reading: .checked(Locked(checked)))
        }
        guard options.policy.allowOutside || RealPath.isWithin(real, realRoot) else {
            let refusal = "is a symbolic link to a file outside the folder of specs; pass --allow-outside to read it"
            return SpecFile(relativePath: relative, path: path, inputs: [], dataFiles: [], reading: .refused(refusal))
        }
        let contents = Result { () throws(SourceFile.ReadError) in try World.source(at: path) }
        if !options.everyFileIsASpec, case .success(let bytes) = contents, !isSpec(bytes, yaml: FilePaths.pathExtension(of: relative).lowercased() != "json") {
            return nil
        }
        let clock = ContinuousClock()
        let start = clock.now
        let checked = Pipeline.check(options.job(.contents(contents, path: path)))
        var file = SpecFile(relativePath: relative, path: path, inputs: [], dataFiles: [], reading: .checked(Locked(checked)))
        file.seconds = (clock.now - start).seconds
        file.dataFiles = checked.inputs.compactMap(RealPath.of).filter { $0 != real }
        if case .success(let bytes) = contents {
            file.inputs = [InputFile(role: .spec, path: relative, sha256: Digest.sha256(bytes))]
            file.source = bytes
        }
        // Each input's digest as the load read it: what was rendered, however the file changes after.
        for name in file.dataFiles {
            guard let sha256 = checked.inputDigests[name] else { continue }
            let inside = RealPath.isWithin(name, realRoot) ? String(name.dropFirst(realRoot.count + 1)) : name
            file.inputs.append(InputFile(role: .data, path: inside, sha256: sha256))
        }
        return file
    }

    /// `path` made absolute (from the current folder) with `.` and `..` resolved, symbolic links kept.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
