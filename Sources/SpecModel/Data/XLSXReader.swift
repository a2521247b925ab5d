import CXML2
import CZip
import SharedLibraries

/// Reads the first worksheet of an Excel workbook (`.xlsx`, Office Open XML) as rows of text, as a CSV
/// export of it would hold them: shared and inline strings as written, numbers as the workbook stores
/// them, a date or a time as ISO 8601 text (`2026-03-14`, `2026-03-14 09:30`, `09:30`) where its cell's
/// format shows one, booleans as TRUE and FALSE, a formula as its last result. The
/// archive is read through libzip and its XML parts through libxml2's reader, each part held
/// to `maximumPartBytes` once decompressed, so a zip bomb is refused before it is expanded.
package enum XLSXReader {
    /// The most bytes one XML part of a workbook may decompress to.
    static let maximumPartBytes = 256 << 20

    /// The cells of the first worksheet of `bytes`: each row that holds a value, with its number in the
    /// sheet and its cells by column (0 for A). The first such row names the columns, as a CSV file's
    /// header does: a later row with a value beyond them, over `maximumRows` rows after it or over
    /// `maximumCells` cells (rows x columns) is refused as it is read, so that what is held stays within
    /// the caps however far a small compressed part expands (a 36 KB workbook of rows of one cell in
    /// column ALL took 4.7 GB and 69 s to be refused once it was read whole). No cell lies past
    /// `maximumColumns`.
    package static func rows(
        of bytes: [UInt8], file: String, maximumColumns: Int, maximumRows: Int = DataTable.maximumRows, maximumCells: Int = DataTable.maximumCells
    ) throws(DataError) -> [(line: Int, cells: [String])] {
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
        let book = try elements("xl/workbook.xml", workbook)
        let links = try elements("xl/_rels/workbook.xml.rels", relations).filter { $0.name == "Relationship" }
        func path(_ target: String) -> String { target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target }
        guard let relation = book.first(where: { $0.name == "sheet" })?.attributes["r:id"],
            let target = links.first(where: { $0.attributes["Id"] == relation })?.attributes["Target"]
        else { throw DataError(message: "\(file): the workbook has no worksheet") }
        let sheetPath = path(target)
        guard let sheet = try part(sheetPath) else { throw DataError(message: "\(file): the workbook's first worksheet (\(sheetPath)) is missing") }
        let sharedPath = "xl/sharedStrings.xml"
        let shared = try part(sharedPath).map { (bytes) throws(DataError) in try sharedStrings(bytes, part: sharedPath, file: file) } ?? []
        let stylesPath = links.first { $0.attributes["Type"]?.hasSuffix("/styles") == true }?.attributes["Target"].map(path) ?? "xl/styles.xml"
        let dates = try part(stylesPath).map { (bytes) throws(DataError) in try dateFormats(bytes, part: stylesPath, file: file) } ?? []
        let date1904 = book.first { $0.name == "workbookPr" }.map { ["1", "true"].contains($0.attributes["date1904"]?.lowercased()) } ?? false
        let caps = (columns: maximumColumns, rows: maximumRows, cells: maximumCells)
        return try cells(of: sheet, part: sheetPath, shared: shared, dates: dates, date1904: date1904, file: file, caps: caps)
    }

    /// The date or time format of each cell format (`<xf>` of `<cellXfs>`) of the styles part, in order, a
    /// cell's `s` its index: its `numFmtId`, one of the part's own `<numFmt>`s or a built-in one; nil for
    /// a format that shows no date or time.
    private static func dateFormats(_ bytes: [UInt8], part: String, file: String) throws(DataError) -> [XLSXDateFormat?] {
        var codes: [Int: String] = [:]
        var cellFormats: [Int] = []
        var inCellFormats = false
        do throws(XMLEvents.Failure) {
            try XMLEvents(bytes).walk { event in
                switch event {
                case .start("numFmt", let attributes):
                    if let id = attributes["numFmtId"].flatMap(Int.init), let code = attributes["formatCode"] { codes[id] = code }
                case .start("cellXfs", _): inCellFormats = true
                case .end("cellXfs"): inCellFormats = false
                case .start("xf", let attributes) where inCellFormats:
                    cellFormats.append(attributes["numFmtId"].flatMap(Int.init) ?? 0)
                default: break
                }
            }
        } catch {
            throw damaged(part, error, file: file)
        }
        return cellFormats.map { id in codes[id].map { XLSXDateFormat(code: $0) } ?? XLSXDateFormat.builtIn(id) }
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

    /// The rows of the worksheet part, within `caps` (see `rows(of:)`); a number whose cell format
    /// (`dates`, by the cell's `s`) shows a date or a time is that date or time as ISO 8601 text.
    private static func cells(
        of sheet: [UInt8], part: String, shared: [String], dates: [XLSXDateFormat?], date1904: Bool, file: String,
        caps: (columns: Int, rows: Int, cells: Int)
    ) throws(DataError) -> [(line: Int, cells: [String])] {
        var rows: [(line: Int, cells: [String])] = []
        var failure: DataError?
        var row = 0, column = 0, style = 0, type = "", value = "", inValue = false, inPhonetic = false
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
                        style = attributes["s"].flatMap(Int.init) ?? 0
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
                        guard column < caps.columns else {
                            failure = DataError(message: "\(file):\(row): more than \(caps.columns) columns")
                            return
                        }
                        let text: String
                        switch type {
                        case "s": text = Int(value).flatMap { shared.indices.contains($0) ? shared[$0] : nil } ?? ""
                        case "b": text = value == "1" ? "TRUE" : "FALSE"
                        case "n":
                            let format = dates.indices.contains(style) ? dates[style] : nil
                            text = format.flatMap { format in Double(value).flatMap { format.text(of: $0, date1904: date1904) } } ?? value
                        default: text = value
                        }
                        if cells.count <= column { cells += Array(repeating: "", count: column + 1 - cells.count) }
                        cells[column] = text
                    case "row":
                        guard cells.contains(where: { !$0.isEmpty }) else { return }
                        if let header = rows.first?.cells.count {
                            failure = refusal(of: cells, at: row, after: rows.count - 1, header: header, file: file, caps: caps)
                            cells.removeLast(max(0, cells.count - header))
                        }
                        rows.append((row, cells))
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

    /// Why the row `line` of `cells`, with `count` rows and the header of `header` columns before it,
    /// cannot be read: a value beyond the header's columns, one row more than `caps` allow, or cells over
    /// theirs; nil when it can.
    private static func refusal(
        of cells: [String], at line: Int, after count: Int, header: Int, file: String, caps: (columns: Int, rows: Int, cells: Int)
    ) -> DataError? {
        if let extra = cells.indices.dropFirst(header).first(where: { !cells[$0].isEmpty }) {
            return DataError(
                message: "\(file):\(line): row \(count + 1) has a value in column \(extra + 1), beyond the \(header) columns the first row names")
        }
        guard count < caps.rows else { return DataError(message: "\(file):\(line): more than \(caps.rows) rows") }
        guard (count + 1) * header <= caps.cells else {
            return DataError(message: "\(file):\(line): more than \(caps.cells) cells (\(count + 1) rows of \(header) columns)")
        }
        return nil
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
