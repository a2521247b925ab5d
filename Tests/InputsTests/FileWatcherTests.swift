import FileIO
import Foundation
import TestSupport
import Testing

/// The watcher reports a file when it is no longer as it was read: a change made before the watch
/// began is found at once, and an event that changed nothing (a file opened for writing and closed) is
/// passed over.
@Suite struct FileWatcherTests {
    /// Waits for `watcher`'s next change on a thread of its own; the result is read after `act` ran.
    private static func nextChange(_ watcher: FileWatcher, of files: [String: FileStamp?], after act: () throws -> Void) rethrows -> [String] {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var changed: [String] = []
        Thread {
            changed = watcher.nextChange(of: { files }, quiet: 0.05, tick: 0.05)
            done.signal()
        }.start()
        // Long enough for the folder to be watched before `act` touches anything.
        usleep(300_000)
        try act()
        #expect(done.wait(timeout: .now() + 30) == .success)
        return changed
    }

    /// A file written, then left until its times can no longer be shared with a later change.
    private static func settled(_ path: String, _ text: String) throws -> FileStamp? {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        usleep(100_000)
        return FileStamp.of(path)
    }

    @Test func aFileOpenedForWritingAndClosedUnchangedIsNoChange() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = folder.path("data.csv"), spec = folder.path("spec.json")
        let files = [data: try Self.settled(data, "a\n1\n"), spec: try Self.settled(spec, "{}")]
        let changed = try Self.nextChange(try FileWatcher(), of: files) {
            // An event (IN_CLOSE_WRITE) on data.csv that leaves it as it was read.
            let untouched = open(data, O_WRONLY)
            #expect(untouched >= 0)
            close(untouched)
            usleep(200_000)
            try Data("{ }".utf8).write(to: URL(fileURLWithPath: spec))
        }
        #expect(changed == [spec])
    }

    @Test func aChangeBeforeTheWatchBeganIsFoundAtOnce() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = folder.path("data.csv"), picture = folder.path("photo.png")
        let read = try Self.settled(data, "a\n1\n")
        // Changed after it was read, before anything watched it; and a picture missing when read, then made.
        try Data("a\n2\n".utf8).write(to: URL(fileURLWithPath: data))
        try Data("png".utf8).write(to: URL(fileURLWithPath: picture))
        let changed = try FileWatcher().nextChange(of: { [data: read, picture: nil] }, quiet: 0.05)
        #expect(changed == [data, picture])
    }

    @Test func aFileReplacedByRenameIsAChangeThoughItsSizeAndTimesMatch() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = folder.path("data.csv")
        let read = try Self.settled(data, "a\n1\n")
        let changed = try Self.nextChange(try FileWatcher(), of: [data: read]) {
            // Another file of the same size renamed over it: a new inode.
            try Data("a\n3\n".utf8).write(to: URL(fileURLWithPath: data + ".swp"))
            #expect(rename(data + ".swp", data) == 0)
        }
        #expect(changed == [data])
    }
}
