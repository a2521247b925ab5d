import FileIO

/// One of `count` disjoint parts of a gallery's specs. A spec belongs to the part chosen by a hash of
/// its path relative to the gallery's folder, so every machine agrees on the split without talking to
/// the others, and a spec stays in its part when others are added or removed; or, given what the specs
/// cost, to the part `CostSplit` chooses, and the part records that split (`byCost`).
public struct Shard: Hashable, Sendable, CustomStringConvertible, Codable {
    /// From 1 to `count`.
    public let index: Int
    public let count: Int
    /// The split by cost this part belongs to; nil when the split is by path hash.
    public var byCost: CostSplit.Record?

    /// The most parts a gallery may be split into.
    public static let maximumCount = 10_000

    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`, such as `2/3`: the K-th of N parts, counted from 1.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    /// Whether the spec at `relativePath` belongs to this part.
    public func contains(_ relativePath: String) -> Bool {
        Self.part(of: relativePath, count: count) == index
    }

    /// The part, from 1 to `count`, that the spec at `relativePath` belongs to: the first 8 bytes of the
    /// SHA-256 of the path, as a big-endian number, modulo `count`, plus one.
    public static func part(of relativePath: String, count: Int) -> Int {
        let digest = SHA256Hex.bytes(of: Array(relativePath.utf8))
        let number = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(number % UInt64(count)) + 1
    }

    public var description: String { "\(index)/\(count)" }

    private enum CodingKeys: String, CodingKey {
        case index, count, byCost
    }

    /// A recorded part, checked as `init(index:count:)` checks it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let shard = Shard(index: try c.decode(Int.self, forKey: .index), count: try c.decode(Int.self, forKey: .count)) else {
            throw DecodingError.dataCorruptedError(forKey: .count, in: c, debugDescription: "not a part of a split")
        }
        self = shard
        byCost = try c.decodeIfPresent(CostSplit.Record.self, forKey: .byCost)
    }
}

extension Shard {
    /// The paths of `paths` in this part, and the part as it records itself: by path hash, or by `costs`
    /// when given.
    func selecting(from paths: [String], costs: ShardCosts?) -> (part: Shard, paths: Set<String>) {
        guard let costs else { return (self, Set(paths.filter(contains))) }
        let split = CostSplit(paths, count: count, costs: costs)
        var part = self
        part.byCost = split.record
        return (part, Set(split.parts.filter { $0.value == index }.keys))
    }
}
