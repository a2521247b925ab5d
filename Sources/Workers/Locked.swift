import Glibc

/// A value shared by threads, read and changed only inside `withLock`, under a POSIX mutex: the compiler
/// sees every use go through the lock, as with `Synchronization.Mutex`. Not that `Mutex`: on Linux it hands a
/// contended lock from thread to thread inside the kernel (a priority-inheriting futex), where
/// ThreadSanitizer cannot see it, and `make tsan-tests` reported races on state it guarded.
/// (Unchecked: POSIX's mutex, which ThreadSanitizer sees, not Swift, makes the value one thread's at a time.)
public final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The value, out of line: a stored property of no size (a lock over C state alone, `Locked(())`) would
    /// share its address with `mutex`, and ThreadSanitizer would take reading the one for changing the other.
    private let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)

    public init(_ value: Value) {
        self.value.initialize(to: value)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` on the value while holding the lock.
    public func withLock<T, Failure: Error>(_ body: (inout Value) throws(Failure) -> T) throws(Failure) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
