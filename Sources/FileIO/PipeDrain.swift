import Foundation

/// Reads a pipe to its end on a thread of its own, so a child that fills it never blocks while its
/// other pipes are read or written.
/// (`@unchecked Sendable`: its data is written by the draining thread before it signals `done`, and read only after waiting for it.)
public final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    public init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the pipe's writer has closed it.
    public func wait() -> Data {
        done.wait()
        return data
    }
}
