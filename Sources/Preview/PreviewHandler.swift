import FlyingFox
import Foundation

/// Answers the preview page's requests. URLs never name files: the server sends only its own page,
/// script and style, the state and pages it rendered, and takes values and saves; anything else is 404.
struct PreviewHandler: HTTPHandler {
    let session: PreviewSession
    /// Set once the server listens and its port is known; until then every request is refused.
    let address: ServedAddress

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // The Host must name this server; a target in absolute form (`GET http://other/…`) would name another.
        let host = request.headers[.host]
        guard let requests = address.requests, requests.allowsHost(host), request.target.rawValue.hasPrefix("/") else {
            return text(.forbidden, "poster preview answers only to its own address (the Host header names another)")
        }
        switch (request.method, request.path) {
        case (.GET, "/"): return response(Data(PreviewAssets.page.utf8), type: "text/html; charset=utf-8", socket: host.map { "ws://\($0)" })
        case (.GET, "/preview.js"): return response(Data(PreviewAssets.script.utf8), type: "text/javascript; charset=utf-8")
        case (.GET, "/preview.css"): return response(Data(PreviewAssets.style.utf8), type: "text/css; charset=utf-8")
        case (.GET, "/state"):
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return response(try encoder.encode(session.state), type: "application/json")
        case (.GET, "/frame.svg"):
            let progress = request.query.first { $0.name == "t" }.flatMap { Double($0.value) } ?? 0
            guard progress.isFinite, let svg = try session.frame(atProgress: progress) else { return text(.notFound, "no frame") }
            return response(Data(svg), type: "image/svg+xml")
        case (.GET, let path) where path.hasPrefix("/page/") && path.hasSuffix(".svg"):
            let number = path.dropFirst("/page/".count).dropLast(".svg".count)
            guard number.count <= 6, number.allSatisfy(\.isASCIIDigit), let n = Int(number), let svg = session.page(n) else { return text(.notFound, "no such page") }
            return response(Data(svg), type: "image/svg+xml")
        case (.GET, "/updates"):
            guard requests.allowsOrigin(request.headers[HTTPHeader("Origin")]) else { return text(.forbidden, "the update socket is for the preview's own page") }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: UpdateSocket(session: session))).handleRequest(request)
        case (.POST, "/set"), (.POST, "/save"):
            guard requests.allowsOrigin(request.headers[HTTPHeader("Origin")]) else { return text(.forbidden, "changes come only from the preview's own page") }
            return try await change(request)
        default:
            return text(.notFound, "not found")
        }
    }

    /// `/set` {figure, key, value}: a value tried without touching the file; `/save` {figure, key}: that value written into the file.
    private func change(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = try await request.bodyData
        guard body.count <= 64 * 1024, let change = try? JSONDecoder().decode(ChangeRequest.self, from: body) else {
            return text(.badRequest, "expected {\"figure\": ..., \"key\": ..., \"value\": ...}")
        }
        if request.path == "/save" {
            do {
                switch try session.save(figure: change.figure, key: change.key) {
                case .saved: return text(.ok, "saved")
                case .nothingToSave: return text(.notFound, "no value of \(change.key) is waiting to be saved")
                case .refused(let why): return text(.conflict, "not saved: \(why)")
                }
            } catch {
                return text(.internalServerError, "\(error)")
            }
        }
        guard session.set(figure: change.figure, key: change.key, value: change.value) else {
            return text(.badRequest, "\(change.figure) has no parameter \(change.key) the page can set")
        }
        return text(.accepted, "rendering")
    }

    /// A response of `body`; a page may open a WebSocket to `socket` (its own server) and nowhere else.
    private func response(_ body: Data, type: String, socket: String? = nil) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: type, .cacheControl: "no-store"]
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Content-Security-Policy")] = "default-src 'self'; img-src 'self'; connect-src 'self'\(socket.map { " \($0)" } ?? ""); frame-ancestors 'none'"
        return HTTPResponse(statusCode: .ok, headers: headers, body: body)
    }

    private func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"], body: Data((message + "\n").utf8))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
