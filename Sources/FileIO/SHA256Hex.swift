import CGLib
import FoundationEssentials

/// SHA-256 digests in lowercase hexadecimal: how inputs, pictures and outputs are told apart by content.
/// GLib's `GChecksum` computes them: GLib is loaded already (Pango and librsvg link it), where a crypto
/// package would add a whole TLS library to every build for one hash.
public enum SHA256Hex {
    /// The digest of `bytes`.
    public static func of(_ bytes: some DataProtocol) -> String {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes`, as 32 raw bytes.
    public static func bytes(of bytes: some DataProtocol) -> [UInt8] {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalizeBytes()
    }
}

/// A SHA-256 computed piece by piece, for inputs read in chunks.
public struct SHA256Hasher: ~Copyable {
    private let checksum: OpaquePointer

    public init() {
        checksum = g_checksum_new(G_CHECKSUM_SHA256)
    }

    deinit {
        g_checksum_free(checksum)
    }

    /// Adds `bytes` to what is hashed.
    public mutating func update(_ bytes: some DataProtocol) {
        for region in bytes.regions {
            region.withUnsafeBytes { raw in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { return }
                g_checksum_update(checksum, base, raw.count)
            }
        }
    }

    /// The digest in lowercase hexadecimal; the hasher takes no more bytes after it.
    public consuming func finalize() -> String {
        String(cString: g_checksum_get_string(checksum))
    }

    /// The digest as 32 raw bytes; the hasher takes no more bytes after it.
    public consuming func finalizeBytes() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length = gsize(digest.count)
        g_checksum_get_digest(checksum, &digest, &length)
        return Array(digest.prefix(Int(length)))
    }
}
