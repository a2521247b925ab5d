import CSoup
import Foundation
import Workers

/// An HTTP/1.1 server with a WebSocket path, on libsoup (which GLib, already loaded for Pango and librsvg,
/// carries): libsoup parses each request, `check` sees its head before its body is read and may answer it
/// at once, `answer` gets the rest, and an upgrade on `socketPath` goes to `opened`. Every callback runs on
/// one thread, the GLib main loop's, which `serve()` starts.
/// (Unchecked: libsoup's C objects are touched while listening, before the loop starts, then on its thread alone.)
final class LocalServer: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The port it listens on (the one asked for, or the free one picked for port 0).
    let port: UInt16
    private let server: UnsafeMutablePointer<SoupServer>
    private let check: (ServedRequest) -> ServedReply?
    private let answer: (ServedRequest) -> ServedReply
    private let opened: (UpdateSocket) -> Void

    /// Listens on `host` (an IP address or a name it resolves to) and `port`, or throws libsoup's reason.
    init(
        host: String, port: UInt16, socketPath: String, check: @escaping (ServedRequest) -> ServedReply?,
        answer: @escaping (ServedRequest) -> ServedReply, opened: @escaping (UpdateSocket) -> Void
    ) throws {
        self.check = check
        self.answer = answer
        self.opened = opened
        server = poster_soup_server_new()!
        let address = try Self.address(host, port)
        defer { g_object_unref(address) }
        var error: UnsafeMutablePointer<GError>?
        guard soup_server_listen(server, address, SoupServerListenOptions(0), &error) != 0 else { throw Self.failure(error) }
        self.port = Self.listeningPort(server) ?? port
        let me = Unmanaged.passUnretained(self).toOpaque()
        soup_server_add_early_handler(server, nil, { _, message, _, _, me in LocalServer.of(me).early(message) }, me, nil)
        soup_server_add_early_handler(server, socketPath, { _, message, _, _, me in LocalServer.of(me).early(message) }, me, nil)
        soup_server_add_handler(server, nil, { _, message, _, _, me in LocalServer.of(me).handle(message) }, me, nil)
        soup_server_add_websocket_handler(
            server, socketPath, nil, nil, { _, _, _, connection, me in LocalServer.of(me).opened(UpdateSocket(connection!)) }, me, nil)
    }

    /// Runs the main loop on a thread of its own; returns only if the loop ends.
    func serve() async {
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                let loop = g_main_loop_new(nil, 0)
                g_main_loop_run(loop)
                g_main_loop_unref(loop)
                ended.resume()
            }
            thread.start()
        }
        withExtendedLifetime(self) {}
    }

    /// Runs `work` on the loop's thread, soon. The work waits in `waiting`, under a lock of its own rather than
    /// passed through GLib, whose locks ThreadSanitizer cannot see.
    static func onLoop(_ work: @escaping @Sendable () -> Void) {
        waiting.add(work)
        g_main_context_invoke(
            nil,
            { _ in
                LocalServer.waiting.run()
                return 0
            }, nil)
    }

    private static let waiting = WaitingWork()

    /// The work handed to the loop thread, waiting for it to run.
    private final class WaitingWork: Sendable {
        private let work = Locked<[@Sendable () -> Void]>([])

        func add(_ item: @escaping @Sendable () -> Void) {
            work.withLock { $0.append(item) }
        }

        /// Runs all the work waiting, in the order it came.
        func run() {
            for item in work.withLock({ work in
                defer { work = [] }
                return work
            }) { item() }
        }
    }

    private static func of(_ pointer: UnsafeMutableRawPointer?) -> LocalServer {
        Unmanaged<LocalServer>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Answers a request whose head `check` refuses without calling `answer`. libsoup still reads the body
    /// before it sends the answer (HTTP/1 gives it no other way to keep the connection): each piece is let go
    /// as it arrives, so a body of any length costs no memory.
    private func early(_ message: OpaquePointer?) {
        guard let message, let reply = check(request(message, withBody: false)) else { return }
        soup_message_body_set_accumulate(soup_server_message_get_request_body(message), 0)
        respond(message, reply)
    }

    private func handle(_ message: OpaquePointer?) {
        guard let message else { return }
        respond(message, answer(request(message, withBody: true)))
    }

    private func request(_ message: OpaquePointer, withBody: Bool) -> ServedRequest {
        let headers = soup_server_message_get_request_headers(message)
        let uri = soup_server_message_get_uri(message)
        let declaredLength: Int? =
            switch soup_message_headers_get_encoding(headers) {
            case SOUP_ENCODING_NONE: 0
            case SOUP_ENCODING_CONTENT_LENGTH: Int(exactly: soup_message_headers_get_content_length(headers))
            default: nil
            }
        var body: [UInt8] = []
        if withBody, let read = soup_server_message_get_request_body(message), let data = read.pointee.data, read.pointee.length > 0 {
            body = Array(UnsafeRawBufferPointer(start: data, count: Int(read.pointee.length)))
        }
        return ServedRequest(
            method: string(soup_server_message_get_method(message)) ?? "", path: string(g_uri_get_path(uri)) ?? "/",
            query: Self.parameters(string(g_uri_get_query(uri))), host: string(soup_message_headers_get_one(headers, "Host")),
            origin: string(soup_message_headers_get_one(headers, "Origin")), declaredLength: declaredLength, body: body)
    }

    private func respond(_ message: OpaquePointer, _ reply: ServedReply) {
        soup_server_message_set_status(message, reply.status, nil)
        let headers = soup_server_message_get_response_headers(message)
        for header in reply.headers { soup_message_headers_replace(headers, header.name, header.value) }
        reply.body.withUnsafeBufferPointer { body in
            soup_server_message_set_response(message, reply.type, SOUP_MEMORY_COPY, body.baseAddress, gsize(body.count))
        }
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// A query's parameters, `+` and percent escapes decoded; the first of a repeated name wins.
    private static func parameters(_ query: String?) -> [String: String] {
        var parameters: [String: String] = [:]
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part) }
            let name = decode(parts[0])
            if parameters[name] == nil { parameters[name] = parts.count > 1 ? decode(parts[1]) : "" }
        }
        return parameters
    }

    /// The socket address of `host` (an IP address, or else the first address its name resolves to) and `port`.
    private static func address(_ host: String, _ port: UInt16) throws -> UnsafeMutablePointer<GSocketAddress> {
        if let literal = g_inet_socket_address_new_from_string(host, guint(port)) { return literal }
        let resolver = g_resolver_get_default()
        defer { g_object_unref(resolver) }
        var error: UnsafeMutablePointer<GError>?
        guard let found = g_resolver_lookup_by_name(resolver, host, nil, &error) else { throw failure(error) }
        defer { g_resolver_free_addresses(found) }
        return g_inet_socket_address_new(found.pointee.data.assumingMemoryBound(to: GInetAddress.self), port)
    }

    private static func listeningPort(_ server: UnsafeMutablePointer<SoupServer>) -> UInt16? {
        guard let listeners = soup_server_get_listeners(server) else { return nil }
        defer { g_slist_free(listeners) }
        guard let socket = listeners.pointee.data?.assumingMemoryBound(to: GSocket.self),
            let local = g_socket_get_local_address(socket, nil)
        else { return nil }
        defer { g_object_unref(local) }
        return UInt16(exactly: g_inet_socket_address_get_port(UnsafeMutableRawPointer(local).assumingMemoryBound(to: GInetSocketAddress.self)))
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> Failure {
        defer { g_error_free(error) }
        return Failure(description: error.map { String(cString: poster_soup_error_message($0)) } ?? "unknown error")
    }
}
