import CCairo
import Glibc

/// Where cairo's stream writers send their bytes: memory, or an open file descriptor (not owned).
///
/// A failed write is remembered, and the bytes cairo writes after it are dropped: cairo is told every
/// write succeeded, since cairo 1.16 crashes finishing a PDF surface that failed to write (a full disk).
/// `Surface.finish()` and the writers report the failure from `writeErrno`. A file
/// stream may gather small writes (cairo's PDF writer makes tens of thousands) into a buffer, written
/// out when full and by `flush()`, which `Surface.finish()` calls.
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
        bufferSize = 0
    }

    /// The bytes of a file stream not written yet, at most `bufferSize`.
    private var pending: [UInt8] = []
    private let bufferSize: Int

    /// A stream into `fileDescriptor`, gathering writes of less than `bufferSize` bytes (0: none) until
    /// `flush()`.
    public init(fileDescriptor: Int32, bufferSize: Int = 0) {
        target = .file(fileDescriptor)
        self.bufferSize = bufferSize
        pending.reserveCapacity(bufferSize)
    }

    /// Appends `length` bytes; false (and `writeErrno` set) when a file write failed.
    public func write(_ data: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard writeErrno == nil else { return false }
        switch target {
        case .memory:
            bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        case .file(let fd):
            if pending.count + length <= bufferSize {
                pending.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
            } else {
                guard flush(), Self.write(fd, data, length, &writeErrno) else { return false }
            }
        }
        count += length
        return true
    }

    /// Writes out what the buffer holds; false (and `writeErrno` set) when the write failed.
    @discardableResult
    public func flush() -> Bool {
        guard writeErrno == nil else { return false }
        guard case .file(let fd) = target, !pending.isEmpty else { return true }
        defer { pending.removeAll(keepingCapacity: true) }
        return pending.withUnsafeBufferPointer { Self.write(fd, $0.baseAddress!, $0.count, &writeErrno) }
    }

    /// Writes all `length` bytes to `fd`, again after an interruption; false with `failure` set when it fails.
    private static func write(_ fd: Int32, _ data: UnsafePointer<UInt8>, _ length: Int, _ failure: inout Int32?) -> Bool {
        var done = 0
        while done < length {
            let n = Glibc.write(fd, data + done, length - done)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                return false
            }
            done += n
        }
        return true
    }

    /// Appends `bytes`; throws the failed write's error.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard write(base.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw CairoError(message: "write failed: \(String(cString: strerror(writeErrno ?? EIO)))")
        }
    }

    /// The C callback cairo calls; the closure pointer is an unretained `ByteStream`. A failed write is
    /// kept in `writeErrno`, not told to cairo.
    static let writeFunction: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue()
        _ = stream.write(data, Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    /// The failed write's error, if a write failed.
    public func checkWrites() throws {
        if let writeErrno { throw CairoError(message: "write failed: \(String(cString: strerror(writeErrno)))") }
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
