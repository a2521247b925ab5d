import Synchronization

/// A value shared by worker threads, read and changed only while holding its lock: a
/// `Synchronization.Mutex` that closures can capture and threads share, as a class.
public final class Locked<Value>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` on the value while holding the lock.
    public func withLock<T, Failure: Error>(_ body: (inout sending Value) throws(Failure) -> sending T) throws(Failure) -> sending T {
        try mutex.withLock(body)
    }
}
