import Glibc
import CCairo

/// Where cairo's stream writers send their bytes: memory, or an open file descriptor (not owned).
///
/// A failed write is remembered and reported to cairo, which then fails with a write error.
public final class ByteStream {
    private enum Target {
        case memory
        case file(Int32)
    }

    private let target: Target
    /// The bytes written, for a memory stream.
    public private(set) var bytes: [UInt8] = []
    /// How many bytes were written in all.
    public private(set) var count = 0
    /// The `errno` of the first failed write, if any.
    public private(set) var writeErrno: Int32?

    public init() {
        target = .memory
    }

    public init(fileDescriptor: Int32) {
        target = .file(fileDescriptor)
    }

    /// Appends `length` bytes; false (and `writeErrno` set) when a file write failed.
    public func write(_ data: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard writeErrno == nil else { return false }
        switch target {
        case .memory:
            bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        case .file(let fd):
            var done = 0
            while done < length {
                let n = Glibc.write(fd, data + done, length - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    writeErrno = errno
                    return false
                }
                done += n
            }
        }
        count += length
        return true
    }

    /// Appends `bytes`; throws the failed write's error.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard write(base.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw CairoError(message: "write failed: \(String(cString: strerror(writeErrno ?? EIO)))")
        }
    }

    /// The C callback cairo calls; the closure pointer is an unretained `ByteStream`.
    static let writeFunction: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue()
        return stream.write(data, Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
