import FileIO
import Foundation
import Testing

/// A program started by poster: its input written, its output where it was sent, its errors and exit status read back.
@Suite struct ChildProcessTests {
    @Test func inputOutputErrorsAndStatus() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
        let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(output)
        }
        let child = try ChildProcess("/bin/sh", arguments: ["-c", "tr a-z A-Z; echo trouble >&2; exit 3"], output: descriptor)
        // More than a pipe holds, so the writes must wait on the reader.
        let text = String(repeating: "frames ", count: 40_000)
        try child.write(Array(text.utf8))
        #expect(child.wait() == 3)
        #expect(String(decoding: child.errorOutput(), as: UTF8.self) == "trouble\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == text.uppercased())
    }

    @Test func aSignalIsTold() throws {
        let child = try ChildProcess("/bin/sh", arguments: ["-c", "kill -9 $$"], output: 1)
        #expect(child.wait() == 128 + 9)
    }

    @Test func aMissingProgramIsAnError() {
        let error = #expect(throws: ChildProcess.Failure.self) { try ChildProcess("/nonexistent/ffmpeg", arguments: [], output: 1) }
        #expect(error?.message == "No such file or directory")
    }

    @Test func writingToAProgramThatStoppedReadingFails() throws {
        signal(SIGPIPE, SIG_IGN) // As poster does: a closed pipe is an error, not the end of the process.
        let child = try ChildProcess("/bin/true", arguments: [], output: 1)
        #expect(throws: ChildProcess.Failure.self) { try child.write([UInt8](repeating: 0, count: 1 << 20)) }
        #expect(child.wait() == 0)
    }
}
