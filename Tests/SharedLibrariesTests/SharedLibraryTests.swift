import CRsvg
import CXML2
import SharedLibraries
import Testing

/// The libraries poster opens when it first needs them: what a missing one says, and that the
/// functions bound by name are the ones the headers declare (each called as the code calls it).
@Suite struct SharedLibraryTests {
    @Test func aLibraryThatCannotBeOpenedSaysWhichAndWhatToInstall() {
        let missing = CatalogEntry(
            name: "missing", sonames: ["libposter-missing.so.1", "libposter-missing.so"], package: "poster-missing", headers: "poster-missing-dev")
        guard case .failure(let error) = SharedLibrary.open(missing) else {
            Issue.record("a library that does not exist was opened")
            return
        }
        #expect(error.message.hasPrefix("missing (libposter-missing.so.1) cannot be loaded (apt-get install poster-missing): "))
        #expect(error.message.hasSuffix("cannot open shared object file: No such file or directory"), "\(error.message)")
    }

    /// A table of one function, as `POSTER_FUNCTION_TABLE` makes them.
    struct Version {
        let zlibVersion: @convention(c) () -> UnsafePointer<CChar>?
    }

    @Test func aTableIsFilledByNameAndAMissingFunctionIsNamed() throws {
        let zlib = try SharedLibrary.open(CatalogEntry(name: "zlib", sonames: ["libz.so.1"], package: "zlib1g", headers: "zlib1g-dev")).get()
        let version: Version = try zlib.table("zlibVersion")
        #expect(version.zlibVersion().map { String(cString: $0) }?.hasPrefix("1.") == true)
        do {
            let _: Version = try zlib.table("poster_no_such_function")
            Issue.record("a function that does not exist was bound")
        } catch {
            #expect(error.message == "libz.so.1 has no poster_no_such_function")
        }
    }

    @Test func libxml2ReadsElementsAttributesTextAndLines() throws {
        let xml = try XMLLibrary.shared.get()
        xml.quiet()
        let markup = Array("<a>\n<b id=\"x\">text</b><c/></a>".utf8)
        // The reader reads the markup where it lies, so it is read while the buffer is lent.
        let seen = try markup.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try Self.elements(of: $0, with: xml) }
        }
        #expect(seen == ["a@1/0", "b@2/1:text id=x", "c@2/1 (empty)"])
    }

    /// Each element of `markup` as `name@line/depth`, with its text (for `b`), attributes and emptiness.
    private static func elements(of markup: UnsafeBufferPointer<CChar>, with xml: XMLLibrary) throws -> [String] {
        let reader = try #require(xml.readerForMemory(markup.baseAddress, Int32(markup.count), nil, nil, Int32(XML_PARSE_NONET.rawValue)))
        defer { xml.freeTextReader(reader) }
        var seen: [String] = []
        while xml.read(reader) == 1 {
            guard xml.nodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) else { continue }
            let name = String(cString: try #require(xml.constLocalName(reader)))
            let line = xml.lineNumber(xml.currentNode(reader))
            var entry = "\(name)@\(line)/\(xml.depth(reader))"
            if name == "b", let text = xml.readString(reader) {
                entry += ":" + String(cString: text)
                xml.free(text)
            }
            while xml.moveToNextAttribute(reader) == 1 {
                entry += " \(String(cString: try #require(xml.constName(reader))))=\(String(cString: try #require(xml.constValue(reader))))"
            }
            _ = xml.moveToElement(reader)
            if xml.isEmptyElement(reader) == 1 { entry += " (empty)" }
            seen.append(entry)
        }
        return seen
    }

    @Test func librsvgSizesAndDrawsAnSVG() throws {
        let svg = try SVGLibrary.shared.get()
        let markup = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>"#.utf8)
        var error: UnsafeMutablePointer<GError>?
        let handle = try #require(markup.withUnsafeBufferPointer { svg.newFromData($0.baseAddress, gsize($0.count), &error) })
        defer { svg.objectUnref(UnsafeMutableRawPointer(handle)) }
        svg.setDPI(handle, 96)
        var width = 0.0, height = 0.0
        #expect(svg.intrinsicSizeInPixels(handle, &width, &height) != 0)
        #expect(width == 30 && height == 20)
        var hasViewBox: gboolean = 1
        var viewBox = RsvgRectangle()
        svg.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        #expect(hasViewBox == 0)
    }
}
