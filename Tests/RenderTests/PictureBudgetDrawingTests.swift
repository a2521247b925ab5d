import Compose
import Export
import Foundation
import Output
import Scene
import SpecModel
import TestSupport
import Testing

/// A document keeps the bytes of its pictures within a budget and reads those it let go again when their
/// page is drawn: a sheet of distinct photos, with a logo and a shared photo on every page, draws the very
/// same files with no budget to speak of as with the default, and a file changed since the document was
/// read is an error where it must be read again, never a different picture.
@Suite struct PictureBudgetDrawingTests {
    static let photos = 10

    /// A sheet of distinct JPEG photos four to a page, then the logo (SVG) and one shared JPEG in turn on
    /// every page of a second sheet.
    static func sheet() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        var rows = "name,photo,mark\n"
        for k in 0..<photos {
            var ppm = Data("P6\n40 30\n255\n".utf8)
            for y in 0..<30 { for x in 0..<40 { ppm.append(contentsOf: [UInt8(x * 6), UInt8(y * 8), UInt8(k * 25)]) } }
            try ppm.write(to: URL(fileURLWithPath: folder.path("photo.ppm")))
            let jpeg = try ToolProcess.run(tool: "cjpeg", ["-outfile", folder.path("photo-\(k).jpg"), folder.path("photo.ppm")])
            #expect(jpeg.status == 0, "\(jpeg.stderr)")
            rows += "Person \(k),photo-\(k).jpg,\(k.isMultiple(of: 2) ? "logo.svg" : "shared.jpg")\n"
        }
        try FileManager.default.copyItem(atPath: folder.path("photo-0.jpg"), toPath: folder.path("shared.jpg"))
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><circle cx="40" cy="20" r="18" fill="#3060c0"/></svg>"##
            .write(toFile: folder.path("logo.svg"), atomically: true, encoding: .utf8)
        try rows.write(toFile: folder.path("rows.csv"), atomically: true, encoding: .utf8)
        let grid = #""data": "rows.csv", "grid": { "columns": 2, "rows": 2 }"#
        try """
        { "page": { "size": "A6", "margin": 10 }, "pages": [
          { "sheet": { \(grid), "cell": { "figure": { "kind": "image", "src": "{photo}", "fit": "cover", "clip": "hexagon" }, "caption": "{name}" } } },
          { "sheet": { \(grid), "cell": { "figure": { "kind": "image", "src": "{mark}" } } } } ] }
        """.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The document of `folder`'s spec keeping `budget` bytes of pictures, loaded as `poster render` loads it.
    static func document(in folder: ScratchFolder, budget: Int, format: OutputFormat) throws -> any PageSource {
        var options = LoadOptions(raster: format == .png)
        options.policy.pictureBudget = budget
        let loaded = SpecLoader.load(path: folder.path("spec.json"), options: options, streamed: format == .pdf)
        return try #require(loaded.streamed ?? loaded.document, "\(loaded.diagnostics)")
    }

    /// The files `document` is written to, as `name` (a file a page but for PDF), in page order.
    static func write(_ document: any PageSource, as name: String, format: OutputFormat, in folder: ScratchFolder) throws -> [Data] {
        let path = folder.path(format == .pdf ? "\(name).pdf" : "\(name)-{page}.\(format.rawValue)")
        return try DocumentWriter.write(document, format: format, to: path, options: RenderOptions(dpi: 72, jobs: 2)).map {
            try Data(contentsOf: URL(fileURLWithPath: $0))
        }
    }

    @Test(arguments: [OutputFormat.pdf, .png, .svg])
    func aTinyBudgetDrawsTheSameFiles(_ format: OutputFormat) throws {
        let folder = try Self.sheet()
        defer { folder.remove() }
        let kept = try Self.write(try Self.document(in: folder, budget: 64 << 20, format: format), as: "kept", format: format, in: folder)
        let reread = try Self.write(try Self.document(in: folder, budget: 0, format: format), as: "reread", format: format, in: folder)
        #expect(kept.count == (format == .pdf ? 1 : 6))
        #expect(kept == reread)
    }

    /// The PDF stores each distinct picture once, the logo and the shared photo included, however many
    /// pages place them and whether or not their bytes were read again for each.
    @Test func aPictureOnManyPagesIsStoredOnce() throws {
        let folder = try Self.sheet()
        defer { folder.remove() }
        _ = try Self.write(try Self.document(in: folder, budget: 0, format: .pdf), as: "sheet", format: .pdf, in: folder)
        let listed = try ToolProcess.run(tool: "pdfimages", ["-list", folder.path("sheet.pdf")])
        #expect(listed.status == 0, "\(listed.stderr)")
        let objects = Set(listed.stdout.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true)[10] })
        // The photos (shared.jpg is photo-0.jpg's bytes): the logo is vectors, not an image.
        #expect(objects.count == Self.photos)
    }

    @Test func aPictureChangedSinceItWasReadIsAnErrorOnceLetGo() throws {
        let folder = try Self.sheet()
        defer { folder.remove() }
        let kept = try Self.document(in: folder, budget: 64 << 20, format: .pdf)
        let letGo = try Self.document(in: folder, budget: 0, format: .pdf)
        try FileManager.default.removeItem(atPath: folder.path("photo-3.jpg"))
        try FileManager.default.copyItem(atPath: folder.path("photo-4.jpg"), toPath: folder.path("photo-3.jpg"))
        #expect(try Self.write(kept, as: "kept", format: .pdf, in: folder).count == 1)
        let error = try #require(throws: OutputError.self) { try Self.write(letGo, as: "let-go", format: .pdf, in: folder) }
        #expect(error.reason == "image \"photo-3.jpg\" changed while the document was drawn: render it again", "\(error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("let-go.pdf")))
    }

    /// A page of a PNG sheet that cannot be drawn is named by its own file, not the last one's, and no
    /// page's file is written.
    @Test func aFailedPageIsNamedByItsOwnFile() throws {
        let folder = try Self.sheet()
        defer { folder.remove() }
        let letGo = try Self.document(in: folder, budget: 0, format: .png)
        try FileManager.default.removeItem(atPath: folder.path("photo-3.jpg"))
        try FileManager.default.copyItem(atPath: folder.path("photo-4.jpg"), toPath: folder.path("photo-3.jpg"))
        let error = try #require(throws: OutputError.self) { try Self.write(letGo, as: "let-go", format: .png, in: folder) }
        #expect(error.path == folder.path("let-go-1.png"), "\(error)")
        #expect(error.reason == "image \"photo-3.jpg\" changed while the document was drawn: render it again")
        #expect(!folder.files.contains { $0.hasPrefix("let-go") })
    }
}
