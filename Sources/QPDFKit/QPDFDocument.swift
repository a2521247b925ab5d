import CQPDF
import Glibc

/// An object of a `QPDFDocument`: a handle valid as long as the document.
public struct QPDFObject: Hashable, Sendable {
    let handle: qpdf_oh
}

/// A PDF read by libqpdf: its objects read and changed, its pages moved, and the whole written with a
/// deterministic /ID (the same input always gives the same bytes).
public final class QPDFDocument {
    private let lib: QPDFLibrary
    private var data: qpdf_data?
    /// The bytes a document read from memory is parsed from: libqpdf reads them as it goes.
    private let bytes: UnsafeMutableBufferPointer<UInt8>?
    private let name: String

    /// The PDF in the file at `path`.
    public init(file path: String) throws(QPDFError) {
        lib = try QPDFLibrary.shared.get()
        data = lib.initialize()
        bytes = nil
        name = path
        prepare()
        try check(lib.read(data, path, nil))
    }

    /// The PDF `pdf`, called `name` in errors.
    public init(bytes pdf: [UInt8], name: String) throws(QPDFError) {
        lib = try QPDFLibrary.shared.get()
        data = lib.initialize()
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, pdf.count))
        _ = copy.initialize(from: pdf)
        bytes = copy
        self.name = name
        prepare()
        try check(copy.withMemoryRebound(to: CChar.self) { lib.readMemory(data, name, $0.baseAddress, UInt64(pdf.count), nil) })
    }

    deinit {
        lib.cleanup(&data)
        bytes?.deallocate()
    }

    private func prepare() {
        lib.suppressWarnings(data, QPDF_TRUE)
        lib.silenceErrors(data)
    }

    /// Throws what libqpdf reported, if anything, since the last check.
    public func check(_ code: QPDF_ERROR_CODE = QPDF_SUCCESS) throws(QPDFError) {
        guard code & QPDF_ERRORS != 0 || lib.hasError(data) == QPDF_TRUE else { return }
        let text = lib.errorText(data, lib.error(data)).map { String(cString: $0) } ?? "error \(code)"
        throw QPDFError(message: text)
    }

    // MARK: Pages

    public var pageCount: Int { Int(lib.pageCount(data)) }

    public func page(_ index: Int) -> QPDFObject { QPDFObject(handle: lib.page(data, index)) }

    /// Appends page `page` of `other` (a copy: `other` is left as it was).
    public func addPage(_ page: QPDFObject, of other: QPDFDocument) throws(QPDFError) {
        try check(lib.addPage(data, other.data, page.handle, QPDF_FALSE))
    }

    /// The page's content streams joined and decoded.
    public func content(ofPage page: QPDFObject) throws(QPDFError) -> [UInt8] {
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        try check(lib.pageContent(data, page.handle, &buffer, &length))
        defer { free(buffer) }
        return buffer.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    }

    // MARK: Objects

    public var trailer: QPDFObject { QPDFObject(handle: lib.trailer(data)) }
    public var root: QPDFObject { QPDFObject(handle: lib.root(data)) }

    /// The object numbered `id` (generation 0).
    public func object(id: Int) -> QPDFObject { QPDFObject(handle: lib.objectByID(data, Int32(id), 0)) }

    public func objectID(_ object: QPDFObject) -> Int { Int(lib.objectID(data, object.handle)) }

    public func isStream(_ object: QPDFObject) -> Bool { lib.typeCode(data, object.handle) == ot_stream }
    public func isDictionary(_ object: QPDFObject) -> Bool { lib.typeCode(data, object.handle) == ot_dictionary }
    public func isArray(_ object: QPDFObject) -> Bool { lib.typeCode(data, object.handle) == ot_array }

    /// The number, or nil when the object is not one.
    public func number(_ object: QPDFObject) -> Double? {
        let type = lib.typeCode(data, object.handle)
        return type == ot_integer || type == ot_real ? lib.numericValue(data, object.handle) : nil
    }

    /// The name without its slash, or nil when the object is not one.
    public func name(_ object: QPDFObject) -> String? {
        guard lib.typeCode(data, object.handle) == ot_name, let text = lib.name(data, object.handle) else { return nil }
        return String(String(cString: text).dropFirst())
    }

    /// The items of an array (none when the object is not one).
    public func items(_ array: QPDFObject) -> [QPDFObject] {
        guard isArray(array) else { return [] }
        return (0..<lib.arrayCount(data, array.handle)).map { QPDFObject(handle: lib.arrayItem(data, array.handle, $0)) }
    }

    /// The keys of a dictionary or of a stream's dictionary, without their slashes.
    public func keys(_ dictionary: QPDFObject) -> [String] {
        var keys: [String] = []
        lib.beginKeys(data, dictionary.handle)
        while lib.moreKeys(data) == QPDF_TRUE {
            if let key = lib.nextKey(data) { keys.append(String(String(cString: key).dropFirst())) }
        }
        return keys
    }

    /// The value at `key` of a dictionary or a stream's dictionary; nil when there is none.
    public func value(_ dictionary: QPDFObject, _ key: String) -> QPDFObject? {
        guard lib.hasKey(data, dictionary.handle, "/" + key) == QPDF_TRUE else { return nil }
        return QPDFObject(handle: lib.key(data, dictionary.handle, "/" + key))
    }

    /// The name at `key`, or nil.
    public func nameValue(_ dictionary: QPDFObject, _ key: String) -> String? {
        value(dictionary, key).flatMap(name)
    }

    public func set(_ dictionary: QPDFObject, _ key: String, to value: QPDFObject) {
        lib.replaceKey(data, dictionary.handle, "/" + key, value.handle)
    }

    public func remove(_ dictionary: QPDFObject, _ key: String) {
        lib.removeKey(data, dictionary.handle, "/" + key)
    }

    /// Appends `item` to an array.
    public func append(_ item: QPDFObject, to array: QPDFObject) {
        lib.appendItem(data, array.handle, item.handle)
    }

    /// The dictionary of a stream.
    public func dictionary(ofStream stream: QPDFObject) -> QPDFObject { QPDFObject(handle: lib.dictionary(data, stream.handle)) }

    /// A direct object written in PDF syntax.
    public func parse(_ text: String) -> QPDFObject { QPDFObject(handle: lib.parse(data, text)) }

    /// A text string.
    public func string(_ text: String) -> QPDFObject { QPDFObject(handle: lib.newString(data, text)) }

    /// A new indirect stream holding `bytes` (compressed when written) with `entries` in its dictionary.
    public func newStream(_ bytes: [UInt8], entries: [String: QPDFObject] = [:]) -> QPDFObject {
        // libqpdf makes a new stream indirect itself.
        let stream = QPDFObject(handle: lib.newStream(data))
        replaceData(of: stream, with: bytes)
        let dictionary = dictionary(ofStream: stream)
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) { set(dictionary, key, to: value) }
        return stream
    }

    /// An object made indirect.
    public func indirect(_ object: QPDFObject) -> QPDFObject { QPDFObject(handle: lib.makeIndirect(data, object.handle)) }

    /// A stream's data with every filter undone (lossy ones, such as JPEG, too).
    public func decodedData(of stream: QPDFObject) throws(QPDFError) -> [UInt8] {
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        var filtered = QPDF_FALSE
        try check(lib.streamData(data, stream.handle, qpdf_dl_all, &filtered, &buffer, &length))
        defer { free(buffer) }
        guard filtered == QPDF_TRUE else { throw QPDFError(message: "\(name): stream \(objectID(stream)) cannot be decoded") }
        return buffer.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    }

    /// Replaces a stream's data with `bytes`, unfiltered (compressed again when written).
    public func replaceData(of stream: QPDFObject, with bytes: [UInt8]) {
        let null = lib.newNull(data)
        bytes.withUnsafeBufferPointer { lib.replaceStreamData(data, stream.handle, $0.baseAddress, $0.count, null, null) }
    }

    // MARK: Writing

    /// The document's bytes, with a deterministic /ID, at least PDF `minimumVersion`, or exactly
    /// `version` when given (a standard such as PDF/X-3 names one).
    public func write(minimumVersion: String? = nil, version: String? = nil) throws(QPDFError) -> [UInt8] {
        try check()
        try check(lib.initializeWriteToMemory(data))
        lib.deterministicID(data, QPDF_TRUE)
        if let minimumVersion { lib.minimumVersion(data, minimumVersion) }
        if let version { lib.forceVersion(data, version) }
        try check(lib.write(data))
        guard let buffer = lib.buffer(data) else { throw QPDFError(message: "libqpdf wrote nothing") }
        return Array(UnsafeBufferPointer(start: buffer, count: lib.bufferLength(data)))
    }
}
