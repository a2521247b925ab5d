import Glibc

/// A mutual-exclusion lock over POSIX's `pthread_mutex_t`, with `NSLock`'s calls. poster keeps its own
/// rather than Foundation's: `NSLock` is in the part of Foundation built on CoreFoundation and ICU, and a
/// single use links all of it into the executable, some 35,000 relocations every start pays for.
/// `Synchronization.Mutex` offers no `lock` and `unlock` to hold across a signal handler's exit
/// (`Interruption`) or to pair with a condition (`Condition`).
/// (`@unchecked Sendable`: the mutex is what makes its users' state one thread's at a time.)
public final class Lock: @unchecked Sendable {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() {
        pthread_mutex_lock(mutex)
    }

    public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` while holding the lock.
    public func withLock<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
