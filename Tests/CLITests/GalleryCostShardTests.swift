import Foundation
import TestSupport
import Testing

/// `--shard K/N --shard-costs FILE` through the binary: parts balanced by recorded cost, each recording
/// its split, and a merge that refuses parts that are not the whole of it.
@Suite struct GalleryCostShardTests {
    static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/gallery/costs.json").path
    static let names = [
        "badges", "barnsley", "calendar", "carpets", "dragon", "hilbert", "julia", "koch", "labels", "landmarks", "mandelbrot", "maps", "pies", "sheet",
        "sierpinski", "trees",
    ]
    static let small = ["--format", "pdf", "--dpi", "20", "--thumb-size", "32", "--jobs", "2"]

    /// A folder of the fixture's 16 specs, each a small page, in `specs/`.
    static func folder() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path("specs"), withIntermediateDirectories: true)
        for (k, name) in names.enumerated() {
            let spec = "version: 1\npage: { size: 100pt x 80pt, margin: 0 }\npages:\n  - cells: [{ figure: { kind: carpet, level: \(k % 3 + 1) } }]\n"
            try Data(spec.utf8).write(to: folder.url.appendingPathComponent("specs/\(name).yaml"))
        }
        return folder
    }

    /// Renders the four parts into parts/1 ... parts/4, with `costs` (a file) or by path hash.
    static func shards(in folder: ScratchFolder, costs: String?) throws {
        for k in 1...4 {
            let run = try PosterProcess.run(
                ["gallery", "specs", "-o", "parts/\(k)", "--shard", "\(k)/4"] + (costs.map { ["--shard-costs", $0] } ?? []) + small, in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
    }

    static func manifest(_ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func specs(of manifest: [String: Any]) -> [String] {
        (manifest["specs"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    }

    @Test func partsBalancedByCostRecordTheirSplitAndMergeIntoTheWholeGallery() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        try Self.shards(in: folder, costs: Self.fixture)
        let costs = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.fixture))) as? [String: Double])
        let median = costs.values.sorted()[7]
        var assignments: Set<String> = []
        var loads: [Double] = []
        var rendered: [String] = []
        for k in 1...4 {
            let manifest = try Self.manifest(folder.path("parts/\(k)/index.json"))
            let shard = try #require(manifest["shard"] as? [String: Any])
            #expect(shard["index"] as? Int == k && shard["count"] as? Int == 4)
            let split = try #require(shard["byCost"] as? [String: Any], "a part split by cost records its split")
            #expect(split["specs"] as? Int == 16)
            assignments.insert(try #require(split["assignment"] as? String))
            let paths = Self.specs(of: manifest)
            rendered += paths
            loads.append(paths.reduce(0) { $0 + (costs[$1] ?? median) })
        }
        #expect(assignments.count == 1, "every part records the same split")
        #expect(rendered.sorted() == Self.names.map { "\($0).yaml" }, "every spec in exactly one part")
        let mean = loads.reduce(0, +) / 4
        #expect(loads.max()! <= 1.3 * mean, "\(loads)")
        let merged = try PosterProcess.run(["gallery", "merge", "parts/1", "parts/2", "parts/3", "parts/4", "-o", "merged"], in: folder.url)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stderr.contains("merged 4 parts: 16 specs, 16 rendered, 0 failed"), "\(merged.stderr)")
        let whole = try PosterProcess.run(["gallery", "specs", "-o", "whole"] + Self.small, in: folder.url)
        #expect(whole.status == 0, "\(whole.stderr)")
        let one = try Self.manifest(folder.path("whole/index.json"))
        let joined = try Self.manifest(folder.path("merged/index.json"))
        #expect(joined["shard"] == nil)
        #expect(
            NSDictionary(dictionary: ["specs": one["specs"]!, "contactSheet": one["contactSheet"]!]).isEqual(to: [
                "specs": joined["specs"]!, "contactSheet": joined["contactSheet"]!,
            ]))

        // A previous gallery's index.json is a cost file too: every part makes the same split from it.
        try Self.shards(in: folder, costs: "whole/index.json")
        let again = try PosterProcess.run(["gallery", "merge", "parts/1", "parts/2", "parts/3", "parts/4", "-o", "merged"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func aMergeRefusesPartsThatAreNotTheWholeSplit() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        try Self.shards(in: folder, costs: Self.fixture)
        let parts = ["parts/1", "parts/2", "parts/3", "parts/4"]

        // A part that lost a spec from its record: the parts no longer hold the whole split.
        let index = folder.path("parts/2/index.json")
        let original = try Data(contentsOf: URL(fileURLWithPath: index))
        var manifest = try Self.manifest(index)
        var specs = try #require(manifest["specs"] as? [[String: Any]])
        let dropped = specs.removeFirst()
        manifest["specs"] = specs
        var timing = try #require(manifest["timing"] as? [String: Any])
        timing["specs"] = (timing["specs"] as? [String: Any])?.filter { $0.key != dropped["path"] as? String }
        manifest["timing"] = timing
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: index))
        let incomplete = try PosterProcess.run(["gallery", "merge"] + parts + ["-o", "merged"], in: folder.url)
        #expect(incomplete.status == 64, "\(incomplete.stderr)")
        #expect(incomplete.stderr.contains("the parts hold 15 specs, their split by cost 16: a part is incomplete; nothing was merged"), "\(incomplete.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("merged/index.json")))
        try original.write(to: URL(fileURLWithPath: index))

        // Part 3 split by other costs (every spec a second), part 4 by path hash: not one split.
        let even = "{" + Self.names.map { "\"\($0).yaml\": 1" }.joined(separator: ", ") + "}"
        try Data(even.utf8).write(to: URL(fileURLWithPath: folder.path("even.json")))
        let other = try PosterProcess.run(["gallery", "specs", "-o", "other", "--shard", "3/4", "--shard-costs", "even.json"] + Self.small, in: folder.url)
        #expect(other.status == 0, "\(other.stderr)")
        let hashed = try PosterProcess.run(["gallery", "specs", "-o", "hashed", "--shard", "4/4"] + Self.small, in: folder.url)
        #expect(hashed.status == 0, "\(hashed.stderr)")
        for (replaced, by) in [("parts/3", "other"), ("parts/4", "hashed")] {
            let mixed = try PosterProcess.run(["gallery", "merge"] + parts.map { $0 == replaced ? by : $0 } + ["-o", "merged"], in: folder.url)
            #expect(mixed.status == 64, "\(mixed.stderr)")
            #expect(
                mixed.stderr.contains("\(by): not a part of the same gallery as parts/1 (another source folder, options, number of parts or split)"),
                "\(mixed.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("merged/index.json")))
    }

    @Test func costsAreTakenOnlyWithAShardAndOnlyWhenTheyRead() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let alone = try PosterProcess.run(["gallery", "specs", "-o", "out", "--shard-costs", Self.fixture], in: folder.url)
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--shard-costs needs --shard K/N"), "\(alone.stderr)")
        try Data(#"{ "maps.yaml": "slow" }"#.utf8).write(to: URL(fileURLWithPath: folder.path("bad.json")))
        let bad = try PosterProcess.run(["gallery", "specs", "-o", "out", "--shard", "1/2", "--shard-costs", "bad.json"], in: folder.url)
        #expect(bad.status == 64)
        #expect(
            bad.stderr == "poster gallery: error: --shard-costs bad.json: $[\"maps.yaml\"]: expected seconds (a number, 0 or more)\n",
            "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")), "nothing written")
    }
}
