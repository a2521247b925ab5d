import FileIO

/// The gallery `--compare BASE` names: a whole gallery folder, as `poster gallery` or `poster gallery
/// merge` wrote it (a CI artifact once unpacked), read before anything is rendered so that a BASE that
/// cannot be compared with stops the run before it writes.
struct BaseGallery: Sendable {
    /// BASE as the command line named it.
    let folder: String
    let manifest: Manifest

    /// Reads BASE's manifest; refuses a folder that is not a whole gallery, and one that is the gallery
    /// `output` being written, or holds it, or lies inside it (its files would be replaced while read).
    static func open(_ folder: String, output: String) throws(GalleryError) -> BaseGallery {
        let out = RealPath.planned(output)
        if let base = RealPath.of(folder), RealPath.isWithin(base, out) || RealPath.isWithin(out, base) {
            let relation = base == out ? "is" : RealPath.isWithin(out, base) ? "is inside" : "holds"
            throw .usage("-o \(output) \(relation) the gallery --compare names (\(folder)): write the new gallery to another folder")
        }
        guard let manifest = Manifest.read(in: folder) else {
            throw .usage("--compare \(folder): not a gallery folder (no \(Manifest.fileName) this version reads)")
        }
        guard manifest.shard == nil else {
            throw .usage("--compare \(folder): a part written with --shard; compare with the gallery that poster gallery merge joined")
        }
        // The pictures a comparison may read: each a regular file reached through BASE's own folders, never
        // through a symbolic link (a downloaded artifact could lead anywhere), as a merge reads its parts.
        for spec in manifest.specs {
            for file in spec.outputs where [.png, .thumbnail].contains(file.role) {
                do {
                    try PartFile(part: folder, file: file).check()
                } catch {
                    throw .usage("--compare \(folder): \(file.path) is missing, outside it or not a file reached through its folders; nothing was written")
                }
            }
        }
        return BaseGallery(folder: folder, manifest: manifest)
    }
}
