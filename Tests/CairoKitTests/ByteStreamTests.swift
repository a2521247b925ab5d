import CairoKit
import Foundation
import Geometry
import Testing

/// A buffered file stream writes every byte, in order, by the time it is flushed, and a failed write
/// is reported when the buffer is written out.
@Suite struct ByteStreamTests {
    /// A temporary file, open for writing, and its path.
    private func scratchFile() throws -> (Int32, String) {
        let path = NSTemporaryDirectory() + "bytestream-\(UUID().uuidString)"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        return (fd, path)
    }

    @Test(arguments: [0, 1, 7, 64, 1 << 16])
    func smallAndLargeWritesArriveInOrder(_ bufferSize: Int) throws {
        let (fd, path) = try scratchFile()
        defer { unlink(path) }
        let stream = ByteStream(fileDescriptor: fd, bufferSize: bufferSize)
        var expected: [UInt8] = []
        // Pieces smaller and larger than the buffer, interleaved.
        for (k, length) in [3, 100, 1, 70_000, 5, 64, 65, 2].enumerated() {
            let piece = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ k) }
            expected += piece
            try piece.withUnsafeBytes { try stream.write($0) }
        }
        #expect(stream.flush())
        close(fd)
        #expect(stream.count == expected.count)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == expected)
    }

    @Test func aBufferedWriteThatFailsIsReportedWhenFlushed() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let stream = ByteStream(fileDescriptor: fd, bufferSize: 1 << 16)
        let piece = [UInt8](repeating: 1, count: 100)
        try piece.withUnsafeBytes { try stream.write($0) }
        #expect(stream.writeErrno == nil)
        #expect(!stream.flush())
        #expect(stream.writeErrno == ENOSPC)
    }

    @Test func aPDFOnAFullDiskFailsWhenFinished() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let surface = try Surface.pdf(size: Size(100, 100), writingTo: ByteStream(fileDescriptor: fd, bufferSize: 1 << 16))
        surface.showPage()
        #expect(throws: CairoError.self) { try surface.finish() }
    }
}
