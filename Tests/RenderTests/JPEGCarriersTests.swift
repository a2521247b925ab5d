import Geometry
import Imaging
import Scene
import Testing

/// A vector document keeps its JPEG carriers, one per picture however many pages place it, up to its
/// budget of file bytes: past it the oldest are let go, never the one just made.
@Suite struct JPEGCarriersTests {
    static func photo(_ k: Int) -> ImageSource {
        ImageSource(id: "photo \(k)", format: .jpeg, bytes: [], size: Size(400, 300), name: "photo-\(k).jpg")
    }

    /// The carrier of `photo(k)`, counting the files read for it in `reads`.
    static func carrier(_ k: Int, of carriers: JPEGCarriers, bytes: Int, reads: inout Int) throws -> AnyObject {
        var read = 0
        let surface = try carriers.carrier(for: photo(k)) { () throws(ImageError) in
            read += 1
            return [UInt8](repeating: 0xFF, count: bytes)
        }
        reads += read
        return surface
    }

    @Test func aPictureIsCarriedOnceWithinTheBudget() throws {
        let carriers = JPEGCarriers(byteBudget: 10_000)
        var reads = 0
        let first = try Self.carrier(1, of: carriers, bytes: 1_000, reads: &reads)
        for _ in 0..<5 { #expect(try Self.carrier(1, of: carriers, bytes: 1_000, reads: &reads) === first) }
        #expect(reads == 1)
    }

    @Test func pastTheBudgetTheOldestAreLetGoAndMadeAgainWhenAsked() throws {
        let carriers = JPEGCarriers(byteBudget: 10_000)
        var reads = 0
        for k in 0..<10 { _ = try Self.carrier(k, of: carriers, bytes: 3_000, reads: &reads) }
        #expect(carriers.count == 3, "three files of 3,000 bytes fit a budget of 10,000")
        #expect(reads == 10)
        _ = try Self.carrier(9, of: carriers, bytes: 3_000, reads: &reads)
        #expect(reads == 10, "the newest is kept")
        _ = try Self.carrier(0, of: carriers, bytes: 3_000, reads: &reads)
        #expect(reads == 11, "the oldest was let go, and is made again")
        #expect(carriers.count == 3)
    }

    @Test func aFileLargerThanTheBudgetIsStillKeptWhileNewest() throws {
        let carriers = JPEGCarriers(byteBudget: 1_000)
        var reads = 0
        let large = try Self.carrier(1, of: carriers, bytes: 50_000, reads: &reads)
        #expect(try Self.carrier(1, of: carriers, bytes: 50_000, reads: &reads) === large)
        _ = try Self.carrier(2, of: carriers, bytes: 10, reads: &reads)
        #expect(carriers.count == 1, "the large one is let go once another is newest")
        #expect(reads == 2)
    }
}
