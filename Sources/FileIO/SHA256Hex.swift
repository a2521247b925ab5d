import Crypto
import Foundation

/// SHA-256 digests in lowercase hexadecimal: how inputs, pictures and outputs are told apart by content.
public enum SHA256Hex {
    /// The digest of `bytes`.
    public static func of(_ bytes: some DataProtocol) -> String {
        hex(SHA256.hash(data: bytes))
    }

    /// `digest`'s bytes in lowercase hexadecimal.
    public static func hex(_ digest: some Sequence<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let digits = Array("0123456789abcdef".utf8)
}
