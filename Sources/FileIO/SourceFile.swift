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

    /// Standard input's bytes (at most `maximumBytes`), read the first time they are asked for and kept:
    /// what `--data -` reads, however many loads of however many specs ask for it.
    public static let standardInputContents = Result { () throws(ReadError) in try readAll(STDIN_FILENO, limit: maximumBytes) }

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

    /// Where `bytes` (a leading byte order mark left out) first break UTF-8: the line and column (in
    /// characters, from 1) of the first byte that is not UTF-8 text, and that byte; nil for UTF-8 text.
    public static func firstNonUTF8(in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        var line = 1, column = 1, offset = body.startIndex
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = body.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
                if scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return (line, column, body[offset])
            case .emptyInput:
                return nil
            }
        }
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

    /// Everything `fd` holds, read into one buffer sized from the file's own size, none of it zero-filled
    /// first: a spec or CSV file is read in one call, and one more finds its end. What states no size (the
    /// kernel's /proc and /sys files, standard input) is read into a buffer that doubles as it fills.
    private static func readAll(_ fd: Int32, limit: Int) throws(ReadError) -> [UInt8] {
        var status = stat()
        let stated = fstat(fd, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        guard stated <= limit else { throw tooLarge(limit) }
        var capacity = min(max(stated + 1, 4096), limit + 1)
        var bytes: [UInt8] = []
        while true {
            let previous = bytes
            var failure: Int32 = 0, ended = false
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = buffer.initialize(fromContentsOf: previous)
                while count < buffer.count {
                    let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
                    if n < 0, errno == EINTR { continue }
                    if n < 0 { failure = errno }
                    if n <= 0 {
                        ended = n == 0
                        return
                    }
                    count += n
                }
            }
            if failure != 0 { throw ReadError(message: describe(failure)) }
            guard bytes.count <= limit else { throw tooLarge(limit) }
            if ended { return bytes }
            capacity = min(capacity * 2, limit + 1)
        }
    }

    /// The refusal of a file over `limit` bytes, the limit in MiB where it is whole ones.
    private static func tooLarge(_ limit: Int) -> ReadError {
        ReadError(message: limit >= 1 << 20 && limit % (1 << 20) == 0 ? "larger than \(limit >> 20) MiB" : "larger than \(limit) bytes")
    }

    private static var lastError: String { describe(errno) }

    /// errno's text for `code`, starting in lower case as poster's messages go on after a colon.
    private static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
