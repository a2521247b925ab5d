public import CXML2

/// libxml2's reader, which SVG pictures are checked with before librsvg reads them and workbooks'
/// parts are read with, opened the first time one is read (with ICU behind it, over 2 ms of every
/// start otherwise).
/// (Unchecked: libxml2's deallocator is a C global variable, `xmlFree`, reached through a pointer.)
public struct XMLLibrary: @unchecked Sendable {
    public typealias Reader = xmlTextReaderPtr?
    public let readerForMemory: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) -> xmlTextReaderPtr?
    public let freeTextReader: @convention(c) (Reader) -> Void
    public let setStructuredErrorHandler: @convention(c) (Reader, xmlStructuredErrorFunc?, UnsafeMutableRawPointer?) -> Void
    public let read: @convention(c) (Reader) -> Int32
    public let nodeType: @convention(c) (Reader) -> Int32
    public let depth: @convention(c) (Reader) -> Int32
    public let isEmptyElement: @convention(c) (Reader) -> Int32
    public let currentNode: @convention(c) (Reader) -> xmlNodePtr?
    public let constName: @convention(c) (Reader) -> UnsafePointer<xmlChar>?
    public let constLocalName: @convention(c) (Reader) -> UnsafePointer<xmlChar>?
    public let constValue: @convention(c) (Reader) -> UnsafePointer<xmlChar>?
    public let moveToNextAttribute: @convention(c) (Reader) -> Int32
    public let moveToElement: @convention(c) (Reader) -> Int32
    /// The text of the current node and its descendants, which the caller frees (`free`).
    public let readString: @convention(c) (Reader) -> UnsafeMutablePointer<xmlChar>?
    public let lineNumber: @convention(c) (UnsafePointer<xmlNode>?) -> Int
    public let hashScan: @convention(c) (xmlHashTablePtr?, xmlHashScanner?, UnsafeMutableRawPointer?) -> Void
    private let setGenericErrorFunc: @convention(c) (UnsafeMutableRawPointer?, xmlGenericErrorFunc?) -> Void
    private let setStructuredErrorFunc: @convention(c) (UnsafeMutableRawPointer?, xmlStructuredErrorFunc?) -> Void
    /// libxml2's deallocator, a variable the library may have been set up to change.
    private let deallocator: UnsafeMutablePointer<xmlFreeFunc?>

    /// The library, opened (and its parser made ready for every thread) once; the failure says why not.
    public static let shared: Result<XMLLibrary, LibraryError> = SharedLibrary.open(["libxml2.so.2", "libxml2.so"], package: "libxml2").flatMap {
        library in
        Result { () throws(LibraryError) in
            let xml = try XMLLibrary(library)
            let initialize: @convention(c) () -> Void = try library.function("xmlInitParser")
            initialize()
            return xml
        }
    }

    private init(_ library: SharedLibrary) throws(LibraryError) {
        readerForMemory = try library.function("xmlReaderForMemory")
        freeTextReader = try library.function("xmlFreeTextReader")
        setStructuredErrorHandler = try library.function("xmlTextReaderSetStructuredErrorHandler")
        read = try library.function("xmlTextReaderRead")
        nodeType = try library.function("xmlTextReaderNodeType")
        depth = try library.function("xmlTextReaderDepth")
        isEmptyElement = try library.function("xmlTextReaderIsEmptyElement")
        currentNode = try library.function("xmlTextReaderCurrentNode")
        constName = try library.function("xmlTextReaderConstName")
        constLocalName = try library.function("xmlTextReaderConstLocalName")
        constValue = try library.function("xmlTextReaderConstValue")
        moveToNextAttribute = try library.function("xmlTextReaderMoveToNextAttribute")
        moveToElement = try library.function("xmlTextReaderMoveToElement")
        readString = try library.function("xmlTextReaderReadString")
        lineNumber = try library.function("xmlGetLineNo")
        hashScan = try library.function("xmlHashScan")
        setGenericErrorFunc = try library.function("xmlSetGenericErrorFunc")
        setStructuredErrorFunc = try library.function("xmlSetStructuredErrorFunc")
        deallocator = try library.variable("xmlFree", of: xmlFreeFunc?.self)
    }

    /// Sends what libxml2 reports on this thread outside a reader's own handler (an encoding it cannot
    /// convert, a chunk it cannot parse) nowhere instead of to standard error.
    public func quiet() {
        setGenericErrorFunc(nil, poster_xml_ignore())
        setStructuredErrorFunc(nil) { _, _ in }
    }

    /// Frees what libxml2 allocated for the caller.
    public func free(_ pointer: UnsafeMutableRawPointer?) {
        deallocator.pointee?(pointer)
    }
}
