import Foundation
import TestSupport
import Testing
import Workers

/// The default of every `--jobs`: the processors the affinity allows, no more than the cgroup's CPU
/// quota gives, as the kernel lists and writes them.
@Suite struct CoresTests {
    @Test func kernelCPUListsAreCounted() {
        #expect(Cores.processors(list: "0-1") == 2)
        #expect(Cores.processors(list: "\t0-3,8,10-11\n") == 7)
        #expect(Cores.processors(list: "5") == 1)
        for list in ["", "3-1", "a", "0-", "1-2-3", "0,,x"] {
            #expect(Cores.processors(list: list) == nil, "\(list)")
        }
    }

    @Test func quotasRoundUpAndUnlimitedIsNone() {
        #expect(Cores.quota(cpuMax: "150000 100000\n") == 2)
        #expect(Cores.quota(cpuMax: "100000 100000") == 1)
        #expect(Cores.quota(cpuMax: "50000 100000") == 1)
        #expect(Cores.quota(cpuMax: "max 100000\n") == nil)
        #expect(Cores.quota(cpuMax: "100000") == nil)
        #expect(Cores.quota(microseconds: "-1\n", per: "100000\n") == nil)
        #expect(Cores.quota(microseconds: "250000\n", per: "100000\n") == 3)
        #expect(Cores.quota(microseconds: "1000", per: "0") == nil)
    }

    /// coreutils' `nproc` counts the processors of the affinity as well (left to itself: the OpenMP
    /// variables it also reads unset); the quota only ever lowers the count.
    @Test func affinityMatchesNproc() throws {
        let nproc = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["-u", "OMP_NUM_THREADS", "-u", "OMP_THREAD_LIMIT", "nproc"])
        try #require(nproc.status == 0)
        let affinity = try #require(Cores.affinity())
        #expect(affinity == Int(nproc.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Cores.available >= 1 && Cores.available <= affinity)
        #expect(Cores.available == min(affinity, Cores.quota() ?? affinity))
    }
}
