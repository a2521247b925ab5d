/// What the server answers a request with.
struct ServedReply {
    let status: UInt32
    let type: String
    let body: [UInt8]
    /// Headers besides Content-Type and Content-Length.
    var headers: [(name: String, value: String)] = [("Cache-Control", "no-store")]

    /// A plain text answer, `message` and a line end.
    static func text(_ status: UInt32, _ message: String) -> ServedReply {
        ServedReply(status: status, type: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }
}
