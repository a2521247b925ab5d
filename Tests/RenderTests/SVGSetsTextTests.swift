import Foundation
import Imaging
import Scene
import Testing

/// An SVG says whether librsvg may set text to draw it: once one that may has been drawn, pages are emitted
/// under the font lock, since librsvg opens faces poster does not hold open (`FontWork`).
@Suite struct SVGSetsTextTests {
    static func svg(_ body: String, doctype: String = "") -> String {
        #"<?xml version="1.0"?>\#(doctype)<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">\#(body)</svg>"#
    }

    static func base64(_ string: String) -> String { Data(string.utf8).base64EncodedString() }

    @Test(arguments: [
        (svg(#"<rect width="40" height="40" fill="red"/><path d="M0 0L40 40"/>"#), false),
        (svg(#"<text x="2" y="20">Hi</text>"#), true),
        (svg(#"<g><text x="2" y="20"><tspan>nested</tspan></text></g>"#), true),
        // An entity's text is not read as elements here, so an SVG declaring one may hide a <text> in it.
        (svg("&shape;", doctype: #"<!DOCTYPE svg [<!ENTITY shape "<rect width='4' height='4'/>">]>"#), true),
        (svg(#"<image width="40" height="40" href="data:image/svg+xml;base64,\#(base64(svg(#"<text y="9">in</text>"#)))"/>"#), true),
        (svg(#"<image width="40" height="40" href="data:image/svg+xml;base64,\#(base64(svg(#"<circle r="9"/>"#)))"/>"#), false),
    ])
    func anSVGSaysWhetherItSetsText(_ markup: String, setsText: Bool) throws {
        let source = try ImageReader.check(Array(markup.utf8), name: "t.svg")
        #expect(source.setsText == setsText, "\(markup)")
    }
}
