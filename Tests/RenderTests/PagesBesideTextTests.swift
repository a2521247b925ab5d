import Dispatch
import Export
import Foundation
import Geometry
import Scene
import TestSupport
import Testing
import Typesetting
import Workers

/// A document's pages are written while other texts are laid out on another thread. cairo 1.16 shares
/// its fonts between threads without being safe to use from two at once: past ten open FreeType faces it
/// closes one another thread may be about to use, and its glyph cache, past 512 pages of glyphs, takes
/// one font's lock while holding the cache's, where another thread takes them the other way round. So a
/// page is emitted under the font lock (`FontWork`). Texts in sixteen font files, more than cairo keeps
/// open, and in thousands of CJK and Hangul glyphs, more than its glyph cache holds, laid out while a
/// document of pages in those fonts is written: with the pages emitted outside the lock the same work in
/// a gallery crashed poster or failed with "error occurred in libfreetype" one run in three.
@Suite struct PagesBesideTextTests {
    /// Families and the characters texts in them are made of: the letters of its script, so that new texts
    /// keep asking cairo for glyphs it has not loaded (which opens their faces again once closed).
    static let families: [(family: String, letters: ClosedRange<UInt32>)] = [
        ("DejaVu Sans", 0x410...0x44F), ("DejaVu Serif", 0x391...0x3A9), ("DejaVu Sans Mono", 0x21...0x7E), ("Noto Sans", 0xC0...0x17F),
        ("Noto Serif", 0x100...0x17F), ("Noto Sans Thai", 0xE01...0xE2E), ("Noto Sans Arabic", 0x621...0x63A), ("Noto Sans Hebrew", 0x5D0...0x5EA),
        ("Noto Sans Devanagari", 0x905...0x939), ("Noto Sans Georgian", 0x10D0...0x10FA), ("Noto Sans Armenian", 0x531...0x556),
        ("Noto Sans Bengali", 0x995...0x9B9), ("Noto Sans Tamil", 0xB95...0xBB9), ("NanumGothic", 0xAC00...0xD7A3),
        ("Noto Sans CJK JP", 0x4E00...0x9FA5), ("Noto Sans Ethiopic", 0x1200...0x1248),
    ]

    /// Text `number` in family `index`: eight letters of its script, spread over them, and the number.
    static func text(family index: Int, _ number: Int, bold: Bool, y: Double) -> Text {
        let (family, range) = families[index % families.count]
        let letters = range.compactMap(Unicode.Scalar.init).filter { $0.properties.isAlphabetic && $0.properties.age != nil }
        let word = (0..<8).map { k in Character(letters[(number * 7919 + k * 104_729) % letters.count]) }
        return Text(
            "\(String(word)) \(number)", font: Font(family: family, size: 11, weight: bold ? .bold : .regular), color: .black,
            box: Rect(x: 20, y: y, width: 360, height: 18))
    }

    /// Pages of four texts each, every family on some page, every page's texts their own.
    static func document(pages: Int) -> Document {
        let pages = (0..<pages).map { page in
            let items = (0..<4).map { line in Item.text(text(family: page * 4 + line, page, bold: page % 2 == 1, y: 20 + Double(line) * 24)) }
            return Page(size: Size(400, 130), background: .white, items: items)
        }
        return Document(title: "Beside", pages: pages)
    }

    @Test func pagesWrittenWhileTextsInManyFontsAreLaidOutAreWhole() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for round in 0..<3 {
            let path = folder.path("beside-\(round).pdf")
            let writing = DispatchGroup()
            let written = Locked<Result<[String], any Error>?>(nil)
            DispatchQueue.global().async(group: writing) {
                let result = Result { try DocumentWriter.write(Self.document(pages: 96), format: .pdf, to: path) }
                written.withLock { $0 = result }
            }
            var laidOut = 0
            while writing.wait(timeout: .now()) == .timedOut {
                let fitting = Typesetter.fit(Self.text(family: laidOut, 1000 * (round + 1) + laidOut, bold: laidOut % 3 == 0, y: 0))
                #expect(fitting.missing.isEmpty, "\(Self.families[laidOut % Self.families.count].family): \(fitting.missing)")
                laidOut += 1
            }
            let files = try #require(written.withLock { $0 }).get()
            #expect(files == [path])
            #expect(laidOut > Self.families.count, "texts were laid out while the pages were written")
            let check = try ToolProcess.run(tool: "qpdf", ["--check", path])
            #expect(check.status == 0, "\(check.stdout)")
            let read = try ToolProcess.run(tool: "pdftotext", ["-f", "96", "-l", "96", path, "-"])
            #expect(read.stdout.contains("95"), "\(read.stdout)")
        }
    }
}
