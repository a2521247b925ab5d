import FileIO
import Foundation
import Pipeline

/// `poster preview`: serves a spec's live preview page on the given host and port until stopped,
/// rendering again whenever the spec or a file it reads changes.
public enum PreviewServer {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Serves `specPath`'s preview, calling `listening` with the page's address once it can be opened.
    public static func run(
        specPath: String, host: String, port: UInt16, options: LoadPolicy, duration: Double, quiet: Double, listening: @escaping @Sendable (String) -> Void
    ) async throws {
        let session = PreviewSession(specPath: specPath, options: options, duration: duration)
        var requests: RequestGuard?
        let server: LocalServer
        do {
            server = try LocalServer(
                host: host, port: port, socketPath: PreviewRoutes.updates,
                check: { request in requests.map { RequestCheck.refusal(of: request, by: $0) } ?? .text(503, "not listening yet") },
                answer: { PreviewRoutes.answer($0, from: session) }, opened: { send(session.updates(), to: $0, from: session) })
        } catch {
            throw Failure(description: "cannot serve on \(host) port \(port): \(error)")
        }
        requests = RequestGuard(port: server.port, host: host)
        session.requestRender()
        try watch(session, quiet: quiet)
        listening("http://\(host.contains(":") ? "[\(host)]" : host):\(server.port)/")
        await server.serve()
    }

    /// Sends `socket` the number of the latest render at once, then that of every render that finishes, until the
    /// page closes it.
    private static func send(_ updates: AsyncStream<Int>, to socket: UpdateSocket, from session: PreviewSession) {
        socket.send(String(session.state.version))
        let sending = Task {
            for await version in updates { LocalServer.onLoop { socket.send(String(version)) } }
        }
        socket.onClose { sending.cancel() }
    }

    /// Watches the spec and the files its last render read, on a thread of its own, and renders again
    /// when they change.
    private static func watch(_ session: PreviewSession, quiet: Double) throws {
        let watcher: FileWatcher
        do { watcher = try FileWatcher() } catch { throw Failure(description: "\(error)") }
        let thread = Thread {
            while true {
                // The files the latest render read, asked for afresh while waiting (a picture just added).
                session.fileChanged(watcher.nextChange(of: { session.watched }, quiet: quiet))
            }
        }
        thread.start()
    }
}
