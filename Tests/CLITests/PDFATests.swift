import Foundation
import TestSupport
import Testing

/// `--pdf-standard a-2b`: the PDF's XMP metadata names PDF/A part 2, conformance B, its catalog holds
/// a GTS_PDFA1 output intent whose profile is the installed sRGB profile, and its trailer a file
/// identifier, as qpdf, Python's XML parser and pdfinfo read the file back; without the option nothing of
/// that is written. (No validator of veraPDF's kind is packaged for Debian: conformance beyond these
/// entries is not proved here.)
@Suite struct PDFATests {
    /// The objects of `pdf` as qpdf's JSON gives them (streams with their decoded data, in base64).
    static func objects(_ pdf: String, in folder: ScratchFolder) throws -> [String: [String: Any]] {
        let out = folder.path("objects-\(UUID().uuidString).json")
        let run = try ToolProcess.run(tool: "qpdf", ["--json", "--json-stream-data=inline", "--decode-level=generalized", pdf, out])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let sections = json?["qpdf"] as? [Any]
        return (sections?.last as? [String: [String: Any]]) ?? [:]
    }

    /// The dictionary of the object `reference` names ("5 0 R"), a stream's own or a plain one.
    static func dictionary(_ reference: Any?, in objects: [String: [String: Any]]) -> [String: Any] {
        guard let reference = reference as? String, let object = objects["obj:" + reference] else { return reference as? [String: Any] ?? [:] }
        return (object["stream"] as? [String: Any])?["dict"] as? [String: Any] ?? object["value"] as? [String: Any] ?? [:]
    }

    /// The decoded data of the stream `reference` names.
    static func data(_ reference: Any?, in objects: [String: [String: Any]]) -> Data? {
        guard let reference = reference as? String, let stream = objects["obj:" + reference]?["stream"] as? [String: Any] else { return nil }
        return (stream["data"] as? String).flatMap { Data(base64Encoded: $0) }
    }

    /// Prints the XMP packet's pdfaid:part, pdfaid:conformance and pdf:Producer.
    static let identification = """
        import sys, xml.etree.ElementTree as ET
        ns = {"pdfaid": "http://www.aiim.org/pdfa/ns/id/", "pdf": "http://ns.adobe.com/pdf/1.3/"}
        root = ET.parse(sys.argv[1]).getroot()
        print(*(root.findtext(".//" + name, namespaces=ns) for name in ["pdfaid:part", "pdfaid:conformance", "pdf:Producer"]))
        """

    @Test func archivedPDFHoldsItsIdentificationAndSRGBOutputIntent() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = CLITests.layouts.appendingPathComponent("default.json").path
        let run = try PosterProcess.run(["render", spec, "--pdf-standard", "a-2b", "-o", folder.path("a.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ToolProcess.run(tool: "qpdf", ["--check", folder.path("a.pdf")]).status == 0)

        let objects = try Self.objects(folder.path("a.pdf"), in: folder)
        let trailer = objects["trailer"]?["value"] as? [String: Any] ?? [:]
        let catalog = Self.dictionary(trailer["/Root"], in: objects)
        let intents = catalog["/OutputIntents"] as? [Any] ?? []
        #expect(intents.count == 1)
        let intent = Self.dictionary(intents.first, in: objects)
        #expect(intent["/Type"] as? String == "/OutputIntent")
        #expect(intent["/S"] as? String == "/GTS_PDFA1")
        #expect(intent["/OutputConditionIdentifier"] as? String == "u:sRGB IEC61966-2.1")
        #expect(Self.dictionary(intent["/DestOutputProfile"], in: objects)["/N"] as? Int == 3)
        let profile = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/color/icc/sRGB.icc"))
        #expect(Self.data(intent["/DestOutputProfile"], in: objects) == profile)
        // The profile's header says it is an RGB display profile ("mntr", "RGB ").
        #expect(profile.count > 20 && String(decoding: profile[12..<20], as: UTF8.self) == "mntrRGB ")

        let xmp = try #require(Self.data(catalog["/Metadata"], in: objects))
        // Python's XML parser reads the packet: its PDF/A part, conformance and producer.
        try xmp.write(to: URL(fileURLWithPath: folder.path("xmp.xml")))
        let read = try ToolProcess.run(tool: "python3", ["-c", Self.identification, folder.path("xmp.xml")])
        #expect(read.stdout == "2 B poster\n", "\(read.stderr)")
        #expect(Self.dictionary(trailer["/Info"], in: objects)["/Producer"] as? String == "u:poster")

        // The file identifier PDF/A requires, which cairo leaves out.
        let identifier = trailer["/ID"] as? [String] ?? []
        #expect(identifier.count == 2 && identifier[0] == identifier[1] && identifier[0].count > 16, "\(identifier)")
        let info = try ToolProcess.run(tool: "pdfinfo", [folder.path("a.pdf")]).stdout
        #expect(info.contains("Producer:        poster\n"), "\(info)")
        #expect(info.contains("Metadata Stream: yes"), "\(info)")

        let again = try PosterProcess.run(["render", spec, "--pdf-standard", "a-2b", "-o", folder.path("again.pdf")])
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("again.pdf"))) == Data(contentsOf: URL(fileURLWithPath: folder.path("a.pdf"))))
    }

    @Test func plainPDFDeclaresNoStandard() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try PosterProcess.run(["draw", "badge", "--size", "100", "-o", folder.path("plain.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        let objects = try Self.objects(folder.path("plain.pdf"), in: folder)
        let trailer = objects["trailer"]?["value"] as? [String: Any] ?? [:]
        let catalog = Self.dictionary(trailer["/Root"], in: objects)
        #expect(catalog["/OutputIntents"] == nil)
        #expect(catalog["/Metadata"] == nil)
        let archived = try PosterProcess.run(["draw", "badge", "--size", "100", "--pdf-standard", "a-2b", "-o", folder.path("a.pdf")])
        #expect(archived.status == 0, "\(archived.stderr)")
        let archivedObjects = try Self.objects(folder.path("a.pdf"), in: folder)
        let marked = Self.dictionary((archivedObjects["trailer"]?["value"] as? [String: Any])?["/Root"], in: archivedObjects)
        #expect((marked["/OutputIntents"] as? [Any])?.count == 1)
    }

    @Test(arguments: [
        (["--pdf-standard", "a-2b", "-o", "x.png"], "--pdf-standard: a-2b is a standard for PDF files, and the output is png"),
        (["--pdf-standard", "a-2b", "--cmyk", "-o", "x.pdf"], "--pdf-standard: PDF/A-2b is written in sRGB: leave out --cmyk, which writes PDF/X"),
        (["--pdf-standard", "a-1b", "-o", "x.pdf"], "'a-1b'"),
    ])
    func refusedCombinationsWriteNothing(_ arguments: [String], _ message: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = CLITests.layouts.appendingPathComponent("default.json").path
        let run = try PosterProcess.run(["render", spec] + arguments, in: folder.url)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(folder.files.isEmpty)
    }

    @Test func specInInkRefusesPDFA() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = CLITests.layouts.appendingPathComponent("print.yaml").path
        let run = try PosterProcess.run(["render", spec, "--pdf-standard", "a-2b", "--set", "print.color=cmyk", "-o", folder.path("x.pdf")])
        #expect(run.status != 0)
        #expect(run.stderr.contains("PDF/A-2b is written in sRGB, and the spec asks for CMYK (print.color): leave out one of them"), "\(run.stderr)")
        #expect(folder.files.isEmpty)
    }
}
