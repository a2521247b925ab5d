/// Bytes read from a PDF file, indexed by their offsets in the file: an object is parsed from the bytes
/// around it, and the positions and ranges the parser gives are the file's, so a finished document is
/// never held whole to be read back.
struct PDFWindow: RandomAccessCollection {
    /// The offset in the file of the first byte.
    let startIndex: Int
    let bytes: [UInt8]

    init(_ bytes: [UInt8], at offset: Int = 0) {
        startIndex = offset
        self.bytes = bytes
    }

    var endIndex: Int { startIndex + bytes.count }

    subscript(position: Int) -> UInt8 { bytes[position - startIndex] }
}
