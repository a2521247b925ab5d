import CLibMD
import FoundationEssentials

/// SHA-256 digests in lowercase hexadecimal: how inputs, pictures and outputs are told apart by content.
/// libmd computes them: the X11 client libraries cairo links load it at every start already (through
/// libbsd), where GLib's `GChecksum` would map GLib and PCRE2 into runs that never hash, and a crypto
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
    private var context = SHA2_CTX()

    public init() {
        SHA256Init(&context)
    }

    /// Adds `bytes` to what is hashed.
    public mutating func update(_ bytes: some DataProtocol) {
        for region in bytes.regions {
            region.withUnsafeBytes { raw in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { return }
                SHA256Update(&context, base, raw.count)
            }
        }
    }

    /// The digest in lowercase hexadecimal; the hasher takes no more bytes after it.
    public consuming func finalize() -> String {
        var text = [CChar](repeating: 0, count: 2 * Int(SHA256_DIGEST_LENGTH) + 1)
        return text.withUnsafeMutableBufferPointer { buffer in
            SHA256End(&context, buffer.baseAddress)
            return String(cString: buffer.baseAddress!)
        }
    }

    /// The digest as 32 raw bytes; the hasher takes no more bytes after it.
    public consuming func finalizeBytes() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256Final(&digest, &context)
        return digest
    }
}
