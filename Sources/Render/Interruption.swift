import Dispatch
import Foundation

/// What an interrupted run leaves behind: nothing. The temporary files of outputs being written are
/// tracked, and on SIGINT or SIGTERM they are removed before the process ends, so earlier outputs
/// stay as they were and no partial file remains.
public enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: Set<String> = []
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Installs the handlers; call once, early in the program.
    public static func removeTemporaryFilesOnSignals() {
        for signal in [SIGINT, SIGTERM] {
            Foundation.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler {
                lock.lock()
                for path in active { unlink(path) }
                active.removeAll()
                lock.unlock()
                // At once, as a signal would: no exit handlers run while the main thread is mid-render.
                _exit(128 + signal)
            }
            source.resume()
            lock.lock()
            sources.append(source)
            lock.unlock()
        }
    }

    static func track(_ path: String) {
        lock.lock()
        active.insert(path)
        lock.unlock()
    }

    static func forget(_ path: String) {
        lock.lock()
        active.remove(path)
        lock.unlock()
    }
}
