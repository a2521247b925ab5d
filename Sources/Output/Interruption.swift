import FileIO
import Glibc
import Synchronization
import Workers

/// What an interrupted run leaves behind: nothing. The temporary files of outputs being written are
/// tracked, and on SIGINT or SIGTERM they are removed before the process ends, so earlier outputs
/// stay as they were and no partial file remains. The handlers are installed when the first such file
/// is made (or a command says how it ends when stopped): a run that writes nothing (`--version`,
/// `check`, a refused command line) starts no signal thread and ends on a signal as any program does.
///
/// The handler only writes the signal's number to a pipe (all a signal handler may safely do); a thread
/// of its own reads it and cleans up under the lock. (A dispatch signal source did this before, but it
/// started libdispatch's machinery in every run that writes a file, a tenth of a millisecond or more.)
public enum Interruption {
    /// What the signal thread reads, under the lock, and the other threads change.
    private struct State {
        /// The temporary files of outputs being written.
        var active: Set<String> = []
        /// What a command that runs until it is stopped says when it is, and its exit status (nil: 128 + the signal).
        var farewell: (message: String, status: Int32)?
    }

    private static let state = Locked(State())
    /// The pipe's end the signal handler writes to; set once, before the handler is installed. Atomic,
    /// as the handler may run on any thread, and an atomic load is safe in a signal handler.
    private static let signalled = Atomic<Int32>(-1)

    /// The handlers, installed once, the first time they are needed. Where no pipe or thread can be
    /// made, none is installed and a signal ends the run as it ends any program.
    private static let handlers: Void = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var thread = pthread_t()
        let reading = UnsafeMutableRawPointer(bitPattern: Int(ends[0]) + 1)
        let listening = pthread_create(
            &thread, nil,
            { reading in
                listen(on: Int32(Int(bitPattern: reading) - 1))
                return nil
            }, reading)
        guard listening == 0 else {
            close(ends[0])
            close(ends[1])
            return
        }
        pthread_detach(thread)
        signalled.store(ends[1], ordering: .releasing)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            let interrupted = errno
            var number = UInt8(truncatingIfNeeded: signal)
            _ = write(Interruption.signalled.load(ordering: .acquiring), &number, 1)
            errno = interrupted
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for signal in [SIGINT, SIGTERM] { sigaction(signal, &action, nil) }
    }()

    /// The signal thread: waits for a signal's number on `descriptor`, then removes the temporary files
    /// and ends the process as the signal would have. Should the pipe fail, signals end the run as they
    /// end any program. The thread takes the signals even where poster was started with them blocked (a
    /// mask is inherited: a parent that starts poster from one of libdispatch's threads blocks every signal).
    private static func listen(on descriptor: Int32) {
        var taken = sigset_t()
        sigemptyset(&taken)
        for signal in [SIGINT, SIGTERM] { sigaddset(&taken, signal) }
        pthread_sigmask(SIG_UNBLOCK, &taken, nil)
        var number: UInt8 = 0
        while read(descriptor, &number, 1) != 1 {
            guard errno == EINTR else {
                for signal in [SIGINT, SIGTERM] { Glibc.signal(signal, SIG_DFL) }
                return
            }
        }
        // The lock is kept to the end: no other thread makes a temporary file once these are removed.
        state.withLock { state in
            for path in state.active { unlink(path) }
            if let farewell = state.farewell { StandardError.write(farewell.message + "\n") }
            // At once, as a signal would: no exit handlers run while the main thread is mid-render.
            _exit(state.farewell?.status ?? 128 + Int32(number))
        }
    }

    /// Makes a signal end the process with `message` and `status`, for a command whose normal end is
    /// being stopped (`poster watch`); temporary files are removed as always.
    public static func endStopped(saying message: String, status: Int32) {
        _ = handlers
        state.withLock { $0.farewell = (message, status) }
    }

    /// Runs `make`, which creates a temporary file and returns its descriptor and path, and tracks the
    /// path, with a signal held off meanwhile: one that arrives while the file is being made removes it
    /// once it is made, never leaving it behind between its creation and its tracking.
    static func creating<Failure: Error>(_ make: () throws(Failure) -> (Int32, String)) throws(Failure) -> (Int32, String) {
        _ = handlers
        return try state.withLock { (state) throws(Failure) in
            let made = try make()
            state.active.insert(made.1)
            return made
        }
    }

    /// Ends the process now with `message` and `status`, for a run that cannot go on (a library it needs
    /// cannot be opened): the temporary files of outputs being written are removed, earlier outputs stay.
    public static func abandon(saying message: String, status: Int32) -> Never {
        // The lock is kept to the end: no other thread makes a temporary file once these are removed.
        state.withLock { state in
            for path in state.active { unlink(path) }
            StandardError.write(message + "\n")
            _exit(status)
        }
    }

    static func forget(_ path: String) {
        state.withLock { _ = $0.active.remove(path) }
    }
}
