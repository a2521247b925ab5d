import Gallery
import Testing

@Suite struct ShardTests {
    @Test(arguments: [("1/1", 1, 1), ("2/3", 2, 3), ("3/3", 3, 3), ("10000/10000", 10000, 10000)])
    func readsKOverN(_ text: String, _ index: Int, _ count: Int) throws {
        let shard = try #require(Shard(text))
        #expect(shard.index == index && shard.count == count)
        #expect(shard.description == text)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "-1/3", "3", "a/b", "1/3/4", "1/10001", "", "/", " 1/3"])
    func refusesWhatIsNotAPartOfASplit(_ text: String) {
        #expect(Shard(text) == nil)
    }

    @Test(arguments: 1...7)
    func everySpecIsInExactlyOnePart(_ count: Int) {
        let paths = (0..<500).map { "folder\($0 % 7)/spec-\($0).json" }
        let parts = (1...count).map { Shard(index: $0, count: count)! }
        for path in paths {
            #expect(parts.count { $0.contains(path) } == 1, "\(path)")
        }
        // 500 paths spread over at most 7 parts: none is empty, none holds much more than its share.
        for part in parts {
            let share = paths.count { part.contains($0) }
            #expect(share > 0 && Double(share) < 1.5 * Double(paths.count) / Double(count) + 10, "part \(part): \(share)")
        }
    }

    /// Parts are rendered on different machines and merged: the split is a contract and must never change.
    @Test func theSplitIsPinned() {
        #expect([2, 3, 5].map { Shard.part(of: "badges.json", count: $0) } == [1, 2, 5])
        #expect([2, 3, 5].map { Shard.part(of: "print.yaml", count: $0) } == [1, 1, 1])
        #expect([2, 3, 5].map { Shard.part(of: "sub/spec.json", count: $0) } == [2, 2, 3])
    }
}
