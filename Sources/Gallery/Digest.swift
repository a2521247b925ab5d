import Crypto
import Foundation

/// SHA-256 digests in lowercase hex, of bytes, of text and of files.
enum Digest {
    static func sha256(_ bytes: some DataProtocol) -> String {
        hex(SHA256.hash(data: bytes))
    }

    static func sha256(_ text: String) -> String {
        sha256(Data(text.utf8))
    }

    /// The digest and size of the file at `path`, read in chunks.
    static func file(_ path: String) throws(GalleryError) -> (sha256: String, bytes: Int) {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw .failure("cannot read \(path): \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        var count = 0
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                hasher.update(data: chunk)
                count += chunk.count
            }
        } catch {
            throw .failure("cannot read \(path): \(error.localizedDescription)")
        }
        return (hex(hasher.finalize()), count)
    }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hex(_ digest: SHA256.Digest) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
