import CairoKit
import Export
import Foundation
import Geometry
import Output
import Scene
import TestSupport
import Testing

@Suite struct DocumentWriterTests {
    /// A document of `count` pages, each `size` large, with a red square and a caption.
    static func sample(pages count: Int, size: Size = Size(200, 100)) -> Document {
        var builder = PathBuilder()
        builder.rect(Rect(x: 10, y: 10, width: 50, height: 50))
        let square = Item.shape(Shape(path: builder.finish()!, fill: .solid(Color(red: 1, green: 0, blue: 0))))
        let caption = Item.text(Text("page", font: Font(family: "DejaVu Sans", size: 12), color: .black, box: Rect(x: 70, y: 10, width: 120, height: 20)))
        return Document(title: "Sample", pages: (0..<count).map { _ in Page(size: size, background: .white, items: [square, caption]) })
    }

    @Test func pdfHoldsEveryPageWithItsMediaBox() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("doc.pdf")
        let written = try DocumentWriter.write(Self.sample(pages: 3), format: .pdf, to: path)
        #expect(written == [path])
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        let info = try ToolProcess.run(tool: "pdfinfo", ["-f", "1", "-l", "3", path])
        #expect(info.status == 0)
        #expect(info.stdout.contains("Pages:           3"))
        #expect(info.stdout.contains("Title:           Sample"))
        let sizes = info.stdout.split(separator: "\n").filter { $0.hasPrefix("Page ") && $0.contains(" size:") }
        #expect(sizes.count == 3 && sizes.allSatisfy { $0.hasSuffix(" 200 x 100 pts") })
        #expect(info.stdout.contains("CreationDate:    Sat Jan  1 00:00:00 2000"))
        let check = try ToolProcess.run(tool: "qpdf", ["--check", path])
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test(arguments: [OutputFormat.pdf, .png, .svg])
    func sameDocumentGivesByteIdenticalFiles(_ format: OutputFormat) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let a = try DocumentWriter.write(Self.sample(pages: 2), format: format, to: folder.path("a.\(format.rawValue)"))
        let b = try DocumentWriter.write(Self.sample(pages: 2), format: format, to: folder.path("b.\(format.rawValue)"))
        #expect(a.count == (format == .pdf ? 1 : 2))
        for (x, y) in zip(a, b) {
            #expect(FileManager.default.contents(atPath: x) == FileManager.default.contents(atPath: y))
            #expect(try outputProblems(x) == [])
        }
    }

    @Test func pngPagesHaveTheSizeOfTheirDPI() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let files = try DocumentWriter.write(Self.sample(pages: 2), format: .png, to: folder.path("p.png"), options: RenderOptions(dpi: 144))
        #expect(files == [folder.path("p-1.png"), folder.path("p-2.png")])
        let image = try decodedPNG(at: files[0])
        #expect(image.width == 400 && image.height == 200)
        // The red square spans 10...60 pt, so 20...120 px at 144 dpi; the page is white elsewhere.
        #expect(image.rgba(x: 70, y: 70) == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.rgba(x: 5, y: 5) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// A PDF takes its pages from the source one at a time, in order, each once, and writes the same
    /// bytes as from the whole document.
    @Test func pdfAsksForEachPageOnceInOrder() throws {
        final class CountingSource: PageSource {
            let document = DocumentWriterTests.sample(pages: 5)
            var asked: [Int] = []
            var title: String { document.title }
            var pageCount: Int { document.pages.count }
            func page(_ number: Int) -> Page {
                asked.append(number)
                return document.pages[number - 1]
            }
        }
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let source = CountingSource()
        try DocumentWriter.write(source, format: .pdf, to: folder.path("streamed.pdf"), options: RenderOptions(pages: [1, 3, 4, 5]))
        #expect(source.asked == [1, 3, 4, 5])
        try DocumentWriter.write(source.document, format: .pdf, to: folder.path("whole.pdf"), options: RenderOptions(pages: [1, 3, 4, 5]))
        #expect(FileManager.default.contents(atPath: folder.path("streamed.pdf")) == FileManager.default.contents(atPath: folder.path("whole.pdf")))
    }

    @Test func aDocumentWithoutPagesIsAnError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let error = #expect(throws: OutputError.self) {
            try DocumentWriter.write(Document(title: "empty", pages: []), format: .pdf, to: folder.path("e.pdf"))
        }
        #expect(error?.reason == "page 1 does not exist (the document has 0)")
        #expect(folder.files.isEmpty)
    }

    @Test func selectedPagesOnly() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let files = try DocumentWriter.write(Self.sample(pages: 4), format: .svg, to: folder.path("s-{page}.svg"), options: RenderOptions(pages: [2, 4]))
        #expect(files == [folder.path("s-2.svg"), folder.path("s-4.svg")])
        #expect(folder.files == ["s-2.svg", "s-4.svg"])
    }

    @Test func failedRenderLeavesEarlierOutputAndNoTemporaryFiles() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("out.png")
        try DocumentWriter.write(Self.sample(pages: 2), format: .png, to: path)
        let before = try #require(FileManager.default.contents(atPath: folder.path("out-1.png")))
        var broken = Self.sample(pages: 2)
        broken.pages[1].size = Size(100_000, 100) // beyond cairo's 32767 px image limit
        #expect(throws: OutputError.self) { try DocumentWriter.write(broken, format: .png, to: path) }
        #expect(FileManager.default.contents(atPath: folder.path("out-1.png")) == before)
        #expect(folder.files == ["out-1.png", "out-2.png"])
    }

    @Test func writeErrorIsReportedAndNothingIsLeftBehind() throws {
        #expect(throws: OutputError.self) {
            try DocumentWriter.write(Self.sample(pages: 1), format: .pdf, to: "/nonexistent-folder/x.pdf")
        }
    }

    @Test(arguments: [
        ("out/a.png", 2, 3, "out/a-2.png"), ("a.png", 1, 1, "a.png"), ("a-{page}.png", 1, 1, "a-1.png"),
        ("a.pdf", 2, 3, "a.pdf"), ("dir.v2/name", 3, 4, "dir.v2/name-3"),
    ])
    func pageFileNames(_ sample: (String, Int, Int, String)) {
        let format = OutputFormat(fileName: sample.0) ?? .png
        #expect(OutputNaming.path(sample.0, page: sample.1, pageCount: sample.2, format: format) == sample.3)
    }

    @Test func sourceDateEpochBecomesTheDate() {
        #expect(PDFDate.iso8601(secondsSince1970: 0) == "1970-01-01T00:00:00")
        #expect(PDFDate.iso8601(secondsSince1970: 1_700_000_000) == "2023-11-14T22:13:20")
    }
}

@Suite struct ParallelPagesTests {
    @Test(arguments: [OutputFormat.png, .svg])
    func pagesRenderedAtOnceAreByteIdenticalToOneAtATime(_ format: OutputFormat) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var document = DocumentWriterTests.sample(pages: 6)
        for i in document.pages.indices {
            document.pages[i].items.append(
                .text(Text("page \(i + 1) 서울", font: Font(family: "DejaVu Sans", size: 10), color: .black, box: Rect(x: 10, y: 70, width: 180, height: 20))))
        }
        let serial = try DocumentWriter.write(document, format: format, to: folder.path("a.\(format.rawValue)"), options: RenderOptions(jobs: 1))
        let parallel = try DocumentWriter.write(document, format: format, to: folder.path("b.\(format.rawValue)"), options: RenderOptions(jobs: 4))
        #expect(serial.count == 6 && parallel.count == 6)
        for (a, b) in zip(serial, parallel) {
            #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b), "\(b) differs")
            #expect(try outputProblems(a) == [])
        }
    }
}
