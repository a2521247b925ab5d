import Export
import Foundation
import Geometry
import Scene
import TestSupport
import Testing

@Suite struct PDFPageBoxesTests {
    /// 3 mm in points.
    static let bleed = 3 * 72 / 25.4
    /// The trimmed sizes of the pages of `bleedDocument()`: portrait, landscape and a small one.
    static let trims = [Size(297.64, 419.53), Size(419.53, 297.64), Size(200, 100)]

    /// A document whose pages are their trim size plus 3 mm of bleed on every side: the trim box is
    /// the page inset by the bleed, the bleed box the whole page.
    static func bleedDocument() -> Document {
        var document = DocumentWriterTests.sample(pages: trims.count)
        for (i, trim) in trims.enumerated() {
            let size = Size(trim.width + 2 * bleed, trim.height + 2 * bleed)
            document.pages[i].size = size
            document.pages[i].bleedBox = Rect(x: 0, y: 0, width: size.width, height: size.height)
            document.pages[i].trimBox = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: bleed)
        }
        return document
    }

    /// The boxes `pdfinfo -box` reports, by page number and box name, as [x0, y0, x1, y1].
    static func boxes(of path: String, pages: Int) throws -> [Int: [String: [Double]]] {
        let info = try ToolProcess.run(tool: "pdfinfo", ["-box", "-f", "1", "-l", "\(pages)", path])
        #expect(info.status == 0, "\(info.stderr)")
        var boxes: [Int: [String: [Double]]] = [:]
        for line in info.stdout.split(separator: "\n") where line.hasPrefix("Page ") && line.contains("Box:") {
            let words = line.split(separator: " ")
            guard words.count == 7, let page = Int(words[1]) else { continue }
            boxes[page, default: [:]][String(words[2].dropLast())] = words[3...].compactMap { Double($0) }
        }
        return boxes
    }

    /// `qpdf --check` passes without errors or warnings.
    static func expectValid(_ path: String) throws {
        let check = try ToolProcess.run(tool: "qpdf", ["--check", path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("No syntax or stream encoding errors found"), "\(check.stdout)")
        #expect(check.stderr.isEmpty, "\(check.stderr)")
    }

    static func expectBox(_ actual: [Double]?, _ expected: [Double], _ comment: Comment) {
        #expect(actual?.count == 4 && zip(actual ?? [], expected).allSatisfy { approx($0, $1, tolerance: 0.006) }, "\(comment): \(actual ?? []) != \(expected)")
    }

    /// Checks that page `n` of the PDF at `path` has the trim, bleed and media boxes of the page trimmed to `trim`.
    static func expectBleedBoxes(_ boxes: [Int: [String: [Double]]], page n: Int, trim: Size) {
        let width = trim.width + 2 * bleed, height = trim.height + 2 * bleed
        expectBox(boxes[n]?["MediaBox"], [0, 0, width, height], "page \(n) MediaBox")
        expectBox(boxes[n]?["BleedBox"], [0, 0, width, height], "page \(n) BleedBox")
        expectBox(boxes[n]?["TrimBox"], [bleed, bleed, width - bleed, height - bleed], "page \(n) TrimBox")
    }

    static func count(_ keyword: String, in bytes: Data) -> Int {
        let pattern = Array(keyword.utf8), bytes = Array(bytes)
        return (0...(bytes.count - pattern.count)).count { bytes[$0...].starts(with: pattern) }
    }

    @Test func everyPageGetsItsTrimAndBleedBox() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("bleed.pdf")
        try DocumentWriter.write(Self.bleedDocument(), format: .pdf, to: path)
        let boxes = try Self.boxes(of: path, pages: 3)
        for (i, trim) in Self.trims.enumerated() {
            Self.expectBleedBoxes(boxes, page: i + 1, trim: trim)
        }
        try Self.expectValid(path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(Self.count("startxref", in: bytes) == 2)
        // A bleed box as large as the page is written digit for digit like cairo's MediaBox.
        let update = String(decoding: bytes, as: UTF8.self).components(separatedBy: "%%EOF")[1]
        let lines = update.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let media = lines.filter { $0.hasPrefix("/MediaBox ") }.map { $0.dropFirst("/MediaBox ".count) }
        #expect(media.count == 3 && media == lines.filter { $0.hasPrefix("/BleedBox ") }.map { $0.dropFirst("/BleedBox ".count) })
    }

    @Test func boxedDocumentsAreByteIdentical() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try DocumentWriter.write(Self.bleedDocument(), format: .pdf, to: folder.path("a.pdf"))
        try DocumentWriter.write(Self.bleedDocument(), format: .pdf, to: folder.path("b.pdf"))
        let a = try #require(FileManager.default.contents(atPath: folder.path("a.pdf")))
        #expect(a == FileManager.default.contents(atPath: folder.path("b.pdf")))
    }

    @Test func documentWithoutBoxesGetsNoUpdate() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("plain.pdf")
        try DocumentWriter.write(DocumentWriterTests.sample(pages: 3), format: .pdf, to: path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(Self.count("startxref", in: bytes) == 1)
    }

    @Test func selectedPagesGetTheirOwnBoxes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("selected.pdf")
        try DocumentWriter.write(Self.bleedDocument(), format: .pdf, to: path, options: RenderOptions(pages: [2, 3]))
        let boxes = try Self.boxes(of: path, pages: 2)
        Self.expectBleedBoxes(boxes, page: 1, trim: Self.trims[1])
        Self.expectBleedBoxes(boxes, page: 2, trim: Self.trims[2])
        try Self.expectValid(path)
    }

    /// Cairo's bytes for the 200 × 100 pt sample document, without boxes.
    static func cairoPDF(pages: Int) throws -> [UInt8] {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("cairo.pdf")
        try DocumentWriter.write(DocumentWriterTests.sample(pages: pages), format: .pdf, to: path)
        return Array(try #require(FileManager.default.contents(atPath: path)))
    }

    @Test func boxesAreFlippedToPDFCoordinatesAndReplacedByALaterUpdate() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let original = try Self.cairoPDF(pages: 2)
        var pages = DocumentWriterTests.sample(pages: 2).pages
        pages[0].trimBox = Rect(x: 10, y: 20, width: 100, height: 50)
        pages[0].bleedBox = Rect(x: 5, y: 5, width: 150.25, height: 80.125)
        let first = try PDFPageBoxes.incrementalUpdate(for: original, pages: pages)
        #expect(Self.count("/TrimBox", in: Data(first)) == 1 && Self.count("/BleedBox", in: Data(first)) == 1)
        #expect(String(decoding: first, as: UTF8.self).contains("/BleedBox [ 5 14.875 155.25 95 ]"))
        pages[0].trimBox = Rect(x: 0, y: 0, width: 200, height: 40)
        pages[0].bleedBox = nil
        pages[1].trimBox = Rect(x: 1, y: 2, width: 3, height: 4)
        let second = try PDFPageBoxes.incrementalUpdate(for: original + first, pages: pages)
        #expect(Self.count("/TrimBox", in: Data(second)) == 2 && Self.count("/BleedBox", in: Data(second)) == 1)
        let path = folder.path("updated.pdf")
        try Data(original + first + second).write(to: URL(fileURLWithPath: path))
        let boxes = try Self.boxes(of: path, pages: 2)
        Self.expectBox(boxes[1]?["TrimBox"], [0, 60, 200, 100], "page 1 TrimBox")
        Self.expectBox(boxes[1]?["BleedBox"], [5, 14.875, 155.25, 95], "page 1 BleedBox")
        Self.expectBox(boxes[2]?["TrimBox"], [1, 94, 4, 98], "page 2 TrimBox")
        Self.expectBox(boxes[2]?["MediaBox"], [0, 0, 200, 100], "page 2 MediaBox")
        try Self.expectValid(path)
    }

    @Test func pagesWithoutBoxesGiveNoUpdate() throws {
        #expect(try PDFPageBoxes.incrementalUpdate(for: Self.cairoPDF(pages: 1), pages: DocumentWriterTests.sample(pages: 1).pages).isEmpty)
    }

    @Test(arguments: [0, 100, 1000, -40, -3])
    func truncatedFileThrows(_ cut: Int) throws {
        let bytes = try Self.cairoPDF(pages: 2)
        var pages = DocumentWriterTests.sample(pages: 2).pages
        pages[1].trimBox = Rect(x: 1, y: 1, width: 10, height: 10)
        let truncated = Array(bytes.prefix(cut >= 0 ? cut : bytes.count + cut))
        #expect(throws: PDFUpdateError.self) { try PDFPageBoxes.incrementalUpdate(for: truncated, pages: pages) }
    }

    @Test func pageCountMismatchThrows() throws {
        var pages = DocumentWriterTests.sample(pages: 2).pages
        pages[0].trimBox = Rect(x: 1, y: 1, width: 10, height: 10)
        #expect(throws: PDFUpdateError.self) { try PDFPageBoxes.incrementalUpdate(for: Self.cairoPDF(pages: 3), pages: pages) }
    }

    @Test(arguments: [
        (12.5, "12.5"), (-0.125, "-0.125"), (3, "3"), (8.503937007874, "8.503937"), (-0.0000001, "0"), (2.9999996, "3"),
        (595.275591, "595.275591"), (1e-6, "0.000001"), (14_400, "14400"),
    ])
    func numbersHaveAtMostSixDecimals(_ sample: (Double, String)) throws {
        #expect(try PDFPageBoxes.number(sample.0) == sample.1)
    }

    @Test func infiniteNumbersThrow() {
        #expect(throws: PDFUpdateError.self) { try PDFPageBoxes.number(.infinity) }
    }
}
