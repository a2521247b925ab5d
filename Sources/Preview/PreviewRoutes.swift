import Foundation

/// The preview page's routes. URLs never name files: the server sends only its own page, script and
/// style, the state and pages it rendered, and takes values and saves; anything else is 404.
enum PreviewRoutes {
    /// The largest change a page sends, and the largest body the server reads.
    static let largestChange = 64 * 1024
    /// The page's update socket: the number of every finished render, as text, until the page goes.
    static let updates = "/updates"

    static func answer(_ request: ServedRequest, from session: PreviewSession) -> ServedReply {
        do {
            return try route(request, session)
        } catch {
            return .text(500, "\(error)")
        }
    }

    private static func route(_ request: ServedRequest, _ session: PreviewSession) throws -> ServedReply {
        switch (request.method, request.path) {
        case ("GET", "/"):
            return page(Array(PreviewAssets.page.utf8), type: "text/html; charset=utf-8", socket: request.host.map { "ws://\($0)" })
        case ("GET", "/preview.js"): return page(Array(PreviewAssets.script.utf8), type: "text/javascript; charset=utf-8")
        case ("GET", "/preview.css"): return page(Array(PreviewAssets.style.utf8), type: "text/css; charset=utf-8")
        case ("GET", "/state"):
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return page(Array(try encoder.encode(session.state)), type: "application/json")
        case ("GET", let path) where path.hasPrefix("/page/"):
            let file = path.dropFirst("/page/".count)
            let number = file.hasSuffix(".svg") ? file.dropLast(".svg".count) : ""
            guard number.count <= 6, number.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(number), let svg = session.page(n) else {
                return .text(404, "no such page")
            }
            return page(svg, type: "image/svg+xml")
        case ("GET", "/frame.svg"):
            let progress = request.query["t"].flatMap { Double($0) } ?? 0
            guard progress.isFinite, let svg = try session.frame(atProgress: progress) else { return .text(404, "no frame") }
            return page(svg, type: "image/svg+xml")
        case ("POST", "/set"):
            guard let change = change(of: request) else { return badChange }
            guard session.set(figure: change.figure, key: change.key, value: change.value) else {
                return .text(400, "\(change.figure) has no parameter \(change.key) the page can set")
            }
            return .text(202, "rendering")
        case ("POST", "/save"):
            guard let change = change(of: request) else { return badChange }
            switch try session.save(figure: change.figure, key: change.key) {
            case .saved: return .text(200, "saved")
            case .nothingToSave: return .text(404, "no value of \(change.key) is waiting to be saved")
            case .refused(let why): return .text(409, "not saved: \(why)")
            }
        default:
            return .text(404, "not found")
        }
    }

    /// The change a page posted, or nil when the body is not one.
    private static func change(of request: ServedRequest) -> ChangeRequest? {
        try? JSONDecoder().decode(ChangeRequest.self, from: Data(request.body))
    }

    static var badChange: ServedReply {
        .text(400, "expected at most 64 KB of {\"figure\": ..., \"key\": ..., \"value\": ...}")
    }

    /// A page of the preview; a page may open a WebSocket to `socket` (its own server) and nowhere else.
    private static func page(_ body: [UInt8], type: String, socket: String? = nil) -> ServedReply {
        var reply = ServedReply(status: 200, type: type, body: body)
        reply.headers += [
            ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", "default-src 'self'; img-src 'self'; connect-src 'self'\(socket.map { " \($0)" } ?? ""); frame-ancestors 'none'"),
        ]
        return reply
    }
}
