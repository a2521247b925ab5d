import FileIO
import FoundationEssentials
import Glibc

/// SHA-256 digests in lowercase hex, of bytes, of text and of files.
enum Digest {
    static func sha256(_ bytes: some DataProtocol) -> String {
        SHA256Hex.of(bytes)
    }

    static func sha256(_ text: String) -> String {
        sha256(Data(text.utf8))
    }

    /// The digest and size of the file at `path`, read in chunks of 1 MiB, each handed to `piece` as it is
    /// read (a file is never held whole); anything but a regular file is refused (a FIFO or a device
    /// would never end). A file whose manifest records `recorded` bytes is refused when its size is
    /// another before any of it is read, or once more than that arrive: a part's file of 2.5 GB recorded
    /// as 2,887 bytes was read whole before its size was compared.
    static func file(_ path: String, recorded: Int? = nil, passing piece: (ArraySlice<UInt8>) throws -> Void = { _ in }) throws(GalleryError) -> (
        sha256: String, bytes: Int
    ) {
        let fd: Int32
        do {
            fd = try SourceFile.openRegular(path)
        } catch {
            throw .failure("cannot read \(path): \(error.message)")
        }
        defer { close(fd) }
        var status = stat()
        if let recorded, fstat(fd, &status) == 0, Int(status.st_size) != recorded { throw unlike(path, "\(status.st_size) bytes, not \(recorded)") }
        var hasher = SHA256Hasher()
        var count = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw .failure("cannot read \(path): \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            hasher.update(chunk[0..<n])
            count += n
            if let recorded, count > recorded { throw unlike(path, "more than \(recorded) bytes") }
            do {
                try piece(chunk[0..<n])
            } catch {
                throw .failure("cannot write \(error)")
            }
        }
        return (hasher.finalize(), count)
    }

    private static func unlike(_ path: String, _ size: String) -> GalleryError {
        .failure("\(path): not the file its manifest records (\(size))")
    }
}
