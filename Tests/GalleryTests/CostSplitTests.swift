import Foundation
import Gallery
import TestSupport
import Testing

/// `--shard K/N --shard-costs FILE`: parts balanced by what each spec cost, where a split by path hash
/// is not.
@Suite struct CostSplitTests {
    /// Seconds by spec as a run recorded them, for 15 of the 16 specs (`julia.yaml` is new): by path
    /// hash, the costliest specs fall into one part.
    static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/gallery/costs.json")
    static let paths = [
        "badges", "barnsley", "calendar", "carpets", "dragon", "hilbert", "julia", "koch", "labels", "landmarks", "mandelbrot", "maps", "pies", "sheet",
        "sierpinski", "trees",
    ].map { "\($0).yaml" }

    static func costs() throws -> ShardCosts {
        try ShardCosts.read(fixture.path)
    }

    /// The load of every part, each spec at its recorded cost (`median` when it has none).
    static func loads(_ part: (String) -> Int, count: Int, costs: ShardCosts, median: Double) -> [Double] {
        var loads = [Double](repeating: 0, count: count)
        for path in paths { loads[part(path) - 1] += costs.seconds[path] ?? median }
        return loads
    }

    @Test func theSlowestPartIsWithin1_3TimesTheMeanWhereTheHashSplitIsNot() throws {
        let costs = try Self.costs()
        #expect(costs.seconds.count == 15 && costs.seconds["julia.yaml"] == nil)
        let recorded = costs.seconds.values.sorted()
        let median = recorded[7]
        let mean = Self.paths.reduce(0) { $0 + (costs.seconds[$1] ?? median) } / 4
        let byHash = Self.loads({ Shard.part(of: $0, count: 4) }, count: 4, costs: costs, median: median)
        #expect(byHash.max()! > 1.3 * mean, "the hash split is unbalanced on this fixture: \(byHash)")
        let split = CostSplit(Self.paths, count: 4, costs: costs)
        #expect(Set(split.parts.keys) == Set(Self.paths), "every spec in one part")
        #expect(Set(split.parts.values) == [1, 2, 3, 4])
        let byCost = Self.loads({ split.parts[$0]! }, count: 4, costs: costs, median: median)
        #expect(byCost.max()! <= 1.3 * mean, "\(byCost), mean \(mean)")
        #expect(abs(byCost.reduce(0, +) - 4 * mean) < 1e-9)
    }

    @Test func theSplitIsTheSameWhateverTheOrderOfThePaths() throws {
        let costs = try Self.costs()
        let split = CostSplit(Self.paths, count: 3, costs: costs)
        #expect(CostSplit(Self.paths.reversed(), count: 3, costs: costs).parts == split.parts)
        #expect(CostSplit(Self.paths.reversed(), count: 3, costs: costs).record == split.record)
        #expect(CostSplit(Self.paths, count: 4, costs: costs).record != split.record)
    }

    /// a 5, b 4, c 1 and d unrecorded, on two parts: d counts as the median, 4, and goes beside b; were it
    /// counted as nothing, c would go there instead.
    @Test func aSpecWithNoRecordCountsAsTheMedian() {
        let split = CostSplit(["a", "b", "c", "d"], count: 2, costs: ShardCosts(seconds: ["a": 5, "b": 4, "c": 1]))
        #expect(split.parts == ["a": 1, "b": 2, "d": 2, "c": 1])
    }

    @Test func costFilesAreCheckedAndRefusalsSayWhere() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let cases = [
            (#"{ "a.yaml": 1.5, "b.yaml": "slow" }"#, #"$["b.yaml"]: expected seconds (a number, 0 or more)"#),
            (#"{ "a.yaml": -1 }"#, #"$["a.yaml"]: expected seconds (a number, 0 or more)"#),
            (#"{ "a.yaml": null }"#, #"$["a.yaml"]: expected seconds (a number, 0 or more)"#),
            (#"{ "a.yaml": [1] }"#, #"$["a.yaml"]: expected seconds (a number, 0 or more)"#),
            ("[1, 2]", "expected a gallery's index.json or a JSON object of seconds by spec path"),
            (#"{ "format": "poster-gallery/1", "specs": 3 }"#, "a gallery's index.json this version does not read"),
        ]
        for (k, (text, message)) in cases.enumerated() {
            let path = folder.path("costs-\(k).json")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            #expect {
                try ShardCosts.read(path)
            } throws: { error in
                let refusal = error as! GalleryError
                return refusal.exitCode == 64 && refusal.message.hasPrefix("--shard-costs \(path): ") && refusal.message.contains(message)
            }
        }
        #expect(throws: GalleryError.self) { try ShardCosts.read(folder.path("missing.json")) }
        try Data(#"{ "a.yaml": 2, "b/c.json": 0 }"#.utf8).write(to: URL(fileURLWithPath: folder.path("fine.json")))
        #expect(try ShardCosts.read(folder.path("fine.json")).seconds == ["a.yaml": 2, "b/c.json": 0])
    }
}
