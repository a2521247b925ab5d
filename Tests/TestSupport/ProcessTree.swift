import Foundation

/// A process and the processes it started, as `/proc` lists them.
public enum ProcessTree {
    /// Kills `root` and every process descended from it: a program that hangs may hang in a child it
    /// started (a workflow's runner starting `make`, which starts poster), which keeps the pipes the test
    /// reads open after its parent is killed. The tree is read before anything is killed, so a child
    /// reparented once its parent dies is still found.
    static func kill(_ root: pid_t) {
        for pid in [root] + descendants(of: root) { Glibc.kill(pid, SIGKILL) }
    }

    /// Every process descended from `root`, children before grandchildren.
    static func descendants(of root: pid_t) -> [pid_t] {
        let parents = parentsByProcess()
        var found: [pid_t] = [], frontier = [root]
        while !frontier.isEmpty, found.count < parents.count {
            let generation = Set(frontier)
            frontier = parents.filter { generation.contains($0.value) }.map(\.key).sorted()
            found += frontier
        }
        return found
    }

    /// Each running process's parent.
    private static func parentsByProcess() -> [pid_t: pid_t] {
        var parents: [pid_t: pid_t] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let fields = statFields(of: pid), fields.count > 1, let parent = pid_t(fields[1]) else { continue }
            parents[pid] = parent
        }
        return parents
    }

    /// The fields of `/proc/<pid>/stat` after the command's name (which is in parentheses and may hold
    /// spaces and parentheses of its own): its state first, then its parent; nil when there is no such process.
    public static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }
}
