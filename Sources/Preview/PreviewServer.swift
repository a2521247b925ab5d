import FileIO
import FlyingFox
import Foundation
import Layout

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
        let server: HTTPServer
        let handler = PreviewHandler(session: session, address: address)
        let pool = NoDelaySocketPool(base: HTTPServer.defaultPool())
        do {
            server = host.contains(":")
                ? HTTPServer(address: try .inet6(ip6: host, port: port), pool: pool, logger: .disabled, handler: handler)
                : HTTPServer(address: try .inet(ip4: host, port: port), pool: pool, logger: .disabled, handler: handler)
        } catch {
            throw Failure(description: "--host must be an IP address such as 127.0.0.1 or ::1, got '\(host)'")
        }
        session.requestRender()
        try watch(session, quiet: quiet)
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            serving.cancel()
            throw Failure(description: "cannot listen on \(host) port \(port): \((try? await serving.value).map { "\($0)" } ?? "\(error)")")
        }
        guard let listened = await server.listeningAddress else { throw Failure(description: "the server stopped before it listened") }
        let actualPort: UInt16 =
            switch listened {
            case .ip4(_, let p), .ip6(_, let p): p
            default: port
            }
        address.requests = RequestGuard(port: actualPort, host: host)
        listening("http://\(host.contains(":") ? "[\(host)]" : host):\(actualPort)/")
        try await serving.value
    }

    /// Watches the spec and the files its last render read, on a thread of its own, and renders again
    /// when they change.
    private static func watch(_ session: PreviewSession, quiet: Double) throws {
        let watcher: FileWatcher
        do { watcher = try FileWatcher() } catch { throw Failure(description: "\(error)") }
        let thread = Thread {
            while true {
                watcher.watch(Set(session.inputs + [session.absolutePath]))
                // Between polls the watch follows the files the latest render read (a picture just added).
                guard watcher.nextChange(quiet: quiet, stop: { watcher.watch(Set(session.inputs + [session.absolutePath])); return false }) != nil else { return }
                session.fileChanged()
            }
        }
        thread.start()
    }
}
