import FileIO
import Glibc

/// How many processors this process may use: the default of every `--jobs`.
///
/// Those its CPU affinity allows (`taskset`, a container's cpuset), and no more than its cgroup's CPU
/// quota gives (a container's `--cpus`, rounded up). Read with plain POSIX calls, in place of Foundation's
/// `activeProcessorCount`, which reads the quota through `URL` and `Data`: a run mapped their code for this
/// alone (384 KB of a tree render's 13 MB peak).
public enum Cores {
    /// The count, read once.
    public static let available: Int = {
        let allowed = affinity() ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return min(allowed, quota() ?? allowed)
    }()

    /// The processors of this process's affinity, as the kernel lists them in /proc/self/status (Glibc's
    /// module leaves `sched_getaffinity` out); nil where it cannot be read.
    package static func affinity() -> Int? {
        guard let status = read("/proc/self/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("Cpus_allowed_list:") {
            return processors(list: String(line.dropFirst("Cpus_allowed_list:".count)))
        }
        return nil
    }

    /// How many processors a kernel CPU list ("0-3,8,10-11") names; nil where it is not one.
    package static func processors(list: String) -> Int? {
        var count = 0
        for range in list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }) {
            let ends = range.split(separator: "-", omittingEmptySubsequences: false)
            guard let first = Int(ends[0]), let last = Int(ends[ends.count - 1]), ends.count <= 2, first <= last else { return nil }
            count += last - first + 1
        }
        return count > 0 ? count : nil
    }

    /// The processors the CPU quota of this process's cgroup gives, rounded up; nil where it has none.
    package static func quota() -> Int? {
        guard let groups = read("/proc/self/cgroup") else { return nil }
        for line in groups.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let path = fields[2] == "/" ? "" : String(fields[2])
            if fields[0] == "0", fields[1].isEmpty {
                for folder in ["/sys/fs/cgroup" + path, "/sys/fs/cgroup"] {
                    if let text = read(folder + "/cpu.max") { return quota(cpuMax: text) }
                }
            } else if fields[1].split(separator: ",").contains("cpu") {
                for mount in ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"] {
                    for folder in [mount + path, mount] {
                        if let quota = read(folder + "/cpu.cfs_quota_us"), let period = read(folder + "/cpu.cfs_period_us") {
                            return self.quota(microseconds: quota, per: period)
                        }
                    }
                }
            }
        }
        return nil
    }

    /// The processors cgroup v2's `cpu.max` ("QUOTA PERIOD", or "max PERIOD" for none) gives.
    package static func quota(cpuMax: String) -> Int? {
        let fields = cpuMax.trimmed.split(separator: " ")
        guard fields.count == 2 else { return nil }
        return quota(microseconds: String(fields[0]), per: String(fields[1]))
    }

    /// The processors a quota of `quota` microseconds of CPU time per `period` gives (cgroup v1 writes
    /// -1 for none, v2 "max").
    package static func quota(microseconds quota: String, per period: String) -> Int? {
        guard let quota = Int(quota.trimmed), let period = Int(period.trimmed), quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    private static func read(_ path: String) -> String? {
        try? SourceFile.readText(path, limit: 1 << 16)
    }
}
