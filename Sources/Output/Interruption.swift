import Dispatch
import FileIO
import Glibc
import Workers

/// What an interrupted run leaves behind: nothing. The temporary files of outputs being written are
/// tracked, and on SIGINT or SIGTERM they are removed before the process ends, so earlier outputs
/// stay as they were and no partial file remains. The handlers are installed when the first such file
/// is made (or a command says how it ends when stopped): a run that writes nothing (`--version`,
/// `check`, a refused command line) starts no signal thread and ends on a signal as any program does.
public enum Interruption {
    private static let lock = Lock()
    /// (`nonisolated(unsafe)`, these three: read and changed only under `lock`, the signal handler's too.)
    nonisolated(unsafe) private static var active: Set<String> = []
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    /// What a command that runs until it is stopped says when it is, and its exit status (nil: 128 + the signal).
    /// (`nonisolated(unsafe)`: as the two above.)
    nonisolated(unsafe) private static var farewell: (message: String, status: Int32)?

    /// The handlers, installed once, the first time they are needed.
    private static let handlers: Void = {
        for signal in [SIGINT, SIGTERM] {
            Glibc.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler {
                // The lock is kept to the end: no other thread makes a temporary file once these are removed.
                lock.lock()
                for path in active { unlink(path) }
                if let farewell { StandardError.write(farewell.message + "\n") }
                // At once, as a signal would: no exit handlers run while the main thread is mid-render.
                _exit(farewell?.status ?? 128 + signal)
            }
            source.resume()
            lock.lock()
            sources.append(source)
            lock.unlock()
        }
    }()

    /// Makes a signal end the process with `message` and `status`, for a command whose normal end is
    /// being stopped (`poster watch`); temporary files are removed as always.
    public static func endStopped(saying message: String, status: Int32) {
        _ = handlers
        lock.lock()
        farewell = (message, status)
        lock.unlock()
    }

    /// Runs `make`, which creates a temporary file and returns its descriptor and path, and tracks the
    /// path, with a signal held off meanwhile: one that arrives while the file is being made removes it
    /// once it is made, never leaving it behind between its creation and its tracking.
    static func creating(_ make: () throws -> (Int32, String)) rethrows -> (Int32, String) {
        _ = handlers
        lock.lock()
        defer { lock.unlock() }
        let made = try make()
        active.insert(made.1)
        return made
    }

    /// Ends the process now with `message` and `status`, for a run that cannot go on (a library it needs
    /// cannot be opened): the temporary files of outputs being written are removed, earlier outputs stay.
    public static func abandon(saying message: String, status: Int32) -> Never {
        // The lock is kept to the end: no other thread makes a temporary file once these are removed.
        lock.lock()
        for path in active { unlink(path) }
        StandardError.write(message + "\n")
        _exit(status)
    }

    static func forget(_ path: String) {
        lock.lock()
        active.remove(path)
        lock.unlock()
    }
}
