import Workers

/// Digests of files that many specs share (fonts, data), each computed once per run.
final class DigestCache: Sendable {
    private let digests = Locked([String: String]())

    /// The SHA-256 of the file at `path`.
    func sha256(of path: String) throws(GalleryError) -> String {
        if let known = digests.withLock({ $0[path] }) { return known }
        let digest = try Digest.file(path).sha256
        digests.withLock { $0[path] = digest }
        return digest
    }
}
