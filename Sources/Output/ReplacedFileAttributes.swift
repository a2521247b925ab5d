import CXattr
import Glibc

/// What a file being replaced keeps in its new version, as an editor's save keeps it: its permission
/// bits, its owner and group where this process may set them, and its extended attributes (a
/// restricted spec saved by the preview stays restricted). A file that does not exist yet gives nothing,
/// and the new one takes poster's default mode.
enum ReplacedFileAttributes {
    /// Gives the open file `fd` the attributes of the regular file at `path` (a symbolic link there is
    /// not followed: it is what is replaced); false when there is none.
    @discardableResult
    static func copy(from path: String, to fd: Int32) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        fchmod(fd, status.st_mode & 0o7777)
        _ = fchown(fd, status.st_uid, status.st_gid)
        for name in names(of: path) where name != TemporaryMark.name {
            let size = lgetxattr(path, name, nil, 0)
            guard size >= 0 else { continue }
            var value = [UInt8](repeating: 0, count: size)
            let read = value.withUnsafeMutableBytes { lgetxattr(path, name, $0.baseAddress, $0.count) }
            guard read == size else { continue }
            _ = value.withUnsafeBytes { fsetxattr(fd, name, $0.baseAddress, $0.count, 0) }
        }
        return true
    }

    /// The names of the extended attributes of the file at `path`.
    private static func names(of path: String) -> [String] {
        let size = llistxattr(path, nil, 0)
        guard size > 0 else { return [] }
        var list = [CChar](repeating: 0, count: size)
        let read = list.withUnsafeMutableBufferPointer { llistxattr(path, $0.baseAddress, $0.count) }
        guard read > 0 else { return [] }
        return list[0..<read].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }
}
