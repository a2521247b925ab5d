import Foundation
import TestSupport
import Testing

/// One module writes files: `Output`. Every call that makes, replaces or removes something on disk is
/// there, so its rules (temporary files renamed into place, nothing followed through a symbolic link,
/// nothing removed that poster did not write, clean-up on signals) hold for every output.
@Suite struct FileWritingTests {
    /// The calls that make, change or remove a file or folder, as the sources write them.
    static let writing = [
        "createDirectory(", "createFile(", "mkdir(", "mkdtemp(", "mkstemp", "unlink(", "rmdir(", "rename(", "removeItem(", "moveItem(",
        "copyItem(", "O_WRONLY", "O_CREAT", "O_RDWR", ").write(to", "write(toFile", "forWritingAtPath", "ftruncate(", "pwrite(", "fsetxattr(", "fchmod(",
        "fopen(",
        "symlink(",
    ]

    @Test func onlyTheOutputModuleWritesFiles() throws {
        let writers = try SourceCalls.find(Self.writing)
        let outside = writers.filter { !$0.key.hasPrefix("Output/") }
        #expect(outside.isEmpty, "files that write outside the Output module: \(outside)")
        #expect(writers["Output/OutputTarget.swift"] != nil)
    }
}
