import FileIO
import Glibc
import Output

/// An output of a part that `gallery merge` copies into the gallery. It is reached only through the
/// part's own folders to a regular file (a symbolic link there could lead anywhere, so it is refused),
/// read in pieces, never whole, and put in place only when its size and digest are those recorded.
struct PartFile: Sendable {
    let part: String
    let file: OutputFile

    private var source: String { part + "/" + file.path }

    /// Refuses a path that leaves the part or passes through anything but folders to a regular file.
    func check() throws(GalleryError) {
        guard GalleryFolder.isInside(file.path) else { throw .usage("\(part): \(file.path) is outside the part") }
        let components = file.path.split(separator: "/")
        var path = part
        for (k, component) in components.enumerated() {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else { throw .failure("\(path): cannot read: \(String(cString: strerror(errno)))") }
            let isLast = k == components.count - 1
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                throw .usage("\(part): \(path) is a symbolic link: a part is merged only from folders and files inside it; nothing was merged")
            case S_IFREG where isLast, S_IFDIR where !isLast:
                continue
            default:
                throw .usage("\(part): \(path) is \(FileType.describe(status.st_mode)), not a \(isLast ? "regular file" : "folder"); nothing was merged")
            }
        }
    }

    /// Refuses the file when it is not what its part's manifest records, reading it in pieces: every file
    /// of every part is checked so before anything is written, so a merge that fails writes nothing.
    func verify() throws(GalleryError) {
        try requireRecorded(try Digest.file(source, recorded: file.bytes))
    }

    /// Copies the file to the same path in the gallery folder `output`, unless a file with its digest is
    /// there already: read in pieces and checked against its record again before the copy is put in place.
    func copy(into output: String) throws(GalleryError) {
        let target = output + "/" + file.path
        if let present = try? Digest.file(target, recorded: file.bytes), present.sha256 == file.sha256 { return }
        try GalleryFolder(root: output).makeFolder(FilePaths.parent(of: file.path))
        do {
            try AtomicFile.write(to: target) { write in
                try requireRecorded(try Digest.file(source, recorded: file.bytes) { try write(Array($0)) })
            }
        } catch let error as GalleryError {
            throw error
        } catch {
            throw .failure("cannot write \(error)")
        }
    }

    private func requireRecorded(_ read: (sha256: String, bytes: Int)) throws(GalleryError) {
        guard read.bytes == file.bytes, read.sha256 == file.sha256 else {
            throw .failure("\(source): not the file its manifest records (another size or digest)")
        }
    }
}
