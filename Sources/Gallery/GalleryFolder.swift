import ErrorReporting
import FileIO
import Glibc
import Output

/// The gallery folder (OUT): made when missing, cleared of the files an earlier run recorded and this
/// one no longer makes, and given its index. Only files a manifest records are ever removed.
struct GalleryFolder: Sendable {
    let root: String

    func prepare() throws(GalleryError) {
        do {
            try OutputFolder.make(root)
        } catch {
            throw .failure("cannot make the gallery folder \(error)")
        }
    }

    /// Whether `path` stays inside the gallery folder: relative, without `..`.
    static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// Removes the files `previous` recorded that are not in `current`, then the folders under `specs/`
    /// that this leaves empty. A manifest can be edited by anyone who can write the gallery folder, so
    /// nothing is removed whose folder does not really lie inside it (a symbolic link to a folder
    /// elsewhere leads nowhere), nor a file that no longer holds the bytes recorded (its size and digest):
    /// only what poster wrote goes. A link itself is removed, never what it points to.
    func removeFiles(recordedIn previous: Manifest?, keeping current: [String]) {
        guard let previous, let realRoot = RealPath.of(root) else { return }
        let keep = Set(current)
        for file in previous.files where !keep.contains(file.path) && file.isIntact(in: root) {
            let path = file.path
            let full = root + "/" + path
            guard let realFolder = RealPath.of(Self.folder(of: full)), RealPath.isWithin(realFolder, realRoot) else { continue }
            OutputFolder.removeFile(full)
            var folder = Self.folder(of: path)
            while folder.hasPrefix("specs/") {
                let fullFolder = root + "/" + folder
                guard isReallyInside(fullFolder, realRoot), OutputFolder.removeIfEmpty(fullFolder) else { break }
                folder = Self.folder(of: folder)
            }
        }
    }

    /// Makes the folder `relative` (a path inside the gallery folder) one folder at a time, never
    /// through a symbolic link or anything else but a folder, so that nothing is ever made outside.
    func makeFolder(_ relative: String) throws(GalleryError) {
        guard Self.isInside(relative) else { throw .failure("\(root)/\(relative) is outside the gallery folder: nothing is written there") }
        do {
            try OutputFolder.make(relative, inside: root, named: "the gallery folder")
        } catch {
            throw .failure(error.description)
        }
    }

    /// Whether `path` exists and really lies strictly inside the gallery folder, whose real path is `realRoot`.
    func isReallyInside(_ path: String, _ realRoot: String) -> Bool {
        guard let real = RealPath.of(path) else { return false }
        return real != realRoot && RealPath.isWithin(real, realRoot)
    }

    /// The folder part of a path inside the gallery (empty for a bare name).
    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// Writes `index.json`, and for a whole gallery `index.html`; returns their paths. A shard's folder
    /// gets no page, and loses the one that an earlier whole run there (`previous`) wrote.
    func writeIndex(_ manifest: Manifest, previous: Manifest?) throws(GalleryError) -> [String] {
        let page = root + "/" + IndexPage.fileName
        let json = root + "/" + Manifest.fileName
        try write(try RecordCoding.text(manifest), to: json)
        guard manifest.shard == nil else {
            if let previous, previous.shard == nil { OutputFolder.removeFile(page) }
            return [json]
        }
        try write(IndexPage.html(manifest), to: page)
        return [page, json]
    }

    /// Writes `bytes` to `relative` (a path inside the gallery folder, whose folder `makeFolder` made).
    func write(_ bytes: [UInt8], to relative: String) throws(GalleryError) {
        guard Self.isInside(relative) else { throw .failure("\(root)/\(relative) is outside the gallery folder: nothing is written there") }
        try write(bytes, toFile: root + "/" + relative)
    }

    /// Writes `text` under a temporary name and renames it into place.
    private func write(_ text: String, to path: String) throws(GalleryError) {
        try write(Array(text.utf8), toFile: path)
    }

    private func write(_ bytes: [UInt8], toFile path: String) throws(GalleryError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .failure("cannot write \(error)")
        }
    }
}
