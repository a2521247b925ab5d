import Foundation
import TestSupport
import Testing

/// `poster init`: each template's files written into a new folder render at once, as the command it
/// prints says; nothing is ever overwritten.
@Suite struct InitCommandTests {
    @Test(arguments: [
        ("poster", ["poster.yaml"], ["render", "poster.yaml", "-o", "out.pdf"], 1),
        ("badges", ["badges.yaml", "people.csv"], ["render", "badges.yaml", "-o", "out.pdf"], 2),
        ("gallery", ["posters/carpet.yaml", "posters/pies.yaml", ".github/workflows/posters.yml"], ["gallery", "posters", "-o", "out", "--format", "pdf"], 0),
    ])
    func aTemplateRendersAtOnce(template: String, files: [String], next: [String], pages: Int) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let made = try PosterProcess.run(["init", "new", "--template", template], in: folder.url)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout == files.map { "new/\($0)\n" }.joined())
        #expect(made.stderr.contains("poster init: next: cd new && poster \(next.prefix(2).joined(separator: " "))"), "\(made.stderr)")
        let rendered = try PosterProcess.run(next, in: folder.url.appendingPathComponent("new"))
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(!rendered.stderr.contains("warning"), "\(rendered.stderr)")
        if pages > 0 {
            let info = try ToolProcess.run(tool: "pdfinfo", [folder.path("new/out.pdf")]).stdout
            #expect(info.contains("Pages:           \(pages)\n"), "\(info)")
        } else {
            #expect(rendered.stderr.contains("2 specs: 2 rendered"), "\(rendered.stderr)")
        }
    }

    @Test func nothingIsOverwritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("here"), withIntermediateDirectories: true)
        try "mine".write(toFile: folder.path("here/people.csv"), atomically: true, encoding: .utf8)
        let refused = try PosterProcess.run(["init", "here", "--template", "badges"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("here/people.csv is already there: nothing was written"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: folder.path("here/people.csv"), encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder.path("here/badges.yaml")), "nothing half-written")
        let unknown = try PosterProcess.run(["init", "--template", "flyer"], in: folder.url)
        #expect(unknown.status == 64)
    }

    /// A symbolic link inside the folder where a starter file's folder would be is not written through,
    /// whether it leads to a folder or nowhere: nothing is written anywhere.
    @Test(arguments: ["elsewhere", "nowhere"])
    func nothingIsWrittenThroughALink(_ target: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for name in ["new", "elsewhere"] { try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(atPath: folder.path("new/.github"), withDestinationPath: "../\(target)")
        let refused = try PosterProcess.run(["init", "new", "--template", "gallery"], in: folder.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("poster init: error: new/.github is not a folder (a symbolic link is not followed): nothing was written"),
            "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("elsewhere")).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("new")) == [".github"])
    }

    @Test func anEmptyFolderNameIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let refused = try PosterProcess.run(["init", ""], in: folder.url)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("the folder to write in is empty"), "\(refused.stderr)")
        #expect(folder.files.isEmpty)
    }
}
