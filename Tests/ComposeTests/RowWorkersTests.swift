import CairoKit
import Inputs
import SpecReader
import Testing

@testable import SpecModel

/// Rows decoded on several threads give what one thread decoding row after row gives: the same
/// outcomes in the same order, and the same inputs, recorded in the order first read.
@Suite struct RowWorkersTests {
    /// 300 rows over 120 pictures held in memory: row k places picture k % 120 and, every third row,
    /// the shared logo as well.
    static let rows = (0..<300).map { k in
        DataTable.Row(number: k + 1, values: ["photo": SpecNode(.string("p\(k % 120).png"))], file: "rows.csv", line: k + 2)
    }

    /// A blank PNG `width` pixels wide and 10 high.
    static func png(width: Int) throws -> [UInt8] {
        let stream = ByteStream()
        try Surface.image(width: width, height: 10).writePNG(to: stream)
        return stream.bytes
    }

    static func world(maximumTotalPixels: Int? = nil) throws -> World {
        var files: [String: [UInt8]] = ["/memory/spec/logo.png": try png(width: 200)]
        for k in 0..<120 { files["/memory/spec/p\(k).png"] = try png(width: 10 + k) }
        let world = World(folder: "/memory/spec", snapshot: InputSnapshot(files: files))
        world.maximumTotalImagePixels = maximumTotalPixels
        return world
    }

    /// The ids of the pictures `row` places, read in `world`.
    static func place(_ row: DataTable.Row, _ world: World) -> [String] {
        guard case .string(let photo) = row.values["photo"]?.value else { return [] }
        let names = row.number % 3 == 0 ? ["logo.png", photo] : [photo]
        return names.map { name in (try? ImageLibrary.picture(name, SpecContext(file: "spec.json", world: world)).id) ?? "refused \(name)" }
    }

    @Test(arguments: [2, 3, 8])
    func workersGiveWhatOneThreadGives(jobs: Int) throws {
        let alone = try Self.world(), beside = try Self.world()
        let one = try #require(RowWorkers.outcomes(Self.rows, world: alone, jobs: 1, Self.place))
        let many = try #require(RowWorkers.outcomes(Self.rows, world: beside, jobs: jobs, Self.place))
        #expect(many == one)
        #expect(beside.inputs == alone.inputs && beside.inputs.count == 121)
        #expect(beside.inputs.prefix(4) == ["/memory/spec/p0.png", "/memory/spec/p1.png", "/memory/spec/logo.png", "/memory/spec/p2.png"])
        #expect(beside.inputDigests == alone.inputDigests)
        #expect(beside.placedPictures.pictures == alone.placedPictures.pictures && beside.placedPictures.pixels == alone.placedPictures.pixels)
    }

    /// Past the pixels the pictures may have together, the row that goes over depends on the order: the
    /// workers give nothing and leave the world as it was, for the rows to be decoded one after another.
    @Test func picturesOverTheirBudgetAreLeftToOneThread() throws {
        let world = try Self.world(maximumTotalPixels: 50_000)
        #expect(RowWorkers.outcomes(Self.rows, world: world, jobs: 2, Self.place) == nil)
        #expect(world.inputs.isEmpty && world.placedPictures.pixels == 0)
        let alone = try Self.world(maximumTotalPixels: 50_000)
        let one = RowWorkers.outcomes(Self.rows, world: alone, jobs: 1, Self.place)
        #expect(one?.joined().contains { $0.hasPrefix("refused") } == true)
    }
}
