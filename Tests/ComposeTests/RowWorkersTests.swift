import CairoKit
import Dispatch
import Inputs
import Scene
import SpecModel
import SpecReader
import Testing

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

    static func world() throws -> World {
        var files: [String: [UInt8]] = ["/memory/spec/logo.png": try png(width: 200)]
        for k in 0..<120 { files["/memory/spec/p\(k).png"] = try png(width: 10 + k) }
        return World(folder: "/memory/spec", snapshot: InputSnapshot(files: files))
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
        let one = RowWorkers.outcomes(Self.rows, world: alone, jobs: 1, Self.place)
        let many = RowWorkers.outcomes(Self.rows, world: beside, jobs: jobs, Self.place)
        #expect(many == one)
        #expect(beside.inputs == alone.inputs && beside.inputs.count == 121)
        #expect(beside.inputs.prefix(4) == ["/memory/spec/p0.png", "/memory/spec/p1.png", "/memory/spec/logo.png", "/memory/spec/p2.png"])
        #expect(beside.inputDigests == alone.inputDigests)
    }

    /// A cell template's fixed member (the logo every row places) is decoded once, by the worker that
    /// gets to it first; a worker taking it as decoded records its file as read all the same. So the
    /// inputs come in row order even when a later row's worker decoded the logo first: here row 1 waits
    /// until row 33, the first of the other worker's rows, has been decoded.
    @Test func aFixedPictureDecodedFirstForALaterRowIsReadInRowOrder() throws {
        let template = try JSONParser.parse(
            #"{ "items": [ { "figure": { "kind": "image", "src": "logo.png" } }, { "figure": { "kind": "image", "src": "{photo}" } } ] }"#)
        let placeholders = Placeholders(columns: ["photo"])
        let rows = Array(Self.rows.prefix(2 * RowWorkers.chunk))
        let laterRowDecoded = DispatchSemaphore(value: 0)
        /// Decodes `row` in `world` from `prepared` (each run a template of its own, its memo empty at first).
        func decode(_ row: DataTable.Row, _ world: World, _ prepared: CellTemplate, waiting: Bool) -> Bool {
            if waiting, row.number == 1 { _ = laterRowDecoded.wait(timeout: .now() + 10) }
            let context = SpecContext(file: "spec.json", world: world).branch(memo: prepared.memo, in: world)
            let decoded = (try? prepared.filled(by: placeholders, with: row.values)).flatMap { Cell.object.decode($0.node, .root, context) }
            if waiting, row.number == RowWorkers.chunk + 1 { laterRowDecoded.signal() }
            return decoded != nil && !context.hasErrors
        }
        let alone = try Self.world(), beside = try Self.world()
        let first = CellTemplate(template, at: .root), second = CellTemplate(template, at: .root)
        let one = RowWorkers.outcomes(rows, world: alone, jobs: 1) { decode($0, $1, first, waiting: false) }
        let two = RowWorkers.outcomes(rows, world: beside, jobs: 2) { decode($0, $1, second, waiting: true) }
        #expect(one.allSatisfy { $0 } && two == one)
        #expect(alone.inputs.prefix(2) == ["/memory/spec/logo.png", "/memory/spec/p0.png"])
        #expect(beside.inputs == alone.inputs)
        #expect(beside.inputDigests == alone.inputDigests)
    }
}
