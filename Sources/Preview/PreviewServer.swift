import Compose
import FileIO
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// `poster preview`: serves a spec's live preview page on the given host and port until stopped,
/// rendering again whenever the spec or a file it reads changes.
public enum PreviewServer {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Serves `specPath`'s preview, calling `listening` with the page's address once it can be opened.
    public static func run(
        specPath: String, host: String, port: UInt16, options: LoadOptions, duration: Double, quiet: Double, listening: @escaping @Sendable (String) -> Void
    ) async throws {
        let session = PreviewSession(specPath: specPath, options: options, duration: duration)
        let address = ServedAddress()
        let router = PreviewRoutes.router(session, address: address)
        var logger = Logger(label: "poster.preview")
        logger.logLevel = .critical
        let app = Application(
            router: router, server: .http1WebSocketUpgrade(webSocketRouter: router), configuration: .init(address: .hostname(host, port: Int(port))),
            onServerRunning: { channel in
                let actual = UInt16(channel.localAddress?.port ?? Int(port))
                address.requests = RequestGuard(port: actual, host: host)
                listening("http://\(host.contains(":") ? "[\(host)]" : host):\(actual)/")
            }, logger: logger)
        session.requestRender()
        try watch(session, quiet: quiet)
        do {
            try await app.run()
        } catch {
            throw Failure(description: "cannot serve on \(host) port \(port): \(error)")
        }
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
