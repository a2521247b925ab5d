import Foundation
import Glibc
import Layout

/// The gallery folder (OUT): made when missing, cleared of the files an earlier run recorded and this
/// one no longer makes, and given its index. Only files a manifest records are ever removed.
struct GalleryFolder: Sendable {
    let root: String

    func prepare() throws(GalleryError) {
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw .failure("cannot make the gallery folder \(root): \(error.localizedDescription)")
        }
    }

    /// Whether `path` stays inside the gallery folder: relative, without `..`.
    static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// Removes the files `previous` recorded that are not in `current`, then the folders under `specs/`
    /// that this leaves empty.
    func removeFiles(recordedIn previous: Manifest?, keeping current: [String]) {
        guard let previous else { return }
        let keep = Set(current)
        for path in previous.files where !keep.contains(path) && Self.isInside(path) {
            unlink(root + "/" + path)
            var folder = (path as NSString).deletingLastPathComponent
            while folder.hasPrefix("specs/"), rmdir(root + "/" + folder) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }

    /// Writes `index.json`, and for a whole gallery `index.html`; returns their paths. A shard's folder
    /// gets no page, and loses the one that an earlier whole run there (`previous`) wrote.
    func writeIndex(_ manifest: Manifest, previous: Manifest?) throws(GalleryError) -> [String] {
        let page = root + "/" + IndexPage.fileName
        let json = root + "/" + Manifest.fileName
        try write(manifest.json.rendered, to: json)
        guard manifest.shard == nil else {
            if let previous, previous.shard == nil { unlink(page) }
            return [json]
        }
        try write(IndexPage.html(manifest), to: page)
        return [page, json]
    }

    /// Writes `text` under a temporary name and renames it into place.
    private func write(_ text: String, to path: String) throws(GalleryError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .failure("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
