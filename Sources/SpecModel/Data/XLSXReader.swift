import CXML2
import SharedLibraries

/// Reads the first worksheet of an Excel workbook (`.xlsx`, Office Open XML) as rows of text, as a CSV
/// export of it would hold them: shared and inline strings as written, numbers as the workbook stores
/// them (a date is its serial number), booleans as TRUE and FALSE, a formula as its last result. The
/// archive is read through libzip and its XML parts through libxml2's reader, each part held
/// to `maximumPartBytes` once decompressed, so a zip bomb is refused before it is expanded.
package enum XLSXReader {
    /// The most bytes one XML part of a workbook may decompress to.
    static let maximumPartBytes = 256 << 20

    /// The cells of the first worksheet of `bytes`: each row that holds a value, with its number in the
    /// sheet and its cells by column (0 for A), none past `maximumColumns`.
    package static func rows(of bytes: [UInt8], file: String, maximumColumns: Int) throws(DataError) -> [(line: Int, cells: [String])] {
        if case .failure(let error) = XMLLibrary.shared { throw DataError(message: "\(file): \(error.message)") }
        let zip: ZipLibrary
        switch ZipLibrary.shared {
        case .success(let library): zip = library
        case .failure(let error): throw DataError(message: "\(file): \(error.message)")
        }
        let archive: ZipArchive
        do {
            archive = try ZipArchive(bytes, library: zip)
        } catch {
            throw DataError(message: "\(file): not an .xlsx workbook (it is not a ZIP archive)")
        }
        func part(_ path: String) throws(DataError) -> [UInt8]? {
            do {
                return try archive.entry(path, maximum: maximumPartBytes)
            } catch {
                throw DataError(message: "\(file): the workbook's \(path) is damaged or over \(maximumPartBytes >> 20) MB once decompressed")
            }
        }
        guard let workbook = try part("xl/workbook.xml"), let relations = try part("xl/_rels/workbook.xml.rels") else {
            throw DataError(message: "\(file): not an .xlsx workbook (it has no xl/workbook.xml)")
        }
        guard let relation = XMLEvents(workbook).elements.first(where: { $0.name == "sheet" })?.attributes["r:id"],
            let target = XMLEvents(relations).elements.first(where: { $0.name == "Relationship" && $0.attributes["Id"] == relation })?.attributes["Target"]
        else { throw DataError(message: "\(file): the workbook has no worksheet") }
        let sheetPath = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
        guard let sheet = try part(sheetPath) else { throw DataError(message: "\(file): the workbook's first worksheet (\(sheetPath)) is missing") }
        let shared = try part("xl/sharedStrings.xml").map(sharedStrings) ?? []
        return try cells(of: sheet, shared: shared, file: file, maximumColumns: maximumColumns)
    }

    /// The strings of the shared-strings part, in order: each `<si>`'s text runs joined, phonetic
    /// guides (`<rPh>`) left out.
    private static func sharedStrings(_ bytes: [UInt8]) -> [String] {
        var strings: [String] = []
        var current = "", inPhonetic = false, inText = false
        XMLEvents(bytes).walk { event in
            switch event {
            case .start(let name, _):
                if name == "si" { current = "" }
                if name == "rPh" { inPhonetic = true }
                if name == "t" { inText = !inPhonetic }
            case .text(let text):
                if inText { current += text }
            case .end(let name):
                if name == "t" { inText = false }
                if name == "rPh" { inPhonetic = false }
                if name == "si" { strings.append(current) }
            }
        }
        return strings
    }

    private static func cells(of sheet: [UInt8], shared: [String], file: String, maximumColumns: Int) throws(DataError) -> [(line: Int, cells: [String])] {
        var rows: [(line: Int, cells: [String])] = []
        var failure: DataError?
        var row = 0, column = 0, type = "", value = "", inValue = false, inPhonetic = false
        var cells: [String] = []
        XMLEvents(sheet).walk { event in
            guard failure == nil else { return }
            switch event {
            case .start(let name, let attributes):
                switch name {
                case "row":
                    row = attributes["r"].flatMap(Int.init) ?? row + 1
                    cells = []
                case "c":
                    column = attributes["r"].flatMap(columnIndex) ?? cells.count
                    type = attributes["t"] ?? "n"
                    value = ""
                case "v", "t": inValue = !inPhonetic
                case "rPh": inPhonetic = true
                default: break
                }
            case .text(let text):
                if inValue { value += text }
            case .end(let name):
                switch name {
                case "v", "t": inValue = false
                case "rPh": inPhonetic = false
                case "c":
                    guard column < maximumColumns else {
                        failure = DataError(message: "\(file):\(row): more than \(maximumColumns) columns")
                        return
                    }
                    let text: String
                    switch type {
                    case "s": text = Int(value).flatMap { shared.indices.contains($0) ? shared[$0] : nil } ?? ""
                    case "b": text = value == "1" ? "TRUE" : "FALSE"
                    default: text = value
                    }
                    if cells.count <= column { cells += Array(repeating: "", count: column + 1 - cells.count) }
                    cells[column] = text
                case "row":
                    if cells.contains(where: { !$0.isEmpty }) { rows.append((row, cells)) }
                default: break
                }
            }
        }
        if let failure { throw failure }
        return rows
    }

    /// The column of a cell reference such as "B12" (0 for A), or nil when it names none.
    private static func columnIndex(_ reference: String) -> Int? {
        var index = 0
        for scalar in reference.unicodeScalars {
            guard (65...90).contains(scalar.value) else { break }
            index = index * 26 + Int(scalar.value) - 64
            guard index <= 16_384 else { return nil }
        }
        return index > 0 ? index - 1 : nil
    }
}

/// The elements and text of an XML part, through libxml2's reader (no network, no entities expanded):
/// names are qualified as written ("r:id"). Markup that cannot be read, or a libxml2 that cannot be
/// opened, gives no events.
struct XMLEvents {
    enum Event {
        case start(String, [String: String])
        case text(String)
        case end(String)
    }

    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Calls `body` with each event in document order; an empty element gives a start and an end.
    func walk(_ body: (Event) -> Void) {
        guard case .success(let xml) = XMLLibrary.shared else { return }
        xml.quiet()
        func name(_ reader: XMLLibrary.Reader) -> String { xml.constName(reader).map { String(cString: $0) } ?? "" }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                let reader = base.withMemoryRebound(
                    to: CChar.self, capacity: buffer.count, { xml.readerForMemory($0, Int32(buffer.count), nil, nil, Int32(XML_PARSE_NONET.rawValue)) })
            else { return }
            defer { xml.freeTextReader(reader) }
            while xml.read(reader) == 1 {
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
                case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue), Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                    if let value = xml.constValue(reader) { body(.text(String(cString: value))) }
                default:
                    break
                }
            }
        }
    }

    /// Every element's name and attributes.
    var elements: [(name: String, attributes: [String: String])] {
        var found: [(name: String, attributes: [String: String])] = []
        walk { event in
            if case .start(let name, let attributes) = event { found.append((name, attributes)) }
        }
        return found
    }
}
