import Compose
import Geometry
import Scene
import SpecModel
import SpecReader
import Testing
import Typesetting

/// Grid tracks sized as Typst and CSS size them: lengths, shares of what is left, and automatic tracks
/// as large as their texts; a grid given only a count makes a row of texts alone as tall as its texts.
@Suite struct GridTrackTests {
    static func sizes(_ tracks: [GridTrack], length: Double, gap: Double = 0, content: [Int: Double] = [:]) -> [Double] {
        TrackLayout.resolve(tracks, from: 0, length: length, gap: gap) { content[$0] }.map(\.size)
    }

    @Test func lengthsAreKeptAndSharesSplitWhatIsLeft() {
        #expect(Self.sizes([.length(50), .fraction(1), .fraction(2)], length: 180, gap: 5) == [50, 40, 80])
        let starts = TrackLayout.resolve([.length(50), .fraction(1), .fraction(2)], from: 10, length: 180, gap: 5) { _ in nil }.map(\.start)
        #expect(starts == [10, 65, 110])
    }

    @Test func anAutomaticTrackIsAsLargeAsItsContentAndSharesTakeTheRest() {
        #expect(Self.sizes([.auto, .fraction(1)], length: 300, content: [0: 40]) == [40, 260])
        #expect(Self.sizes([.chosen, .chosen, .chosen], length: 300, content: [1: 30, 2: 60]) == [210, 30, 60])
        #expect(Self.sizes([.auto, .fraction(1)], length: 300) == [150, 150], "an automatic track with nothing to size it by takes a share")
    }

    @Test func automaticTracksLeaveSharesAQuarterAndStretchWhenAlone() {
        #expect(Self.sizes([.auto, .fraction(1)], length: 100, content: [0: 400]) == [75, 25])
        #expect(Self.sizes([.auto, .auto], length: 100, content: [0: 10, 1: 30]) == [40, 60], "the room left is spread over them")
        #expect(Self.sizes([.auto, .length(20)], length: 100, content: [0: 200]) == [80, 20], "past the room, they are squeezed")
    }

    @Test(arguments: [
        (SpecNode(.string("2fr")), GridTrack.fraction(2)), (SpecNode(.string("auto")), .auto), (SpecNode(.string("20mm")), .length(20 * 72 / 25.4)),
        (SpecNode(.number(36)), .length(36)), (SpecNode(.string(" 0.5fr ")), .fraction(0.5)),
    ])
    func aTrackSizeIsReadAsWritten(_ node: SpecNode, _ track: GridTrack) {
        let d = SpecContext(file: "s.json")
        #expect(GridTrack.decoder.decode(node, .root, d) == track)
        #expect(d.all.isEmpty)
    }

    @Test(arguments: ["0fr", "2mmfr", "fr", "wide", "2000fr"])
    func aWrongTrackSizeIsRefusedWithWhatIsExpected(_ written: String) {
        let d = SpecContext(file: "s.json")
        #expect(GridTrack.decoder.decode(SpecNode(.string(written)), .root.appending("rows"), d) == nil)
        #expect(d.all.count == 1)
        #expect(d.all.allSatisfy { $0.message.hasPrefix("expected") }, "\(d.all.map(\.message))")
    }

    /// A figure row and two rows of paragraphs: each text row is as tall as its tallest text (within
    /// 10 %), the figures take what is left, and every paragraph starts at its cell's top.
    @Test func rowsOfTextAreAsTallAsTheirTexts() throws {
        let json = """
            { "page": { "size": "A4", "margin": "15mm" }, "pages": [ { "grid": { "columns": 2, "gap": 10 }, "cells": [
              { "figure": { "kind": "carpet", "level": 2 } }, { "figure": { "kind": "triangle", "level": 3 } },
              { "text": "A paragraph long enough to break into two or three lines in a column half a page wide, set at the body size." },
              { "text": "Short." },
              { "text": "Ein Absatz." }, { "text": "Noch einer, etwas länger, damit er bricht und zwei Zeilen braucht, oder drei." } ] } ] }
            """
        let result = SpecLoader.load(text: json, file: "t.json")
        let page = try #require(result.document?.pages.first)
        let texts = page.items.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(texts.count == 4)
        for (row, pair) in [Array(texts[0...1]), Array(texts[2...3])].enumerated() {
            let tallest = pair.map { Typesetter.naturalSize(of: $0).height }.max() ?? 0
            #expect(pair.allSatisfy { abs($0.box.height - tallest) <= 0.1 * tallest }, "row \(row + 1): \(pair.map(\.box.height)) against \(tallest)")
            #expect(pair.allSatisfy { $0.verticalAlignment == .top && $0.box.minY == pair[0].box.minY })
        }
        let area = page.size.height - 2 * 15 * 72 / 25.4
        let figureRow = area - texts[0].box.height - texts[2].box.height - 20
        #expect(figureRow > 0.75 * area, "the figures take what the texts leave: \(figureRow) of \(area)")
    }

    /// A row of shares left more than a quarter empty by its figures is made as tall as they need; what
    /// it gives up is spread evenly above, between and below the rows, the grid's extent kept.
    @Test func aRowOfSharesItsFiguresLeaveEmptyIsMadeAsTallAsThey() {
        let loose = TrackLayout(columns: [(0, 100)], rows: [(0, 100), (110, 100), (220, 100)], columnGap: 0, rowGap: 10)
        let tight = loose.tighteningRows(needs: [50, nil, 90], shares: [true, true, true])
        #expect(tight.rows.map(\.size) == [50, 100, 100], "a row 10 % empty is kept")
        #expect(tight.rows.map(\.start) == [12.5, 85, 207.5])
        #expect(tight.rows[2].start + tight.rows[2].size + 12.5 == 320)
        #expect(loose.tighteningRows(needs: [50, 60, 70], shares: [false, false, false]).rows.map(\.size) == [100, 100, 100], "lengths are kept")
    }

    /// Two rows of carpets, each in a square as wide as its column, in an A4 page's two half-height rows:
    /// each row is as tall as its squares, the blank paper above, between and below them alike.
    @Test func squaresInTallRowsAreSpacedEvenly() throws {
        let json = """
            { "page": { "size": "210mm x 297mm", "margin": 0 }, "pages": [ { "grid": { "columns": 2, "rows": 2, "gap": 0, "padding": 0 }, "cells": [
              { "figure": { "kind": "carpet", "level": 0 } }, { "figure": { "kind": "carpet", "level": 0 } },
              { "figure": { "kind": "carpet", "level": 0 } }, { "figure": { "kind": "carpet", "level": 0 } } ] } ] }
            """
        let page = try #require(SpecLoader.load(text: json, file: "t.json").document?.pages.first)
        let inks = page.items.compactMap { item -> Rect? in if case .shape(let shape) = item { shape.path.bounds } else { nil } }
        let rows = Dictionary(grouping: inks) { ($0.minY * 10).rounded() }.values.map { $0.reduce($0[0]) { $0.union($1) } }.sorted { $0.minY < $1.minY }
        try #require(rows.count == 2, "\(inks)")
        // Each carpet is drawn inset in its square (a column wide): the squares are spaced evenly.
        let side = page.size.width / 2, inset = (side - rows[0].height) / 2, slot = (page.size.height - 2 * side) / 3
        let blanks = [rows[0].minY, rows[1].minY - rows[0].maxY, page.size.height - rows[1].maxY]
        let expected = [slot + inset, slot + 2 * inset, slot + inset]
        #expect(zip(blanks, expected).allSatisfy { abs($0 - $1) < 0.5 }, "blank above, between and below the rows: \(blanks), not \(expected)")
    }
}
