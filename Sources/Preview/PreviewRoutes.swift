import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOFoundationEssentialsCompat

/// The preview page's routes. URLs never name files: the server sends only its own page, script and
/// style, the state and pages it rendered, and takes values and saves; anything else is 404.
enum PreviewRoutes {
    /// The largest change a page sends.
    static let largestChange = 64 * 1024

    static func router(_ session: PreviewSession, address: ServedAddress) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: RequestCheck(address: address))
        router.get("/") { request, _ in
            page(Data(PreviewAssets.page.utf8), type: "text/html; charset=utf-8", socket: request.head.authority.map { "ws://\($0)" })
        }
        router.get("/preview.js") { _, _ in page(Data(PreviewAssets.script.utf8), type: "text/javascript; charset=utf-8") }
        router.get("/preview.css") { _, _ in page(Data(PreviewAssets.style.utf8), type: "text/css; charset=utf-8") }
        router.get("/state") { _, _ in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return page(try encoder.encode(session.state), type: "application/json")
        }
        router.get("/page/:file") { _, context in
            let file = context.parameters.get("file") ?? ""
            let number = file.hasSuffix(".svg") ? file.dropLast(".svg".count) : ""
            guard number.count <= 6, number.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(number), let svg = session.page(n) else {
                return text(.notFound, "no such page")
            }
            return page(Data(svg), type: "image/svg+xml")
        }
        router.get("/frame.svg") { request, _ in
            let progress = request.uri.queryParameters.get("t").flatMap { Double($0) } ?? 0
            guard progress.isFinite, let svg = try session.frame(atProgress: progress) else { return text(.notFound, "no frame") }
            return page(Data(svg), type: "image/svg+xml")
        }
        router.post("/set") { request, _ in
            guard let change = try await change(of: request) else { return badChange }
            guard session.set(figure: change.figure, key: change.key, value: change.value) else {
                return text(.badRequest, "\(change.figure) has no parameter \(change.key) the page can set")
            }
            return text(.accepted, "rendering")
        }
        router.post("/save") { request, _ in
            guard let change = try await change(of: request) else { return badChange }
            switch try session.save(figure: change.figure, key: change.key) {
            case .saved: return text(.ok, "saved")
            case .nothingToSave: return text(.notFound, "no value of \(change.key) is waiting to be saved")
            case .refused(let why): return text(.conflict, "not saved: \(why)")
            }
        }
        // The page's update socket: the number of every finished render, as text, until the page goes.
        router.ws("/updates") { _, outbound, _ in
            try await outbound.write(.text(String(session.state.version)))
            for await version in session.updates() { try await outbound.write(.text(String(version))) }
        }
        return router
    }

    /// The change a page posted, or nil when the body is not one (or is over `largestChange`).
    private static func change(of request: Request) async throws -> ChangeRequest? {
        guard let body = try? await request.body.collect(upTo: largestChange) else { return nil }
        return try? JSONDecoder().decode(ChangeRequest.self, from: Data(buffer: body))
    }

    private static var badChange: Response {
        text(.badRequest, "expected at most 64 KB of {\"figure\": ..., \"key\": ..., \"value\": ...}")
    }

    /// A page of the preview; a page may open a WebSocket to `socket` (its own server) and nowhere else.
    private static func page(_ body: Data, type: String, socket: String? = nil) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store"]
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.init("Content-Security-Policy")!] =
            "default-src 'self'; img-src 'self'; connect-src 'self'\(socket.map { " \($0)" } ?? ""); frame-ancestors 'none'"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: body)))
    }

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
