import CairoKit
import Foundation
import TestSupport
import Testing

/// SVG pictures made to take poster down through librsvg (an abort, memory exhausted, minutes of work)
/// are refused before librsvg reads them, by `check` and `render` alike: a located error naming the
/// picture and what is wrong with it, exit status 1, nothing written.
@Suite struct HostileSVGTests {
    static let svgOpen = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">"#

    /// A PNG header (signature and IHDR chunk, no pixels) of `width` x `height` pixels.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A JPEG's start, an EXIF-sized APP1 segment to pass over, and a frame header of `width` x `height` pixels.
    static func jpegHeader(width: UInt16, height: UInt16) -> Data {
        let app1: [UInt8] = [0xFF, 0xE1, 0x04, 0x02] + Array(repeating: 0xDA, count: 0x400)
        let frame: [UInt8] = [0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        return Data([0xFF, 0xD8] + app1 + frame)
    }

    static func image(_ data: Data, type: String) -> String {
        "\(svgOpen)<image width=\"100\" height=\"100\" xlink:href=\"data:\(type);base64,\(data.base64EncodedString())\"/></svg>"
    }

    /// One entity of 100 KB made of another, referred to 30,000 times: 3 GB once librsvg expands it.
    static let entityBomb =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY a \"" + String(repeating: "x", count: 1000) + "\"><!ENTITY b \""
        + String(repeating: "&a;", count: 100) + "\">]>\n" + svgOpen + "<text>" + String(repeating: "&b;", count: 30_000) + "</text></svg>"

    /// Eleven levels of groups, each ten `<use>`s of the level below: 10^11 rectangles.
    static var useBomb: String {
        var svg = svgOpen + #"<defs><rect id="l0" width="1" height="1"/>"#
        for level in 1...11 {
            svg += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        return svg + ##"</defs><use xlink:href="#l11"/></svg>"##
    }

    static func filter(_ primitive: String) -> String {
        svgOpen + "<filter id=\"f\">\(primitive)</filter><rect width=\"100\" height=\"100\" filter=\"url(#f)\"/></svg>"
    }

    static let cases: [(String, String, String)] = [
        ("entities.svg", entityBomb, "\"entities.svg\" refers to its XML entities so often that they expand to over 1 MB of text"),
        (
            "order.svg", filter(#"<feConvolveMatrix order="40" kernelMatrix="\#(Array(repeating: "1", count: 1600).joined(separator: " "))"/>"#),
            "\"order.svg\" line 1: an feConvolveMatrix of order \"40\": its order must be one or two whole numbers from 1 to 16"
        ),
        (
            "kernel.svg", filter(#"<feConvolveMatrix order="3" kernelMatrix="\#(Array(repeating: "1", count: 1000).joined(separator: " "))"/>"#),
            "\"kernel.svg\" line 1: an feConvolveMatrix of order 3 x 3 has 1000 numbers in its kernelMatrix, not 9"
        ),
        (
            "noise.svg", filter(#"<feTurbulence baseFrequency="0.01" numOctaves="30"/>"#),
            "\"noise.svg\" line 1: an feTurbulence of 30 octaves, over the 10 a picture may ask for"
        ),
        ("copies.svg", useBomb, "\"copies.svg\" draws over 200000 elements once the copies its <use> elements make are counted"),
        (
            "loop.svg", svgOpen + ##"<g id="g"><rect width="1" height="1"/><use xlink:href="#g"/></g></svg>"##,
            "\"loop.svg\" line 1: a <use> shows \"#g\", which contains it"
        ),
        (
            "deep.svg", svgOpen + String(repeating: "<g>", count: 220) + String(repeating: "</g>", count: 220) + "</svg>",
            "\"deep.svg\" line 1: its elements are nested over 200 deep"
        ),
        (
            "png.svg", image(pngHeader(width: 20_000, height: 20_000), type: "image/png"),
            "\"png.svg\" line 1: the picture it embeds is 20000 x 20000 pixels, over the 100 megapixels a picture may have"
        ),
        (
            "jpeg.svg", image(jpegHeader(width: 20_000, height: 20_000), type: "image/jpeg"),
            "\"jpeg.svg\" line 1: the picture it embeds is 20000 x 20000 pixels, over the 100 megapixels a picture may have"
        ),
        (
            "hidden.svg",
            "\(svgOpen)<image width=\"100\" height=\"100\" href=\"data:image/png;base64,\(pngHeader(width: 20_000, height: 20_000).base64EncodedString())\" xlink:href=\"#x\"/></svg>",
            "\"hidden.svg\" line 1: the picture it embeds is 20000 x 20000 pixels"
        ),
        (
            "encoding.svg", "<?xml version=\"1.0\" encoding=\"ISO-2022-JP\"?>\(svgOpen)<text>\u{FF}.w3</text></svg>",
            "\"encoding.svg\" is not a valid SVG: malformed markup, or text in an encoding libxml2 cannot convert"
        ),
        (
            "gif.svg", image(Data("GIF89a\u{1}\0\u{1}\0".utf8), type: "image/gif"),
            "\"gif.svg\" line 1: the picture it embeds is not a PNG, JPEG or SVG"
        ),
        (
            "nested.svg", image(Data(entityBomb.utf8), type: "image/svg+xml"),
            "\"nested.svg\" refers to its XML entities so often that they expand to over 1 MB of text"
        ),
        (
            "tall.svg", svgOpen + #"<text font-size="1e7">x</text></svg>"#,
            "\"tall.svg\" line 1: text set 10000000 px tall, over the 10000 px librsvg can set"
        ),
        (
            "shorthand.svg", svgOpen + #"<text style="font: bold 1e7px serif">x</text></svg>"#,
            "\"shorthand.svg\" line 1: text set 10000000 px tall, over the 10000 px librsvg can set"
        ),
        (
            "ems.svg", svgOpen + #"<g font-size="100em"><g font-size="100em"><text font-size="100em">x</text></g></g></svg>"#,
            "\"ems.svg\" line 1: text set 160000 px tall"
        ),
        (
            "sheet.svg", svgOpen + "<style>g, text { font-size: 100em }</style><g><g><g><text>x</text></g></g></g></svg>",
            "\"sheet.svg\": its style sheet's font sizes could set text 160000000000 px tall where it nests"
        ),
        (
            "wide.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="400000" height="10"><rect width="10" height="10"/></svg>"#,
            "\"wide.svg\" is 400000 x 10 px at its own size, over the 100000 px a side an SVG may be"
        ),
        (
            "viewbox.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000000 1000000"><rect width="10" height="10"/></svg>"#,
            "\"viewbox.svg\" is 1000000 x 1000000 px at its own size"
        ),
        (
            "scans.svg", image(scanned(101), type: "image/jpeg"),
            "\"scans.svg\" line 1: the JPEG it embeds is progressive in over 100 scans"
        ),
    ]

    /// A JPEG's header and `count` start-of-scan segments, each with a byte of data: what the scan counter reads.
    static func scanned(_ count: Int) -> Data {
        let scan: [UInt8] = [0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 63, 0, 0x55]
        return jpegHeader(width: 100, height: 100) + Data(Array(repeating: scan, count: count).joined()) + Data([0xFF, 0xD9])
    }

    @Test(arguments: cases)
    func aHostileSVGIsRefusedBeforeLibrsvgReadsIt(_ name: String, _ svg: String, _ message: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try svg.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
        try ImageTests.spec([ImageTests.image(name)]).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        for command in [["check", "spec.json"], ["render", "spec.json", "-o", "out.pdf"], ["render", "spec.json", "-o", "out.png", "--dpi", "72"]] {
            let run = try PosterProcess.run(command, in: folder.url, timeout: 60)
            #expect(run.status == 1, "\(command): \(run.stderr)")
            #expect(run.stderr.hasPrefix("spec.json:1:131: error: pages[0].cells[0].figure.src: \(message)"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("spec.json:1:131: error: ") }, "libxml2 printed: \(run.stderr)")
        }
        #expect(Set(folder.files) == [name, "spec.json"])
    }

    /// What drawing programs write stays within the limits: entities naming namespaces, pictures
    /// embedded as PNG and as a percent-escaped SVG, a 3 x 3 convolution and a turbulence of the most
    /// octaves allowed.
    @Test func anOrdinarySVGPassesItsChecks() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let logo = try PosterProcess.run(["draw", "polygon", "--size", "20", "--dpi", "72", "-o", folder.path("logo.png")])
        #expect(logo.status == 0, "\(logo.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: folder.path("logo.png")))
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY ns_xlink "http://www.w3.org/1999/xlink">]>
            <svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="100" height="100">
              <filter id="edge"><feConvolveMatrix order="3" kernelMatrix="0 -1 0 -1 5 -1 0 -1 0"/></filter>
              <filter id="noise"><feTurbulence baseFrequency="0.05" numOctaves="10"/></filter>
              <rect width="100" height="50" filter="url(#noise)"/>
              <image y="50" width="50" height="50" filter="url(#edge)" xlink:href="data:image/png;base64,\(png.base64EncodedString())"/>
              <image x="50" y="50" width="50" height="50" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='4'%3E%3Crect width='4' height='2' fill='%23c60'/%3E%3C/svg%3E"/>
            </svg>
            """
        try svg.write(toFile: folder.path("drawn.svg"), atomically: true, encoding: .utf8)
        try ImageTests.spec([ImageTests.image("drawn.svg")]).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", "spec.json", "-o", "out.png", "--dpi", "72"], in: folder.url, timeout: 60)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try decodedPNG(at: folder.path("out.png")).width > 0)
    }

    /// The check costs little per element: a picture of 150,000 elements, each sized by an attribute and
    /// an inline style, is checked and drawn in seconds (a regular expression built for each element's
    /// style made the check alone take 40 s).
    @Test(.timeLimit(.minutes(1))) func manyStyledElementsAreCheckedQuickly() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let element = #"<rect width="2" height="2" font-size="2em" style="fill:#c60;font-size:12px"/>"#
        try (Self.svgOpen + String(repeating: element, count: 150_000) + "</svg>").write(toFile: folder.path("many.svg"), atomically: true, encoding: .utf8)
        try ImageTests.spec([ImageTests.image("many.svg")]).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        for command in [["check", "spec.json"], ["render", "spec.json", "-o", "out.png", "--dpi", "72"]] {
            let run = try PosterProcess.run(command, in: folder.url, timeout: 60)
            #expect(run.status == 0, "\(command): \(run.stderr)")
        }
    }
}
