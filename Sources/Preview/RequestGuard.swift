/// Which requests the preview answers. Every request must name the server as the browser reached it,
/// a loopback name (or the host it was told to bind) with its port, in its Host header: a page on
/// another site whose name was made to resolve to 127.0.0.1 (DNS rebinding) names itself and is
/// refused. Requests that change something or open the update socket must also come from the
/// preview's own page (their Origin), so another site cannot send them from a visitor's browser.
struct RequestGuard: Sendable {
    let port: UInt16
    /// Host names the server answers to, lowercased.
    let names: Set<String>

    init(port: UInt16, host: String) {
        self.port = port
        names = Set(["127.0.0.1", "localhost", "[::1]", host.contains(":") ? "[\(host)]" : host].map { $0.lowercased() })
    }

    /// Whether a Host header names this server.
    func allowsHost(_ header: String?) -> Bool {
        guard let header else { return false }
        return names.contains { "\($0):\(port)" == header.lowercased() }
    }

    /// Whether an Origin header is this server's own page.
    func allowsOrigin(_ header: String?) -> Bool {
        guard let header else { return false }
        return names.contains { "http://\($0):\(port)" == header.lowercased() }
    }
}
