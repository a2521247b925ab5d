/// Refuses, once a request's head is read and before its body is, a request that does not name this server (its
/// Host), a change or an update socket that does not come from the preview's own page (its Origin), and a body
/// over `PreviewRoutes.largestChange` or of no stated length, which the server would otherwise read whole into
/// memory. See `RequestGuard`.
enum RequestCheck {
    static func refusal(of request: ServedRequest, by requests: RequestGuard) -> ServedReply? {
        guard requests.allowsHost(request.host) else {
            return .text(403, "poster preview answers only to its own address (the Host header names another)")
        }
        if request.method == "POST" || request.path == PreviewRoutes.updates, !requests.allowsOrigin(request.origin) {
            return .text(403, "changes and the update socket are for the preview's own page only")
        }
        guard let length = request.declaredLength, length <= PreviewRoutes.largestChange else { return PreviewRoutes.badChange }
        return nil
    }
}
