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
        // Killed, the grandchild is gone or a zombie waiting for init to reap it.
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let state = stat.lastIndex(of: ")").map { stat[stat.index($0, offsetBy: 2)] }
        #expect(state == nil || state == "Z", "\(stat)")
    }
}
