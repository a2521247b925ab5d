import Glibc

/// Reads a whole input file with plain POSIX calls, so a failure says exactly why (errno's text).
enum SourceFile {
    struct ReadError: Error {
        var message: String
    }

    /// The bytes of the file at `path`; files over `limit` bytes are refused.
    static func read(_ path: String, limit: Int = 64 << 20) throws(ReadError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReadError(message: lastError) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw ReadError(message: lastError) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw ReadError(message: "is a folder, not a file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(message: lastError)
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            guard bytes.count <= limit else { throw ReadError(message: "larger than \(limit >> 20) MiB") }
        }
    }

    private static var lastError: String {
        let text = String(cString: strerror(errno))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
