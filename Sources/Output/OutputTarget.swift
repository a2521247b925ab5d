import FileIO
import FoundationEssentials
import Glibc

/// One output being written. Its bytes go to a temporary file first: beside a regular destination,
/// renamed over it when complete, or, for a stream destination (a FIFO, a character device, standard
/// output), an anonymous temporary file (already unlinked) copied to the stream when complete. A failed run therefore never
/// leaves a partial file where the output belongs, nor sends half an output down a pipe.
public final class OutputTarget {
    /// The destination as it was named.
    public let finalPath: String
    /// Where the output is written until it is committed.
    public let descriptor: Int32
    /// Whether the destination is a stream rather than a file.
    public var isStream: Bool {
        if case .stream = destination { true } else { false }
    }

    private enum Destination {
        /// The temporary file's path and the file it is renamed over.
        case rename(temporary: String, target: String)
        /// The stream's descriptor and whether it is ours to close.
        case stream(Int32, owned: Bool)
    }

    private let destination: Destination
    private var open = true

    /// How long a FIFO given as the output may wait for a process to read it.
    static let readerTimeoutSeconds = 10.0

    public init(for path: String, policy: OutputPolicy) throws {
        finalPath = path
        switch try Self.kind(of: path, policy: policy) {
        case .replace(let target):
            let (fd, temporary) = try Self.makeTemporary(beside: target, naming: path)
            descriptor = fd
            destination = .rename(temporary: temporary, target: target)
            StaleTemporaries.sweep(beside: target, keeping: temporary)
        case .stream(let fd, let owned):
            let anonymous = Self.makeAnonymous()
            guard anonymous >= 0 else {
                let message = Self.lastError
                if owned { close(fd) }
                throw OutputError(path: path, reason: "cannot make a temporary file for the output: \(message)")
            }
            descriptor = anonymous
            destination = .stream(fd, owned: owned)
        }
    }

    deinit {
        discard()
    }

    /// Writes all of `bytes` at the file's current position.
    public func write(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw OutputError(path: finalPath, reason: "cannot write: \(Self.lastError)") }
            done += n
        }
    }

    /// Empties the file, to be written again from its start.
    public func rewind() throws {
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw OutputError(path: finalPath, reason: "cannot write: \(Self.lastError)")
        }
    }

    /// Overwrites each range of the file with spaces, in place: offsets stay as they are.
    public func blank(_ ranges: [Range<Int>]) throws {
        for range in ranges {
            let spaces = [UInt8](repeating: 32, count: range.count)
            let written = spaces.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(range.lowerBound)) }
            guard written == range.count else { throw OutputError(path: finalPath, reason: "cannot write: \(Self.lastError)") }
        }
    }

    /// Everything written so far, read without moving the file's position.
    public func readAll() throws -> [UInt8] {
        try read(0..<size())
    }

    /// How many bytes have been written so far.
    public func size() throws -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw OutputError(path: finalPath, reason: "cannot read back: \(Self.lastError)") }
        return Int(status.st_size)
    }

    /// The bytes written at `range`, read without moving the file's position: a large output is read
    /// back a part at a time.
    public func read(_ range: Range<Int>) throws -> [UInt8] {
        var done = 0
        return try [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
            while done < range.count {
                let n = pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { throw OutputError(path: finalPath, reason: "cannot read back: \(n < 0 ? Self.lastError : "the file ended early")") }
                done += n
            }
            count = range.count
        }
    }

    /// Puts the complete output in place: renames the temporary file over the destination, or copies
    /// it to the stream.
    public func commit() throws {
        guard open else { return }
        open = false
        switch destination {
        case .rename(let temporary, let target):
            defer { Interruption.forget(temporary) }
            guard fsync(descriptor) == 0 else {
                let syncError = Self.lastError
                close(descriptor)
                unlink(temporary)
                throw OutputError(path: finalPath, reason: "cannot write: \(syncError)")
            }
            guard rename(temporary, target) == 0 else {
                let message = Self.lastError
                close(descriptor)
                unlink(temporary)
                throw OutputError(path: finalPath, reason: "cannot move the finished file into place: \(message)")
            }
            // The mark comes off once the file is in place: a run ended before then (by a library's abort,
            // say) leaves a marked temporary file, which the next run removes.
            TemporaryMark.clear(descriptor)
            guard close(descriptor) == 0 else { throw OutputError(path: finalPath, reason: "cannot write: \(Self.lastError)") }
        case .stream(let fd, let owned):
            defer {
                close(descriptor)
                if owned { close(fd) }
            }
            try copyToStream(fd)
        }
    }

    /// Drops the output: the temporary file is closed and removed, the destination left as it was.
    public func discard() {
        guard open else { return }
        open = false
        close(descriptor)
        switch destination {
        case .rename(let temporary, _):
            unlink(temporary)
            Interruption.forget(temporary)
        case .stream(let fd, let owned):
            if owned { close(fd) }
        }
    }

    private func copyToStream(_ fd: Int32) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw OutputError(path: finalPath, reason: "cannot read back: \(Self.lastError)") }
            if n == 0 { return }
            var done = 0
            while done < n {
                let written = chunk.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, n - done) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw OutputError(path: finalPath, reason: "write failed: \(Self.lastError)") }
                done += written
            }
            offset += off_t(n)
        }
    }

    // MARK: - What the destination is

    private enum Kind {
        /// A regular file (or none yet) at `target`, to be replaced.
        case replace(target: String)
        /// An open stream.
        case stream(Int32, owned: Bool)
    }

    /// Whether `path` names a stream (standard output, a FIFO or a character device) under `policy`.
    public static func isStream(_ path: String, policy: OutputPolicy) -> Bool {
        guard policy == .commandLine else { return false }
        if path == "-" { return true }
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return [S_IFIFO, S_IFCHR].contains(status.st_mode & S_IFMT)
    }

    private static func kind(of path: String, policy: OutputPolicy) throws -> Kind {
        if path == "-" {
            guard policy == .commandLine else { throw OutputError(path: path, reason: "cannot write to standard output here") }
            let fd = dup(STDOUT_FILENO)
            guard fd >= 0 else { throw OutputError(path: path, reason: "cannot write to standard output: \(lastError)") }
            return .stream(fd, owned: true)
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw OutputError(path: path, reason: "cannot write here: \(lastError)") }
            return .replace(target: path)
        }
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard policy == .commandLine else { return .replace(target: path) }
            guard stat(path, &status) == 0 else {
                throw OutputError(path: path, reason: "is a symbolic link to a file that cannot be reached (\(lastError)); remove it or name another output")
            }
            if status.st_mode & S_IFMT == S_IFREG, let real = realpath(path, nil) {
                target = String(cString: real)
                free(real)
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .replace(target: target)
        case S_IFIFO where policy == .commandLine:
            return .stream(try openFIFO(path), owned: true)
        case S_IFCHR where policy == .commandLine:
            let fd = Glibc.open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw OutputError(path: path, reason: "cannot write to the device: \(lastError)") }
            return .stream(fd, owned: true)
        default:
            let kind = FileType.describe(status.st_mode)
            let allowed =
                policy == .commandLine
                ? "-o takes a regular file, a FIFO, a character device or - (standard output)" : "only regular files are replaced here"
            throw OutputError(path: path, reason: "is \(kind): \(allowed); nothing was written")
        }
    }

    /// Opens a FIFO for writing once a process reads it, waiting at most `readerTimeoutSeconds`.
    private static func openFIFO(_ path: String) throws -> Int32 {
        var waited = 0.0
        while true {
            let fd = Glibc.open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
                return fd
            }
            guard errno == ENXIO || errno == EINTR else { throw OutputError(path: path, reason: "cannot write to the FIFO: \(lastError)") }
            guard waited < readerTimeoutSeconds else {
                throw OutputError(path: path, reason: "no process opened the FIFO for reading within \(Int(readerTimeoutSeconds)) seconds")
            }
            usleep(50_000)
            waited += 0.05
        }
    }

    /// A new temporary file beside `target`, locked while this process holds it (so a later run can tell
    /// a live one from one a killed run left) and marked as poster's (so a later run never takes a user's
    /// file for one).
    private static func makeTemporary(beside target: String, naming path: String) throws -> (Int32, String) {
        try Interruption.creating {
            var template = Array(StaleTemporaries.template(for: target).utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(StaleTemporaries.suffix.utf8.count)) }
            guard fd >= 0 else { throw OutputError(path: path, reason: "cannot create a file here: \(lastError)") }
            if !ReplacedFileAttributes.copy(from: target, to: fd) { fchmod(fd, 0o644) }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            flock(fd, LOCK_EX)
            TemporaryMark.set(fd)
            return (fd, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// A temporary file in `TMPDIR` that no name leads to: it goes when its descriptor is closed.
    private static func makeAnonymous() -> Int32 {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/.poster-output.XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return fd }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }

    static var lastError: String { String(cString: strerror(errno)) }
}
