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
        func elements(_ path: String, _ bytes: [UInt8]) throws(DataError) -> [(name: String, attributes: [String: String])] {
            do throws(XMLEvents.Failure) {
                return try XMLEvents(bytes).elements()
            } catch {
                throw damaged(path, error, file: file)
            }
        }
        guard let relation = try elements("xl/workbook.xml", workbook).first(where: { $0.name == "sheet" })?.attributes["r:id"],
            let target = try elements("xl/_rels/workbook.xml.rels", relations).first(where: {
                $0.name == "Relationship" && $0.attributes["Id"] == relation
            })?.attributes["Target"]
        else { throw DataError(message: "\(file): the workbook has no worksheet") }
        let sheetPath = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
        guard let sheet = try part(sheetPath) else { throw DataError(message: "\(file): the workbook's first worksheet (\(sheetPath)) is missing") }
        let sharedPath = "xl/sharedStrings.xml"
        let shared = try part(sharedPath).map { (bytes) throws(DataError) in try sharedStrings(bytes, part: sharedPath, file: file) } ?? []
        return try cells(of: sheet, part: sheetPath, shared: shared, file: file, maximumColumns: maximumColumns)
    }

    /// The refusal of a workbook whose `part` is not well-formed XML (cut short, or damaged), saying where
    /// it broke: the line and column of the part, and the last row read before it (`row`), if any.
    private static func damaged(_ part: String, _ failure: XMLEvents.Failure, file: String, row: Int? = nil) -> DataError {
        let place = failure.line > 0 ? " at line \(failure.line), column \(failure.column)" : ""
        let after = row.map { $0 > 0 ? " (after row \($0))" : " (before its first row)" } ?? ""
        return DataError(
            message: "\(file): the workbook's \(part) is damaged\(place)\(after): \(failure.message); open the workbook in its spreadsheet and save it again")
    }

    /// The strings of the shared-strings part, in order: each `<si>`'s text runs joined, phonetic
    /// guides (`<rPh>`) left out.
    private static func sharedStrings(_ bytes: [UInt8], part: String, file: String) throws(DataError) -> [String] {
        var strings: [String] = []
        var current = "", inPhonetic = false, inText = false
        do throws(XMLEvents.Failure) {
            try XMLEvents(bytes).walk { event in
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
        } catch {
            throw damaged(part, error, file: file)
        }
        return strings
    }

    private static func cells(of sheet: [UInt8], part: String, shared: [String], file: String, maximumColumns: Int) throws(DataError) -> [(
        line: Int, cells: [String]
    )] {
        var rows: [(line: Int, cells: [String])] = []
        var failure: DataError?
        var row = 0, column = 0, type = "", value = "", inValue = false, inPhonetic = false
        var cells: [String] = []
        do throws(XMLEvents.Failure) {
            try XMLEvents(sheet).walk { event in
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
        } catch {
            throw failure ?? damaged(part, error, file: file, row: rows.last?.line ?? 0)
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
