import CSoup

/// One page's update socket, a WebSocket connection that libsoup keeps open until the page goes; `send` writes a
/// text message while it is open.
/// (Unchecked: libsoup's connection, a C object, is touched only on the loop thread; others send through `LocalServer.onLoop`.)
final class UpdateSocket: @unchecked Sendable {
    private let connection: OpaquePointer
    private var open = true
    private var whenClosed: (() -> Void)?

    /// Keeps `connection`, which libsoup hands over for the length of a callback only.
    init(_ connection: OpaquePointer) {
        self.connection = connection
        g_object_ref(UnsafeMutableRawPointer(connection))
        poster_soup_when_closed(
            connection, { _, socket in Unmanaged<UpdateSocket>.fromOpaque(socket!).takeRetainedValue().closed() },
            Unmanaged.passRetained(self).toOpaque())
    }

    func send(_ text: String) {
        guard open, soup_websocket_connection_get_state(connection) == SOUP_WEBSOCKET_STATE_OPEN else { return }
        soup_websocket_connection_send_text(connection, text)
    }

    /// Calls `body` once the page has closed the socket (or the connection broke).
    func onClose(_ body: @escaping () -> Void) {
        whenClosed = body
    }

    private func closed() {
        open = false
        whenClosed?()
        whenClosed = nil
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}
