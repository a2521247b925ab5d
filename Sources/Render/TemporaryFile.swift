import CairoKit
import Glibc

/// A file written beside its final path under a temporary name, then renamed into place, so that a
/// failed run never leaves a partial file where the output belongs.
final class TemporaryFile {
    let finalPath: String
    let temporaryPath: String
    let descriptor: Int32
    private var open = true

    init(for finalPath: String) throws {
        self.finalPath = finalPath
        let slash = finalPath.lastIndex(of: "/")
        let folder = slash.map { String(finalPath[...$0]) } ?? ""
        let name = slash.map { String(finalPath[finalPath.index(after: $0)...]) } ?? finalPath
        var template = Array("\(folder).\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw RenderError(path: finalPath, message: "cannot create a file here: \(Self.lastError)") }
        fchmod(fd, 0o644)
        descriptor = fd
        temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        Interruption.track(temporaryPath)
    }

    deinit {
        discard()
    }

    /// Writes all of `bytes` at the file's current position.
    func write(_ bytes: [UInt8]) throws {
        let stream = ByteStream(fileDescriptor: descriptor)
        try bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, stream.write(base, buffer.count) else {
                throw RenderError(path: finalPath, message: "cannot write: \(Self.lastError)")
            }
        }
    }

    /// Overwrites each range of the file with spaces, in place: offsets stay as they are.
    func blank(_ ranges: [Range<Int>]) throws {
        for range in ranges {
            let spaces = [UInt8](repeating: 32, count: range.count)
            let written = spaces.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(range.lowerBound)) }
            guard written == range.count else { throw RenderError(path: finalPath, message: "cannot write: \(Self.lastError)") }
        }
    }

    /// Everything written to the file so far, read without moving its position.
    func readAll() throws -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw RenderError(path: finalPath, message: "cannot read back: \(Self.lastError)") }
        let size = Int(status.st_size)
        var done = 0
        let bytes = try [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while done < size {
                let n = pread(descriptor, buffer.baseAddress! + done, size - done, off_t(done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { throw RenderError(path: finalPath, message: "cannot read back: \(n < 0 ? Self.lastError : "the file ended early")") }
                done += n
            }
            count = size
        }
        return bytes
    }

    /// Flushes the file to disk and renames it over the final path.
    func commit() throws {
        guard open else { return }
        open = false
        defer { Interruption.forget(temporaryPath) }
        let synced = fsync(descriptor) == 0
        let syncError = Self.lastError
        guard close(descriptor) == 0, synced else {
            unlink(temporaryPath)
            throw RenderError(path: finalPath, message: "cannot write: \(syncError)")
        }
        guard rename(temporaryPath, finalPath) == 0 else {
            let message = Self.lastError
            unlink(temporaryPath)
            throw RenderError(path: finalPath, message: "cannot move the finished file into place: \(message)")
        }
    }

    /// Closes and removes the temporary file; the final path is left as it was.
    func discard() {
        guard open else { return }
        open = false
        close(descriptor)
        unlink(temporaryPath)
        Interruption.forget(temporaryPath)
    }

    static var lastError: String { String(cString: strerror(errno)) }
}
