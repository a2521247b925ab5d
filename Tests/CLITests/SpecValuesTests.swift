import Foundation
import TestSupport
import Testing

/// `--data FILE` and `--set PATH=VALUE` on render, check, watch and gallery: the spec is decoded as if
/// its file said so, a bad value is an error named by its option, nothing is written then, and a data
/// file named on the command line is read wherever it is.
@Suite struct SpecValuesTests {
    static let spec = """
        { "version": 1, "page": { "size": "A6", "margin": "5mm" },
          "pages": [ { "sheet": { "data": "people.csv", "grid": { "columns": 1, "rows": 2 },
            "cell": { "text": "{name}", "caption": "{role}" } } } ] }
        """

    /// A folder holding the spec (`badges.json`, its data `people.csv`) and, beside it, another with
    /// `others.csv`: outside the spec's folder.
    static func folders() throws -> (spec: ScratchFolder, other: ScratchFolder) {
        let spec = try ScratchFolder(), other = try ScratchFolder()
        try Data(Self.spec.utf8).write(to: spec.url.appendingPathComponent("badges.json"))
        try Data("name,role\nAda,Speaker\nGrace,VIP\n".utf8).write(to: spec.url.appendingPathComponent("people.csv"))
        try Data("name,role\nKatherine,Staff\nDorothy,Staff\nMary,Guest\n".utf8).write(to: other.url.appendingPathComponent("others.csv"))
        return (spec, other)
    }

    @Test func dataFromTheCommandLineReplacesTheSheetsDataWhereverItIs() throws {
        let (folder, other) = try Self.folders()
        defer {
            folder.remove()
            other.remove()
        }
        let render = try PosterProcess.run(["render", "badges.json", "--data", other.path("others.csv"), "-o", "out.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("out.pdf"), "-"]).stdout
        #expect(text.contains("Katherine") && text.contains("Mary") && !text.contains("Ada"))
        let pages = try ToolProcess.run(tool: "qpdf", ["--show-npages", folder.path("out.pdf")]).stdout
        #expect(pages.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        // A relative --data names a file from the current folder, not the spec's.
        let relative = try PosterProcess.run(["check", folder.path("badges.json"), "--data", "others.csv"], in: other.url)
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(relative.stdout.contains("ok: 2 pages"))
        // A problem in --data's file names it as the command line did, not by its absolute path.
        try Data("name,role\nKatherine,{oops}\n".utf8).write(to: other.url.appendingPathComponent("bad.csv"))
        let bad = try PosterProcess.run(
            ["check", folder.path("badges.json"), "--data", "bad.csv", "--set", #"pages[0].sheet.cell.text={"text": "{name}", "size": "{role}"}"#],
            in: other.url)
        #expect(bad.status == 1 && bad.stderr.hasPrefix("bad.csv:2:2: error: row 1, column \"role\": "), "\(bad.stderr)")
        // A data path in the spec itself still may not leave its folder.
        let outside = try PosterProcess.run(["check", "badges.json", "--set", "pages[0].sheet.data=\(other.path("others.csv"))"], in: folder.url)
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("is outside the spec's folder; pass --allow-outside to read it"))
    }

    @Test func setChangesAnyValueAsTheFileWould() throws {
        let (folder, other) = try Self.folders()
        defer {
            folder.remove()
            other.remove()
        }
        let check = try PosterProcess.run(["check", "badges.json", "--set", "pages[0].sheet.grid.rows=1", "--set", "page.size=A5"], in: folder.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("ok: 2 pages"))
        let render = try PosterProcess.run(["render", "badges.json", "--set", "page.size=A5", "-o", "a5.pdf"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        let boxes = try ToolProcess.run(tool: "pdfinfo", [folder.path("a5.pdf")]).stdout
        #expect(boxes.contains("419.528 x 595.276 pts"), "\(boxes)")
    }

    @Test(arguments: [
        (
            ["--set", "pages[0].sheet.grid.columns=x"],
            "--set pages[0].sheet.grid.columns=x: error: pages[0].sheet.grid.columns: expected a whole number from 1 to 1000, found a string (\"x\")\n"
        ),
        (
            ["--set", "pages[0].sheet.grid.colums=2"],
            "--set pages[0].sheet.grid.colums=2: error: pages[0].sheet.grid.colums: unknown key \"colums\" (did you mean \"columns\"?)\n"
        ),
        (["--set", "pages[3].title=x"], "--set pages[3].title=x: error: there is no pages[3]: pages has 1 item, pages[0]\n"),
        // A member the option adds on its way is its own, not the spec's (it was reported at the spec's cell).
        (
            ["--set", "pages[0].sheet.cell.foo.bar=1"],
            "--set pages[0].sheet.cell.foo.bar=1: error: pages[0].sheet.cell.foo: unknown key \"foo\"\n"
        ),
        (
            ["--data", "/nonexistent/people.csv"],
            "--data /nonexistent/people.csv: error: pages[0].sheet.data: cannot read data file \"/nonexistent/people.csv\": no such file or directory\n"
        ),
    ])
    func aBadValueIsAnErrorNamedByItsOptionAndNothingIsWritten(_ arguments: [String], _ message: String) throws {
        let (folder, other) = try Self.folders()
        defer {
            folder.remove()
            other.remove()
        }
        let render = try PosterProcess.run(["render", "badges.json", "-o", "out.pdf"] + arguments, in: folder.url)
        #expect(render.status == 1)
        #expect(render.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
    }

    @Test func aMalformedSetIsABadCommandLine() throws {
        let (folder, other) = try Self.folders()
        defer {
            folder.remove()
            other.remove()
        }
        let render = try PosterProcess.run(["render", "badges.json", "--set", "pages[x]=1"], in: folder.url)
        #expect(render.status == 64)
        #expect(render.stderr.contains("--set pages[x]: expected an index (0 or more) and ] at character 7 of the path"))
    }

    @Test func dataForASpecOfSheetsReadingDifferentDataIsRefused() throws {
        let (folder, other) = try Self.folders()
        defer {
            folder.remove()
            other.remove()
        }
        let noSheet = #"{ "version": 1, "pages": [ { "text": "hello" } ] }"#
        try Data(noSheet.utf8).write(to: folder.url.appendingPathComponent("plain.json"))
        let plain = try PosterProcess.run(["check", "plain.json", "--data", "people.csv"], in: folder.url)
        #expect(plain.status == 1)
        #expect(plain.stderr.hasSuffix("people.csv: error: the spec has no sheet to read it (a page block with \"sheet\")\n"))
        let two =
            #"{ "version": 1, "pages": [ { "sheet": { "data": "a.csv", "cell": { "text": "{x}" } } }, { "sheet": { "data": "b.csv", "cell": { "text": "{x}" } } } ] }"#
        try Data(two.utf8).write(to: folder.url.appendingPathComponent("two.json"))
        let both = try PosterProcess.run(["check", "two.json", "--data", "people.csv"], in: folder.url)
        #expect(both.status == 1)
        #expect(
            both.stderr.contains(
                "the spec's sheets read different data (pages[0].sheet.data, pages[1].sheet.data); set each with --set pages[N].sheet.data=FILE"))
    }

    @Test func aGalleryRendersAgainWhenItsValuesChange() throws {
        let (folder, other) = try Self.folders()
        defer {
            folder.remove()
            other.remove()
        }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for file in ["badges.json", "people.csv"] {
            try FileManager.default.moveItem(at: folder.url.appendingPathComponent(file), to: folder.url.appendingPathComponent("specs/\(file)"))
        }
        let small = ["--dpi", "20", "--thumb-size", "32", "--format", "pdf"]
        let first = try PosterProcess.run(["gallery", "specs", "-o", "out"] + small + ["--set", "page.size=A5"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        let again = try PosterProcess.run(["gallery", "specs", "-o", "out"] + small + ["--set", "page.size=A5"], in: folder.url)
        #expect(again.stderr.contains("1 skipped (unchanged)"), "\(again.stderr)")
        let changed = try PosterProcess.run(["gallery", "specs", "-o", "out"] + small + ["--set", "page.size=A4"], in: folder.url)
        #expect(changed.status == 0 && changed.stderr.contains("1 rendered, 0 skipped"), "\(changed.stderr)")
        let pdf = try #require(FileManager.default.enumerator(atPath: folder.path("out"))?.compactMap { $0 as? String }.first { $0.hasSuffix("badges.pdf") })
        #expect(try ToolProcess.run(tool: "pdfinfo", [folder.path("out/\(pdf)")]).stdout.contains("595.276 x 841.89 pts"))
    }

    /// `--data -` reads the data from standard input, told apart by its first bytes (CSV, a workbook, JSON, a SQLite database),
    /// the same rows as the file; a bad value is named at `<stdin>`, its line and column. A spec read from
    /// standard input leaves none for the data: that is a bad command line, and a gallery takes a file.
    @Test func dataFromStandardInput() throws {
        let (folder, other) = try Self.folders()
        defer {
            folder.remove()
            other.remove()
        }
        let csv = Data("name,role\nKatherine,Staff\nDorothy,Staff\nMary,Guest\n".utf8)
        let fromFile = try PosterProcess.run(["render", "badges.json", "--data", other.path("others.csv"), "-o", "file.pdf"], in: folder.url)
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let reference = try Data(contentsOf: folder.url.appendingPathComponent("file.pdf"))
        let converted = try ToolProcess.run(
            tool: "python3", [repositoryRoot.appendingPathComponent("Tests/Data/csv_to_xlsx.py").path, other.path("others.csv"), other.path("others.xlsx")])
        #expect(converted.status == 0, "\(converted.stderr)")
        let json = Data(#"[{"name": "Katherine", "role": "Staff"}, {"name": "Dorothy", "role": "Staff"}, {"name": "Mary", "role": "Guest"}]"#.utf8)
        let database = try ToolProcess.run(
            tool: "python3",
            [
                "-c",
                "import csv, sqlite3, sys\nd = sqlite3.connect(sys.argv[2])\nd.execute('CREATE TABLE t (name, role)')\n"
                    + "d.executemany('INSERT INTO t VALUES (?, ?)', list(csv.reader(open(sys.argv[1])))[1:])\nd.commit()",
                other.path("others.csv"), other.path("others.db"),
            ])
        #expect(database.status == 0, "\(database.stderr)")
        for (kind, input) in [
            ("csv", csv), ("xlsx", try Data(contentsOf: other.url.appendingPathComponent("others.xlsx"))), ("json", json),
            ("sqlite", try Data(contentsOf: other.url.appendingPathComponent("others.db"))),
        ] {
            let render = try PosterProcess.run(["render", "badges.json", "--data", "-", "-o", "\(kind).pdf"], in: folder.url, input: input)
            #expect(render.status == 0, "\(kind): \(render.stderr)")
            #expect(try Data(contentsOf: folder.url.appendingPathComponent("\(kind).pdf")) == reference, "\(kind)")
        }
        let bad = try PosterProcess.run(
            ["render", "badges.json", "--data", "-", "--set", #"pages[0].sheet.cell.text={"text": "{role}", "size": "{name}"}"#, "-o", "bad.pdf"],
            in: folder.url, input: Data("name,role\n12pt,Speaker\nhuge,Guest\n".utf8))
        #expect(bad.status == 1)
        #expect(bad.stderr.contains(#"<stdin>:3:1: error: row 2, column "name": "#), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("bad.pdf")))
        let both = try PosterProcess.run(["render", "-", "--data", "-", "-o", "both.pdf"], in: folder.url, input: Data(Self.spec.utf8))
        #expect(both.status == 64)
        #expect(both.stderr.contains("--data - reads standard input, which holds the spec: name the spec's file, or the data's"), "\(both.stderr)")
        let check = try PosterProcess.run(["check", "badges.json", "-", "--data", "-"], in: folder.url, input: Data(Self.spec.utf8))
        #expect(check.status == 64, "\(check.stderr)")
        let gallery = try PosterProcess.run(["gallery", ".", "--data", "-", "-o", "g"], in: folder.url, input: csv)
        #expect(gallery.status == 64)
        #expect(gallery.stderr.contains("poster gallery reads --data from a file, not standard input"), "\(gallery.stderr)")
    }
}
