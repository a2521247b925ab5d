import Foundation
import TestSupport
import Testing

/// A program a test runs that outlasts its time is killed with the processes it started: a hung grandchild
/// (poster under `make`, under a workflow's runner) holds the pipes the test reads, and before, killing
/// the child alone left the test, and the suite, waiting on them for good.
@Suite struct ToolProcessTests {
    @Test(.timeLimit(.minutes(1))) func aRunPastItsTimeIsKilledWithItsChildren() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let pidFile = folder.path("grandchild")
        let ran = try ToolProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "sh -c 'echo $$ > \(pidFile); exec sleep 600' & wait"], timeout: 2)
        #expect(ran.status == 9)
        let pid = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed, the grandchild is gone, or a zombie waiting for init to reap it, once the signal has
        // taken it (it may still be exiting when the run comes back).
        func state() -> Substring? { ProcessTree.statFields(of: pid)?.first }
        var tries = 0
        while let running = state(), running != "Z", tries < 100 {
            usleep(100_000)
            tries += 1
        }
        let last = state()
        #expect(last == nil || last == "Z", "\(String(describing: last))")
    }
}
