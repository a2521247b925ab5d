import CairoKit
import Foundation
import Inputs
import SpecModel
import SpecReader
import TestSupport
import Testing

/// Rows bound into the first row's cell (their texts set, their figures decoded alone, the items their
/// `when` leaves out skipped) make the cells, the problems and the inputs that decoding every row whole
/// makes: the shipped sheets, and a template of every kind of site over hostile rows, are filled both ways.
@Suite struct RowBindingTests {
    /// What a template made from rows: its cells (nil when a row failed), its problems and inputs.
    struct Made: Equatable {
        var cells: [Cell]?
        var problems: [String]
        var inputs: [String]
    }

    /// `template` (at `path`) filled with `table`'s rows (those `filter` passes) in a world `world` makes,
    /// bound or decoded.
    static func fill(_ template: SpecNode, at path: SpecPath, _ table: DataTable, filter: RowCondition? = nil, binding: Bool, world: () -> World) -> Made {
        let context = SpecContext(file: "spec.json", world: world())
        var filler = SheetFiller(table: table, diagnostics: context)
        filler.bindsRows = binding
        let rows = table.rows.filter { filter?.matches($0.values) ?? true }
        let cells = filler.cells(template, at: path, rows: rows, copies: 1)
        return Made(cells: cells, problems: context.all.map(\.description), inputs: context.world.inputs)
    }

    /// The shipped layouts whose sheets take values from their data, with their data file.
    static let shipped = ["conference-badges.json", "landmark-badges.json", "landmark-photos.json", "world-landmarks.json"]

    @Test(arguments: shipped)
    func everyRowOfAShippedSheetBindsToTheCellDecodingMakes(_ layout: String) throws {
        let folder = repositoryRoot.appendingPathComponent("layouts").path
        let spec = try JSONParser.parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(layout)")), as: UTF8.self))
        let sheet = try #require(spec.member("pages")?.item(0)?.member("sheet"))
        let data = try #require(sheet.member("data").flatMap { node -> String? in if case .string(let s) = node.value { s } else { nil } })
        let table = try DataSource.file(data).table(SpecContext(file: "spec.json", world: World(folder: folder)))
        let filter = try sheet.member("filter").map { try #require(RowCondition.decoder.decode($0, .root, SpecContext(file: "spec.json"))) }
        let rows = table.rows.filter { filter?.matches($0.values) ?? true }.count
        for key in ["cell", "back"] {
            guard let template = sheet.member(key) else { continue }
            let path = SpecPath.root.appending("pages").appending(0).appending("sheet").appending(key)
            #expect(RowBinding(template, at: path, memo: CellTemplate(template, at: path).memo) != nil, "\(layout) \(key)")
            let bound = Self.fill(template, at: path, table, filter: filter, binding: true) { World(folder: folder) }
            let decoded = Self.fill(template, at: path, table, filter: filter, binding: false) { World(folder: folder) }
            #expect(bound.cells?.count == rows && rows > 0, "\(layout) \(key): \(bound.problems)")
            #expect(bound == decoded, "\(layout) \(key)")
        }
    }

    /// The conference badge's every site: texts in items (one keeping empty fields, one cut to two lines),
    /// a code's data, a photo, a numbered text, and items shown only to some roles.
    static let badge = #"""
        { "items": [
            { "figure": { "kind": "rect" }, "fill": "#c0392b", "when": { "role": "Speaker" } },
            { "figure": { "kind": "image", "src": "logo.png" }, "size": ["16%", "16%"] },
            { "text": { "text": "{role}", "size": "10pt" }, "at": ["22%", "12%"], "size": ["74%", "8%"] },
            { "figure": { "kind": "image", "src": "{photo}", "fit": "cover" }, "size": ["30%", "30%"], "clip": "circle", "when": { "role": { "not": "Guest" } } },
            { "text": { "text": "{name}", "size": "14pt", "weight": "bold" }, "at": ["39%", "28%"], "size": ["57%", "16%"] },
            { "text": { "text": "{organisation}, {city}", "maxLines": 2, "emptyFields": "keep" }, "at": ["39%", "44%"] },
            { "text": "{city}", "caption": "{name} ({role})", "at": ["39%", "60%"] },
            { "figure": { "kind": "code", "data": "https://example.org/checkin/{id}", "correction": "Q" }, "size": ["32%", "32%"] },
            { "text": { "text": "Badge {#:03d}", "size": "9pt" }, "at": ["5%", "70%"], "when": { "role": { "in": ["Staff", "Speaker"] } } }
          ] }
        """#

    /// A photo of `width` pixels by 10.
    static func png(width: Int) throws -> [UInt8] {
        let stream = ByteStream()
        try Surface.image(width: width, height: 10).writePNG(to: stream)
        return stream.bytes
    }

    /// A world of the logo and photos p1.png to p6.png held in memory.
    static func world() throws -> World {
        var files = ["/memory/spec/logo.png": try png(width: 40)]
        for k in 1...6 { files["/memory/spec/p\(k).png"] = try png(width: 10 + k) }
        return World(folder: "/memory/spec", snapshot: InputSnapshot(files: files))
    }

    /// Rows as JSON objects, their values as written.
    static func table(_ rows: [String]) throws -> DataTable {
        try DataTable.table(fromJSON: try JSONParser.parse("[\(rows.joined(separator: ",\n"))]"), file: "spec.json")
    }

    static func row(_ name: String, role: String = "Staff", photo: String = "\"p1.png\"", id: String = "\"A-1\"", organisation: String = "\"Acme\"") -> String {
        #"{ "name": \#(name), "role": "\#(role)", "photo": \#(photo), "id": \#(id), "organisation": \#(organisation), "city": "Lyon" }"#
    }

    static let fine = [
        row("\"Anna\""), row("\"Ben\"", role: "Speaker", photo: "\"p2.png\""), row("\"\"", organisation: "\"\""), row("\"007\"", role: "Guest", photo: "\"\""),
        row("12.5", photo: "\"p3.png\"", id: "42"), row("true", role: "VIP", photo: "\"p4.png\""),
        row("\"\(String(repeating: "Longname ", count: 40))\"", photo: "\"p5.png\""), row("\"Ünïcødé 名前 {{x}}\"", role: "Speaker", photo: "\"p6.png\""),
    ]

    /// Both ways of filling `rows` into the badge, in worlds of their own.
    static func both(_ rows: [String]) throws -> (bound: Made, decoded: Made) {
        let template = try JSONParser.parse(badge)
        let table = try table(rows)
        let path = SpecPath.root.appending("cell")
        return (
            fill(template, at: path, table, binding: true) { (try? world()) ?? World(folder: ".") },
            fill(template, at: path, table, binding: false) { (try? world()) ?? World(folder: ".") }
        )
    }

    @Test func rowsOfEveryKindOfValueBindAsTheyDecode() throws {
        let made = try Self.both(Self.fine)
        let cells = try #require(made.bound.cells, "\(made.bound.problems)")
        #expect(made.bound == made.decoded)
        #expect(made.bound.problems.isEmpty, "\(made.bound.problems)")
        // Items left out: the Speaker band but for Ben and the last row, the photo for the guest, the
        // number but for Staff and Speakers.
        #expect(cells.map(\.items.count) == [8, 9, 8, 6, 8, 7, 8, 9])
        // Every photo placed, each read once, after the logo.
        #expect(made.bound.inputs == ["/memory/spec/logo.png"] + (1...6).map { "/memory/spec/p\($0).png" })
        let texts = cells[4].items.compactMap { item -> String? in if case .text(let t) = item.cell.content { t.string } else { nil } }
        #expect(texts == ["Staff", "12.5", "Acme, Lyon", "Lyon", "Badge 005"])
        #expect(cells[2].items[4].cell.content != cells[0].items[4].cell.content)
    }

    /// A row the binding cannot take (a value that is not text, a text over the limit, a photo that is not
    /// there, data no QR code holds, a format that cannot set its value) is decoded, and reported as
    /// decoding reports it: each at its row, the cells refused.
    @Test(
        arguments: zip(
            [
                row("{ \"first\": \"Anna\" }"), row("null"), row("\"\(String(repeating: "x", count: Decoders.maximumTextLength + 1))\""),
                row("\"Anna\"", photo: "\"missing.png\""), row("\"Anna\"", photo: "\"\""), row("\"Anna\"", photo: "7"),
                row("\"Anna\"", id: "\"\(String(repeating: "ü", count: 3000))\""),
                row("[\"plain \", { \"text\": \"bold\", \"weight\": \"bold\" }]"), row("\"Anna\"", role: "Speaker", photo: "\"logo.png\""),
            ], [true, true, true, true, true, true, true, false, false]))
    func aHostileRowIsDecodedAndReportedAsDecodingReportsIt(_ hostile: String, refused: Bool) throws {
        let made = try Self.both(Array(Self.fine.prefix(3)) + [hostile] + Array(Self.fine.suffix(2)) + [hostile])
        #expect(made.bound == made.decoded)
        // A refused row is reported at rows 4 and 7, where it is; rich text and a shared picture are no problem.
        let rows = Set(made.bound.problems.compactMap { $0.firstMatch(of: #/row (\d+)/#).flatMap { Int($0.output.1) } })
        #expect(rows == (refused ? [4, 7] : []), "\(made.bound.problems)")
        #expect((made.bound.cells == nil) == refused)
    }

    /// Hostile rows side by side: each row reports its own problem, in row order, exactly as decoded.
    @Test func everyProblemOfAHostileFileIsReportedAsDecodingReportsIt() throws {
        let hostile = [
            Self.row("\"Anna\""), Self.row("{ \"first\": \"Anna\" }"), Self.row("\"Ben\"", photo: "\"missing.png\""),
            Self.row("\"Cy\"", role: "Guest", photo: "\"missing.png\""), Self.row("\"\(String(repeating: "x", count: Decoders.maximumTextLength + 1))\""),
            Self.row("\"Dee\"", id: "\"\(String(repeating: "ü", count: 3000))\""), Self.row("\"Eve\"", photo: "\"\""),
        ]
        let made = try Self.both(hostile)
        #expect(made.bound == made.decoded)
        #expect(made.bound.cells == nil)
        // Rows 2, 3, 5, 6 and 7 fail; the guest's missing photo is not shown, so not read.
        let rows = made.bound.problems.compactMap { $0.firstMatch(of: #/row (\d+)/#).flatMap { Int($0.output.1) } }
        #expect(Set(rows) == [2, 3, 5, 6, 7], "\(made.bound.problems)")
    }

    /// A placeholder whose format cannot set its row's value is refused at that row, the first of two.
    @Test func aRefusedFormatIsReportedAtTheFirstPlaceholderAsDecodingReportsIt() throws {
        let template = try JSONParser.parse(
            #"{ "items": [ { "text": "{name:05d}" }, { "figure": { "kind": "code", "data": "{id:x}" } }, { "text": "{id}" } ] }"#)
        let table = try Self.table([#"{ "name": 1, "id": 2 }"#, #"{ "name": "Ann", "id": "B" }"#, #"{ "name": 3, "id": "C" }"#])
        let path = SpecPath.root.appending("cell")
        let bound = Self.fill(template, at: path, table, binding: true) { World(folder: ".") }
        let decoded = Self.fill(template, at: path, table, binding: false) { World(folder: ".") }
        #expect(bound == decoded)
        #expect(bound.problems.count == 2 && bound.problems.allSatisfy { $0.contains("row 2") || $0.contains("row 3") }, "\(bound.problems)")
    }

    /// A template whose rows' values go anywhere but a text or a figure (a colour, an item's `when`, a
    /// grid item's cells) has no binding: its rows are decoded.
    @Test(arguments: [
        #"{ "items": [ { "text": "{name}", "fill": "{colour}" } ] }"#, #"{ "items": [ { "text": "x", "when": { "role": "{vip}" } } ] }"#,
        #"{ "text": { "text": "{name}", "color": "{colour}" } }"#, #"{ "text": ["{name}", { "text": "b", "weight": "bold" }] }"#,
    ])
    func aValueOutsideTextsAndFiguresIsDecoded(_ cell: String) throws {
        let template = try JSONParser.parse(cell)
        #expect(RowBinding(template, at: .root, memo: CellTemplate(template, at: .root).memo) == nil)
    }
}

extension SpecNode {
    /// The value of the object's member `key`.
    fileprivate func member(_ key: String) -> SpecNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The array's item `k`.
    fileprivate func item(_ k: Int) -> SpecNode? {
        guard case .array(let items) = value, items.indices.contains(k) else { return nil }
        return items[k]
    }
}
