import CairoKit
import Foundation
import TestSupport
import Testing

/// Pango with GLib, the picture, animation, colour and barcode libraries, librsvg, libxml2 and libqpdf are opened
/// when a run first needs them, not at every start: the dynamic loader's own account (`LD_DEBUG=libs`)
/// lists the libraries it initialised.
@Suite struct LazyLibraryTests {
    static let text = ["libpango-1.0.so", "libpangocairo-1.0.so", "libharfbuzz.so", "libgobject-2.0.so", "libglib-2.0.so"]
    static let pictures = ["libturbojpeg.so", "libexif.so", "libwebp.so", "librsvg-2.so", "libxml2.so"]
    static let animation = ["libgif.so", "libimagequant.so", "libwebpmux.so"]
    static let lazy = text + pictures + animation + ["liblcms2.so", "libzint.so", "libqpdf.so", "libhyphen.so"]

    /// The files of the libraries the run initialised, as ld.so reports them. Each report line starts
    /// with the process id; only poster's own count, the first to report: a sanitizer build starts
    /// `llvm-symbolizer` at exit to match its leak suppressions, and that process loads libxml2.
    static func initialised(_ arguments: [String], in folder: ScratchFolder) throws -> [String] {
        let result = try PosterProcess.run(arguments, in: folder.url, environment: ["LD_DEBUG": "libs"])
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        let reports = result.stderr.split(separator: "\n").compactMap { line -> (process: Substring, text: Substring)? in
            let fields = line.drop { $0 == " " }.split(separator: ":", maxSplits: 1)
            guard fields.count == 2, !fields[0].isEmpty, fields[0].allSatisfy(\.isNumber) else { return nil }
            return (fields[0], fields[1])
        }
        guard let poster = reports.first?.process else { return [] }
        return reports.filter { $0.process == poster }.compactMap { report in
            report.text.range(of: "calling init: ").map { String(report.text[$0.upperBound...]) }
        }
    }

    static func opened(_ library: String, in libraries: [String]) -> Bool {
        libraries.contains { ($0 as NSString).lastPathComponent.hasPrefix(library) }
    }

    @Test func aRunWithoutTextPicturesOrWorkbooksOpensNoneOfThem() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 3 } } ] } ] }"#
            .write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        for arguments in [
            ["--version"], ["check", "spec.json"], ["render", "spec.json", "-o", "out.pdf"], ["render", "spec.json", "-o", "out.svg"],
            ["draw", "polygon", "-o", "x.png"],
        ] {
            let libraries = try Self.initialised(arguments, in: folder)
            // The library every run needs is there: the report is being read.
            #expect(Self.opened("libcairo.so", in: libraries), "\(arguments): \(libraries)")
            for library in Self.lazy { #expect(!Self.opened(library, in: libraries), "\(arguments) opened \(library)") }
        }
    }

    @Test func aCaptionOpensPangoAndIsSetAsBefore() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 3 }, "caption": "Ωmega 한글" } ] } ] }"#
            .write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let libraries = try Self.initialised(["render", "spec.json", "-o", "out.pdf"], in: folder)
        #expect(Self.opened("libpango-1.0.so", in: libraries), "\(libraries)")
        #expect(Self.opened("libpangocairo-1.0.so", in: libraries), "\(libraries)")
        for library in Self.lazy where !Self.text.contains(library) { #expect(!Self.opened(library, in: libraries), "opened \(library)") }
        let text = try ToolProcess.run(tool: "pdftotext", [folder.path("out.pdf"), "-"])
        #expect(text.stdout.contains("Ωmega 한글"), "\(text.stdout)")
    }

    /// libhyphen is opened for a text hyphenated in a language whose patterns are installed, not for
    /// text set flush left, nor for justified text in a language without patterns.
    @Test(arguments: [("justify", "de", true), ("left", "de", false), ("justify", "fi", false)])
    func hyphenatedTextOpensLibhyphen(_ align: String, _ lang: String, _ opens: Bool) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "lang": "\#(lang)", "pages": [ { "cells": [ { "text": { "text": "Geschäftsbericht", "align": "\#(align)" } } ] } ] }"#
            .write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let libraries = try Self.initialised(["render", "spec.json", "-o", "out.pdf"], in: folder)
        #expect(Self.opened("libpango-1.0.so", in: libraries), "\(libraries)")
        #expect(Self.opened("libhyphen.so", in: libraries) == opens, "\(libraries)")
    }

    /// A spec of one cell holding `figure`, animated when `animated`.
    static func spec(_ figure: String, animated: Bool = false) -> String {
        let animation = animated ? #""animate": { "parameter": "turn", "from": 0, "to": 90 }, "# : ""
        return #"{ \#(animation)"page": { "size": "100pt x 100pt", "margin": 0 }, "pages": [ { "cells": [ { "figure": \#(figure) } ] } ] }"#
    }

    /// What a run reads or writes opens the libraries for it, and only those.
    @Test(arguments: [
        (spec(#"{ "kind": "image", "src": "photo.jpg" }"#), ["render", "spec.json", "-o", "out.pdf"], ["libturbojpeg.so", "libexif.so"]),
        (spec(#"{ "kind": "image", "src": "alpha.webp" }"#), ["render", "spec.json", "-o", "out.png"], ["libwebp.so"]),
        (spec(#"{ "kind": "code", "data": "poster" }"#), ["render", "spec.json", "-o", "out.svg"], ["libzint.so"]),
        (spec(#"{ "kind": "polygon", "sides": 3 }"#), ["render", "spec.json", "-o", "out.pdf", "--cmyk"], ["liblcms2.so", "libqpdf.so"]),
        (
            spec(#"{ "kind": "polygon", "sides": 4, "angle": "{turn}" }"#, animated: true),
            ["frames", "spec.json", "--fps", "2", "--duration", "1", "-o", "out.gif"],
            ["libgif.so", "libimagequant.so"]
        ),
        (
            spec(#"{ "kind": "polygon", "sides": 4, "angle": "{turn}" }"#, animated: true),
            ["frames", "spec.json", "--fps", "2", "--duration", "1", "-o", "out.webp"],
            ["libwebpmux.so", "libwebp.so"]
        ),
    ])
    func eachLibraryOpensForWhatNeedsItAlone(spec: String, arguments: [String], needed: [String]) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let seeds = repositoryRoot.appendingPathComponent("Fuzz/image-seeds")
        try FileManager.default.copyItem(atPath: seeds.appendingPathComponent("baseline.jpg").path, toPath: folder.path("photo.jpg"))
        try FileManager.default.copyItem(atPath: seeds.appendingPathComponent("alpha-lossy.webp").path, toPath: folder.path("alpha.webp"))
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let libraries = try Self.initialised(arguments, in: folder)
        for library in Self.lazy { #expect(Self.opened(library, in: libraries) == needed.contains(library), "\(arguments): \(library)") }
    }

    @Test func withoutPangoATextRunEndsWithTheReasonAndLeavesNoOutput() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 3 }, "caption": "Ω" } ] } ] }"#
            .write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        // First in the search path, a library under Pango's name that has none of its functions (cairo,
        // which this test process has loaded, so its file is known).
        let maps = String(decoding: try #require(FileHandle(forReadingAtPath: "/proc/self/maps")).readDataToEndOfFile(), as: UTF8.self)
        let cairo = try #require(maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }.first { $0.contains("/libcairo.so") })
        try FileManager.default.createDirectory(atPath: folder.path("lib"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: String(cairo), toPath: folder.path("lib/libpangocairo-1.0.so.0"))
        let result = try PosterProcess.run(["render", "spec.json", "-o", "out.pdf"], in: folder.url, environment: ["LD_LIBRARY_PATH": folder.path("lib")])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("poster: error: text cannot be set: libpangocairo-1.0.so.0 has no g_object_ref"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(left == ["lib", "spec.json"])
    }

    @Test func anSVGPictureOpensLibxml2AndLibrsvgAndDrawsAsBefore() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#ff0000"/></svg>"##
            .write(toFile: folder.path("mark.svg"), atomically: true, encoding: .utf8)
        try
            #"{ "page": { "size": "100pt x 100pt", "margin": 0 }, "pages": [ { "cells": [ { "figure": { "kind": "image", "src": "mark.svg", "fit": "fill" } } ] } ] }"#
            .write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let libraries = try Self.initialised(["render", "spec.json", "-o", "out.png", "--dpi", "72"], in: folder)
        #expect(Self.opened("libxml2.so", in: libraries))
        #expect(Self.opened("librsvg-2.so", in: libraries))
        #expect(!Self.opened("libqpdf.so", in: libraries))
        let pixel = try decodedPNG(at: folder.path("out.png")).rgba(x: 50, y: 50)
        #expect(pixel.red > 240 && pixel.green < 16 && pixel.blue < 16, "\(pixel)")
    }
}
