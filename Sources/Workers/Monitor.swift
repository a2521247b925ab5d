import Glibc

/// A state that threads hand each other: read and changed under a lock, with a condition variable
/// (POSIX's `pthread_cond_t`) that lets a thread wait, the lock let go meanwhile, until another has
/// changed the state as it needs (`Locked` has no condition to wait on).
/// (Unchecked: POSIX's mutex and condition variable, not Swift, make the state one thread's at a time.)
public final class Monitor<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: State

    public init(_ state: State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` on the state while holding the lock, once `ready` holds of it (until then the lock is
    /// let go, and taken again each time another thread has changed the state); then wakes every thread
    /// waiting, for the state may have changed.
    public func withLock<T, Failure: Error>(
        waitingUntil ready: (State) -> Bool = { _ in true }, _ body: (inout State) throws(Failure) -> T
    ) throws(Failure) -> T {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        while !ready(state) { pthread_cond_wait(condition, mutex) }
        return try body(&state)
    }
}
