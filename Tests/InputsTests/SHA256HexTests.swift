import FileIO
import Foundation
import Testing

/// SHA-256 through libmd: the digests every input, output and shard is told apart by.
@Suite struct SHA256HexTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func publishedVectors(text: String, digest: String) {
        #expect(SHA256Hex.of(Data(text.utf8)) == digest)
        #expect(SHA256Hex.bytes(of: Data(text.utf8)).map { String(format: "%02x", $0) }.joined() == digest)
    }

    /// A million "a"s fed in uneven pieces give the published digest of the whole.
    @Test func piecesHashAsTheWhole() {
        let whole = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        var hasher = SHA256Hasher()
        var start = 0
        var size = 1
        while start < whole.count {
            let end = min(whole.count, start + size)
            hasher.update(whole[start..<end])
            start = end
            size = size * 3 + 1
        }
        #expect(hasher.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// A digest agrees with coreutils' sha256sum on bytes of every value.
    @Test func agreesWithSha256sum() throws {
        let bytes = Data((0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha-\(UUID().uuidString)")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let expected = String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init)
        #expect(SHA256Hex.of(bytes) == expected)
    }
}
