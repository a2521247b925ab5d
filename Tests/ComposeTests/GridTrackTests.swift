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
}
