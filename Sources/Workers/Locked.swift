/// A value shared by worker threads, read and changed only while holding its lock.
/// (`@unchecked Sendable`: the lock makes every access one thread's.)
public final class Locked<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock.
    public func withLock<T, Failure: Error>(_ body: (inout Value) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
