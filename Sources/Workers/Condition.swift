import Glibc

/// A lock with a condition variable (POSIX's `pthread_cond_t`), with `NSCondition`'s calls: a thread
/// holding the lock waits until another, holding it, broadcasts that what it waits on may have changed.
/// (`@unchecked Sendable`: the lock is what makes its users' state one thread's at a time.)
public final class Condition: @unchecked Sendable {
    private let mutex = Lock()
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    public func lock() {
        mutex.lock()
    }

    public func unlock() {
        mutex.unlock()
    }

    /// Runs `body` while holding the lock.
    public func withLock<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        try mutex.withLock(body)
    }

    /// Releases the lock, which the caller holds, until a broadcast, then takes it again; the caller checks
    /// again what it waits for (a wait may also end without one).
    public func wait() {
        pthread_cond_wait(condition, mutex.mutex)
    }

    /// Wakes every thread waiting.
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
