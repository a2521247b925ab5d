/// A request as the preview's checks and routes read it, taken from libsoup's message (`LocalServer`).
struct ServedRequest {
    let method: String
    /// The path, as sent (percent escapes kept).
    let path: String
    /// The query's parameters, decoded.
    let query: [String: String]
    /// The Host header: HTTP/1's authority (a target in absolute form, `GET http://other/…`, is read for its path
    /// only: the Host header still decides).
    let host: String?
    let origin: String?
    /// The body's length as the head gives it: 0 without a body, nil when it is sent in chunks of no stated length.
    let declaredLength: Int?
    /// The body; empty while the head alone has been read.
    let body: [UInt8]
}
