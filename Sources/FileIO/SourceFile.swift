import Glibc

/// Reads input files with plain POSIX calls, so a failure says exactly why (errno's text). Only regular
/// files are read: a FIFO, a device or a socket is refused before anything could block on it.
public enum SourceFile {
    public struct ReadError: Error, Sendable {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// The path that names standard input.
    public static let standardInput = "-"
    /// The most bytes an input file may hold.
    public static let maximumBytes = 64 << 20

    /// The bytes of the file at `path` (standard input for `-`); files over `limit` bytes are refused.
    public static func read(_ path: String, limit: Int = maximumBytes) throws(ReadError) -> [UInt8] {
        if path == standardInput { return try readAll(STDIN_FILENO, limit: limit) }
        let fd = try openRegular(path)
        defer { close(fd) }
        return try readAll(fd, limit: limit)
    }

    /// The text of the file at `path`: UTF-8, a leading byte order mark (as Notepad and Excel write)
    /// left out.
    public static func readText(_ path: String, limit: Int = maximumBytes) throws(ReadError) -> String {
        try text(read(path, limit: limit))
    }

    /// `bytes` as UTF-8 text without a leading byte order mark.
    public static func text(_ bytes: [UInt8]) throws(ReadError) -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else { throw ReadError(message: "the file is not UTF-8 text") }
        return text
    }

    /// A descriptor open for reading on the regular file at `path`. Anything else is refused: its type
    /// is looked at before it is opened, and opened without blocking, so a FIFO cannot stall the run.
    public static func openRegular(_ path: String) throws(ReadError) -> Int32 {
        var status = stat()
        guard stat(path, &status) == 0 else { throw ReadError(message: lastError) }
        try requireRegular(status.st_mode)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw ReadError(message: lastError) }
        guard fstat(fd, &status) == 0 else {
            let message = lastError
            close(fd)
            throw ReadError(message: message)
        }
        do {
            try requireRegular(status.st_mode)
        } catch {
            close(fd)
            throw error
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    private static func requireRegular(_ mode: mode_t) throws(ReadError) {
        guard mode & S_IFMT == S_IFREG else { throw ReadError(message: "is \(FileType.describe(mode)), not a regular file") }
    }

    private static func readAll(_ fd: Int32, limit: Int) throws(ReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(message: lastError)
            }
            if n == 0 { return bytes }
            guard bytes.count + n <= limit else { throw ReadError(message: "larger than \(limit >> 20) MiB") }
            bytes += chunk[0..<n]
        }
    }

    private static var lastError: String {
        let text = String(cString: strerror(errno))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
