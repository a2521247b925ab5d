import CXML2
import FileIO
import Glibc
import SharedLibraries

/// Reads an SVG through libxml2, as librsvg will, and refuses what would make librsvg abort the process,
/// exhaust memory or run for minutes (`SVGLimits`): an entity bomb, a `<use>` bomb, too many or too
/// deeply nested elements, filters past their limits, and embedded pictures too large to decode
/// (`--max-image-pixels`) or of a format librsvg would hand to another decoder. Nothing is expanded,
/// decoded or drawn: the check takes time in proportion to the file's length.
struct SVGInspector {
    private let xml: XMLLibrary
    private let name: String
    private let maximumPixels: Int
    /// How many SVGs embed this one (0: the placed picture itself).
    private let embedding: Int
    private var graph = SVGUseGraph()
    private var fontSizes = SVGFontSizes()
    private var elements = 0
    /// The pixels of the pictures embedded, which librsvg decodes to draw them.
    private var pixels = 0

    /// The pixels of the pictures the SVG `bytes` embed (within each picture's limit), once the whole
    /// file has passed; `name` names it in messages.
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int, embedding: Int = 0) throws(ImageError) -> Int {
        if let reference = SVGFile.externalReference(in: String(decoding: bytes, as: UTF8.self)) {
            throw ImageError("\"\(name)\" refers to \"\(reference)\": an SVG may use only what it holds (#fragments and data: URIs)")
        }
        guard bytes.count < Int32.max else { throw ImageError("\"\(name)\" is too large an SVG (\(bytes.count) bytes)") }
        var inspector = SVGInspector(xml: try opened(XMLLibrary.shared, reading: name), name: name, maximumPixels: maximumPixels, embedding: embedding)
        try bytes.withUnsafeBufferPointer { (markup) throws(ImageError) in try inspector.read(markup) }
        if let size = inspector.fontSizes.worstCase {
            throw ImageError(
                "\"\(name)\": its style sheet's font sizes could set text \(Int(min(size, 1e15))) px tall where it nests, over the \(Int(SVGLimits.fontSize)) px librsvg can set"
            )
        }
        guard try inspector.graph.drawnElements(limit: SVGLimits.elements, name: name) <= SVGLimits.elements else {
            throw ImageError(
                "\"\(name)\" draws over \(SVGLimits.elements) elements once the copies its <use> elements make are counted (a <use> bomb): simplify the picture"
            )
        }
        return inspector.pixels
    }

    private init(xml: XMLLibrary, name: String, maximumPixels: Int, embedding: Int) {
        self.xml = xml
        self.name = name
        self.maximumPixels = maximumPixels
        self.embedding = embedding
    }

    /// Reads every node of `markup`, checking each element as it comes.
    private mutating func read(_ markup: UnsafeBufferPointer<UInt8>) throws(ImageError) {
        // What libxml2 reports outside the reader's own handler would go to standard error; the
        // reader's failure says what went wrong instead. librsvg's parser has handlers of its own.
        xml.quiet()
        let options = Int32(XML_PARSE_NONET.rawValue)
        guard let reader = markup.withMemoryRebound(to: CChar.self, { xml.readerForMemory($0.baseAddress, Int32($0.count), nil, nil, options) }) else {
            throw ImageError("cannot start an XML reader for \"\(name)\"")
        }
        defer { xml.freeTextReader(reader) }
        var firstError: String?
        try withUnsafeMutablePointer(to: &firstError) { (firstError) throws(ImageError) in
            xml.setStructuredErrorHandler(
                reader,
                { context, error in
                    let first = context!.assumingMemoryBound(to: String?.self)
                    guard first.pointee == nil, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
                    let message = error.pointee.message.map { String(cString: $0) } ?? "unreadable"
                    first.pointee = "\(message.trimmed) (line \(error.pointee.line))"
                }, firstError)
            var entitiesChecked = false
            while true {
                let status = xml.read(reader)
                guard status >= 0 else {
                    throw ImageError(
                        "\"\(name)\" is not a valid SVG: \(firstError.pointee ?? "malformed markup, or text in an encoding libxml2 cannot convert")")
                }
                guard status == 1 else { return }
                guard xml.nodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) else { continue }
                // The document through the current node: asking the reader for it would make the reader
                // keep every node to hand it over, and leave it to be freed here.
                if !entitiesChecked, let document = xml.currentNode(reader)?.pointee.doc {
                    try SVGEntities.check(document, markup: markup, name: name, xml: xml)
                    entitiesChecked = true
                }
                try element(reader)
            }
        }
    }

    /// Checks the element `reader` is on and adds it to the graph of `<use>` copies.
    private mutating func element(_ reader: xmlTextReaderPtr) throws(ImageError) {
        let line = xml.lineNumber(xml.currentNode(reader))
        elements += 1
        guard elements <= SVGLimits.elements else { throw ImageError("\"\(name)\" has over \(SVGLimits.elements) elements: simplify the picture") }
        let depth = Int(xml.depth(reader))
        guard depth < SVGLimits.depth else {
            throw ImageError("\"\(name)\" line \(line): its elements are nested over \(SVGLimits.depth) deep")
        }
        let element = xml.constLocalName(reader).map { String(cString: $0) } ?? ""
        // Every href is looked at: an element may have both SVG 2's and XLink's, and librsvg takes either.
        var attributes: [String: String] = [:], hrefs: [String] = []
        while xml.moveToNextAttribute(reader) == 1 {
            let attribute = xml.constLocalName(reader).map { String(cString: $0) } ?? ""
            guard ["id", "href", "order", "kernelMatrix", "numOctaves", "font-size", "style"].contains(attribute), let value = xml.constValue(reader)
            else { continue }
            if attribute == "href" { hrefs.append(String(cString: value)) } else { attributes[attribute] = String(cString: value) }
        }
        _ = xml.moveToElement(reader)
        if let size = fontSizes.element(element, depth: depth, attribute: attributes["font-size"], style: attributes["style"]) {
            throw ImageError(
                "\"\(name)\" line \(line): text set \(Int(min(size, 1e15))) px tall, over the \(Int(SVGLimits.fontSize)) px librsvg can set (the picture scales to its frame: set text at its own size)"
            )
        }
        if element == "style", let sheet = xml.readString(reader) {
            fontSizes.styleSheet(String(cString: sheet))
            xml.free(sheet)
        }
        let fragments = element == "use" ? hrefs.filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) } : []
        graph.add(depth: depth, id: attributes["id"], uses: fragments, line: line)
        for uri in hrefs.compactMap(DataURI.init) { try embedded(uri, line: line) }
        switch element {
        case "feConvolveMatrix": try convolution(order: attributes["order"], kernel: attributes["kernelMatrix"], line: line)
        case "feTurbulence":
            if let octaves = attributes["numOctaves"].flatMap({ Double($0.trimmed) }),
                octaves > Double(SVGLimits.turbulenceOctaves)
            {
                throw ImageError(
                    "\"\(name)\" line \(line): an feTurbulence of \(attributes["numOctaves"]!) octaves, over the \(SVGLimits.turbulenceOctaves) a picture may ask for (more change no pixel and take as long each)"
                )
            }
        default: break
        }
    }

    /// An `feConvolveMatrix` must have a kernel of whole rows and columns from 1 to `SVGLimits.convolveOrder`
    /// (librsvg aborts past 20) and exactly as many numbers as they make (librsvg aborts otherwise).
    private func convolution(order: String?, kernel: String?, line: Int) throws(ImageError) {
        let sides = Self.list(order ?? "3").map { Int($0) }
        guard (1...2).contains(sides.count), let columns = sides[0], let rows = sides.last!,
            (1...SVGLimits.convolveOrder).contains(columns), (1...SVGLimits.convolveOrder).contains(rows)
        else {
            throw ImageError(
                "\"\(name)\" line \(line): an feConvolveMatrix of order \"\(order ?? "")\": its order must be one or two whole numbers from 1 to \(SVGLimits.convolveOrder)"
            )
        }
        let numbers = Self.list(kernel ?? "").count
        guard numbers == columns * rows else {
            throw ImageError(
                "\"\(name)\" line \(line): an feConvolveMatrix of order \(columns) x \(rows) has \(numbers) numbers in its kernelMatrix, not \(columns * rows)")
        }
    }

    /// The items of an SVG list of numbers, split at whitespace and commas.
    private static func list(_ text: String) -> [Substring] {
        text.split { $0.isWhitespace || $0 == "," }
    }

    /// A picture embedded as a `data:` URI: a PNG or JPEG within the pixel limit, or an SVG checked as this one is.
    private mutating func embedded(_ uri: DataURI, line: Int) throws(ImageError) {
        switch EmbeddedPicture(uri) {
        case .pixels(let width, let height):
            if let problem = ImageLimits.problem(width: width, height: height, maximumPixels: maximumPixels) {
                throw ImageError("\"\(name)\" line \(line): the picture it embeds \(problem)")
            }
            // An embedded JPEG is held to the scans a placed one may have: librsvg decodes it whole.
            var bytes = uri.bytes
            if bytes.take(2) == [0xFF, 0xD8] {
                var payload: [UInt8] = [0xFF, 0xD8]
                while let byte = bytes.next() { payload.append(byte) }
                guard JPEGScans.count(payload) <= JPEGScans.limit else {
                    throw ImageError(
                        "\"\(name)\" line \(line): the JPEG it embeds is progressive in over \(JPEGScans.limit) scans, each a pass over the whole picture: save it again"
                    )
                }
            }
            pixels += width * height
        case .svg:
            guard embedding < SVGLimits.embeddingDepth else {
                throw ImageError("\"\(name)\" line \(line): SVGs embedded in SVGs over \(SVGLimits.embeddingDepth) deep")
            }
            var bytes = uri.bytes, payload: [UInt8] = []
            while let byte = bytes.next() { payload.append(byte) }
            pixels += try Self.check(payload, name: name, maximumPixels: maximumPixels, embedding: embedding + 1)
        case .unreadable:
            throw ImageError("\"\(name)\" line \(line): the picture it embeds is not a PNG, JPEG or SVG, or its header cannot be read")
        }
    }
}
