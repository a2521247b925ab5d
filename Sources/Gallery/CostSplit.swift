/// A split of a gallery's specs into parts by what each cost to render, so that the slowest part takes
/// about as long as the others: the costliest spec first, each to the part with the least cost so far
/// (greedy longest-processing-time, within 4/3 of the best split). A spec with no recorded cost counts
/// as the median of the recorded ones. Ties go by path and then to the lowest part, so every machine
/// given the same specs and costs makes the same split.
///
/// Unlike a split by path hash, a spec's part depends on the other specs, so each part records the
/// split it rendered (`Record`): how many specs it has and the digest of every spec's part. A merge
/// recomputes that digest from the specs the parts hold: equal, the parts are the whole split.
public struct CostSplit: Sendable {
    /// What a part records of its split, under `shard` in its `index.json`.
    public struct Record: Hashable, Sendable, Codable {
        /// The specs of the whole split.
        public var specs: Int
        /// The SHA-256 of every spec's part and path, a line each (`K<TAB>PATH`), in byte order of the paths.
        public var assignment: String
    }

    /// The part, from 1, of every spec by path.
    public let parts: [String: Int]
    public let count: Int

    /// Splits `paths` into `count` parts by `costs`.
    public init(_ paths: [String], count: Int, costs: ShardCosts) {
        let recorded = paths.compactMap { costs.seconds[$0] }.sorted()
        let median = recorded.isEmpty ? 1 : (recorded[(recorded.count - 1) / 2] + recorded[recorded.count / 2]) / 2
        let cost = Dictionary(uniqueKeysWithValues: Set(paths).map { ($0, costs.seconds[$0] ?? median) })
        let order = cost.keys.sorted { cost[$0]! != cost[$1]! ? cost[$0]! > cost[$1]! : $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var load = [Double](repeating: 0, count: count)
        var parts: [String: Int] = [:]
        for path in order {
            let lightest = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
            load[lightest] += cost[path]!
            parts[path] = lightest + 1
        }
        self.parts = parts
        self.count = count
    }

    /// The record of this split that each of its parts keeps.
    public var record: Record {
        Record(specs: parts.count, assignment: Self.assignment(parts))
    }

    /// The digest a record holds, of the parts of `parts`' specs.
    static func assignment(_ parts: [String: Int]) -> String {
        let paths = parts.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Digest.sha256(paths.map { "\(parts[$0]!)\t\($0)\n" }.joined())
    }
}

extension CostSplit {
    /// Refuses parts (each its index and the paths it holds) that are not the whole split `record`
    /// describes: a spec missing, one too many, or one in another part than the split chose.
    static func check(_ record: Record, parts: [(index: Int, paths: [String])]) throws(GalleryError) {
        var assigned: [String: Int] = [:]
        for part in parts {
            for path in part.paths { assigned[path] = part.index }
        }
        guard assigned.count == record.specs else {
            throw .usage(
                "the parts hold \(assigned.count) spec\(assigned.count == 1 ? "" : "s"), their split by cost \(record.specs): a part is incomplete; nothing was merged"
            )
        }
        guard assignment(assigned) == record.assignment else {
            throw .usage("a spec is not in the part the split by cost chose for it (were the parts split by other costs?); nothing was merged")
        }
    }
}
