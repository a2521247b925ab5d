public import CXML2

/// libxml2's reader, which SVG pictures are checked with before librsvg reads them and workbooks'
/// parts are read with, opened the first time one is read (with ICU behind it, over 2 ms of every
/// start otherwise). Its functions are the table CXML2's header lists.
/// (Unchecked: libxml2's deallocator is a C global variable, `xmlFree`, reached through a pointer.)
extension CXML2.XMLLibrary: @unchecked Swift.Sendable {
    public typealias Reader = xmlTextReaderPtr?

    /// The library, opened (and its parser made ready for every thread) once; the failure says why not.
    public static let shared: Result<XMLLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.xml, XMLLibrary_symbols()).map {
        (xml: XMLLibrary) in
        xml.initializeParser()
        return xml
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
