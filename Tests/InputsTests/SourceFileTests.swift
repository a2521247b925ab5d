import FileIO
import Foundation
import Glibc
import Testing

/// `SourceFile.read` sizes its buffer from the file's stated size and reads files that state none (the
/// kernel's) in a growing buffer: every byte comes back, in order, and the limit holds to the byte.
@Suite struct SourceFileTests {
    /// A temporary folder of its own for each test.
    private static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "source-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Bytes that differ from one position to the next, so a chunk read twice or out of order shows.
    private static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { (index: Int) -> UInt8 in UInt8(truncatingIfNeeded: (index &* 2_654_435_761) >> 13) }
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 65_536, 300_001])
    func everyByteComesBack(count: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = Self.pattern(count)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/file"))
        #expect(try SourceFile.read(folder + "/file") == bytes)
    }

    /// The limit holds to the byte, and a refusal names it (in MiB where it is whole ones, as a spec's is).
    @Test func theLimitHoldsToTheByte() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mebibyte = 1 << 20
        try Data(Self.pattern(mebibyte)).write(to: URL(fileURLWithPath: folder + "/at"))
        try Data(Self.pattern(mebibyte + 1)).write(to: URL(fileURLWithPath: folder + "/over"))
        #expect(try SourceFile.read(folder + "/at", limit: mebibyte) == Self.pattern(mebibyte))
        #expect {
            try SourceFile.read(folder + "/over", limit: mebibyte)
        } throws: { error in
            (error as? SourceFile.ReadError)?.message == "larger than 1 MiB"
        }
        #expect {
            try SourceFile.read(folder + "/at", limit: 10_000)
        } throws: { error in
            (error as? SourceFile.ReadError)?.message == "larger than 10000 bytes"
        }
    }

    /// The kernel's files state a size of 0: they are read to their end all the same, past the first
    /// buffer's 4 KB (the kernel's symbol list is megabytes, and the same from one read to the next), and
    /// refused once they pass the limit.
    @Test func aFileThatStatesNoSizeIsReadToItsEnd() throws {
        let path = "/proc/kallsyms"
        var status = stat()
        try #require(stat(path, &status) == 0 && status.st_size == 0)
        let read = try SourceFile.read(path)
        let file = try #require(fopen(path, "r"))
        defer { fclose(file) }
        var expected: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let n = fread(&chunk, 1, chunk.count, file), n > 0 { expected += chunk[0..<n] }
        #expect(read.count > 100_000)
        #expect(read == expected)
        #expect {
            try SourceFile.read(path, limit: 100_000)
        } throws: { error in
            (error as? SourceFile.ReadError)?.message == "larger than 100000 bytes"
        }
    }
}
