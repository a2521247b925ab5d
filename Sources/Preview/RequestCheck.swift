import Hummingbird

/// Refuses, before any route, a request that does not name this server (its Host) and a change or an update socket that does not come from
/// the preview's own page (its Origin). See `RequestGuard`.
struct RequestCheck<Context: RequestContext>: RouterMiddleware {
    let address: ServedAddress

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // HTTP/1's Host header arrives as the authority (a target in absolute form, `GET http://other/…`, is read
        // for its path only: the Host header still decides).
        guard let requests = address.requests, requests.allowsHost(request.head.authority) else {
            return PreviewRoutes.text(.forbidden, "poster preview answers only to its own address (the Host header names another)")
        }
        if request.method == .post || request.uri.path == "/updates", !requests.allowsOrigin(request.headers[.origin]) {
            return PreviewRoutes.text(.forbidden, "changes and the update socket are for the preview's own page only")
        }
        return try await next(request, context)
    }
}
