import Glibc

/// Reads a pipe to its end on a thread of its own, so a child that fills it never blocks while its
/// other pipes are read or written. The descriptor stays open: its owner closes it after `wait`.
/// (Unchecked: a POSIX thread (`pthread_create`) writes its bytes before `pthread_join` returns, and they are read only after.)
public final class PipeDrain: @unchecked Sendable {
    private var bytes: [UInt8] = []
    private let descriptor: Int32
    /// Where what is read is also written as it comes, if anywhere.
    private let echo: Int32?
    private var thread: pthread_t?
    private var joined = false

    /// Starts reading `descriptor` on a new thread, writing what it reads to `echo` too as it comes;
    /// where no thread can be made, `wait` reads it.
    public init(_ descriptor: Int32, echo: Int32? = nil) {
        self.descriptor = descriptor
        self.echo = echo
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        if pthread_create(
            &thread, nil,
            { context in
                let drain = Unmanaged<PipeDrain>.fromOpaque(context!).takeRetainedValue()
                drain.drain()
                return nil
            }, context) == 0
        {
            self.thread = thread
        } else {
            Unmanaged<PipeDrain>.fromOpaque(context).release()
        }
    }

    /// Everything read, once the pipe's writer has closed it.
    public func wait() -> [UInt8] {
        if !joined {
            joined = true
            if let thread { pthread_join(thread, nil) } else { drain() }
        }
        return bytes
    }

    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[..<count]
            if let echo { _ = chunk.withUnsafeBytes { write(echo, $0.baseAddress, count) } }
        }
    }
}
