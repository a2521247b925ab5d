import CXML2
import SharedLibraries

/// The elements and text of an XML part, through libxml2's reader (no network, no entities expanded):
/// names are qualified as written ("r:id"). Markup that cannot be read stops the walk with where it broke.
struct XMLEvents {
    enum Event {
        case start(String, [String: String])
        case text(String)
        case end(String)
    }

    /// Why the markup could not be read, and where: the line and column libxml2 stopped at.
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Calls `body` with each event in document order; an empty element gives a start and an end. Markup
    /// that breaks off or is not well-formed throws once the events before it have been given.
    func walk(_ body: (Event) -> Void) throws(Failure) {
        let xml: XMLLibrary
        switch XMLLibrary.shared {
        case .success(let library): xml = library
        case .failure(let error): throw Failure(message: error.message, line: 0, column: 0)
        }
        xml.quiet()
        func name(_ reader: XMLLibrary.Reader) -> String { xml.constName(reader).map { String(cString: $0) } ?? "" }
        let failure: Failure? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                let reader = base.withMemoryRebound(
                    to: CChar.self, capacity: buffer.count, { xml.readerForMemory($0, Int32(buffer.count), nil, nil, Int32(XML_PARSE_NONET.rawValue)) })
            else { return Failure(message: "the part is empty", line: 1, column: 1) }
            defer { xml.freeTextReader(reader) }
            var first: Failure?
            return withUnsafeMutablePointer(to: &first) { first in
                xml.setStructuredErrorHandler(
                    reader,
                    { context, error in
                        let first = context!.assumingMemoryBound(to: Failure?.self)
                        guard first.pointee == nil, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
                        var message = error.pointee.message.map { String(cString: $0) } ?? "unreadable markup"
                        while message.last?.isWhitespace == true { message.removeLast() }
                        first.pointee = Failure(message: message, line: Int(error.pointee.line), column: Int(error.pointee.int2))
                    }, first)
                while true {
                    let status = xml.read(reader)
                    guard status == 1 else {
                        return status == 0 ? nil : first.pointee ?? Failure(message: "unreadable markup", line: 0, column: 0)
                    }
                    switch xml.nodeType(reader) {
                    case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                        let element = name(reader)
                        let empty = xml.isEmptyElement(reader) == 1
                        var attributes: [String: String] = [:]
                        while xml.moveToNextAttribute(reader) == 1 {
                            if let value = xml.constValue(reader) { attributes[name(reader)] = String(cString: value) }
                        }
                        _ = xml.moveToElement(reader)
                        body(.start(element, attributes))
                        if empty { body(.end(element)) }
                    case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                        body(.end(name(reader)))
                    case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                        Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                        if let value = xml.constValue(reader) { body(.text(String(cString: value))) }
                    default:
                        break
                    }
                }
            }
        }
        if let failure { throw failure }
    }

    /// Every element's name and attributes.
    func elements() throws(Failure) -> [(name: String, attributes: [String: String])] {
        var found: [(name: String, attributes: [String: String])] = []
        try walk { event in
            if case .start(let name, let attributes) = event { found.append((name, attributes)) }
        }
        return found
    }
}
