import SpecReader

/// An Excel workbook's first worksheet (`XLSXReader`): its first row that holds a value names the
/// columns, as a CSV file's header does; positions are the sheet's row and column numbers.
struct XLSXFormat: DataFormat {
    let name = "Excel workbook"
    let endings = ["xlsx"]
    let doc = "a workbook's first worksheet, its first row naming the columns, dates as 2026-03-14"

    /// The first bytes of a ZIP archive's first entry, which a workbook is.
    func recognizes(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    func table(of bytes: [UInt8], file: String, options _: DataReadOptions) throws(DataError) -> DataTable {
        let sheet = try XLSXReader.rows(of: bytes, file: file, maximumColumns: DataTable.maximumColumns)
        guard let first = sheet.first else { throw DataError(message: "\(file): the first worksheet is empty: its first row must name every column") }
        var header: [String] = []
        for (column, cell) in first.cells.enumerated() {
            let name = cell.trimmingSpaces
            guard !name.isEmpty else { throw DataError(message: "\(file):\(first.line): the first row must name every column (column \(column + 1) is empty)") }
            guard !header.contains(name) else { throw DataError(message: "\(file):\(first.line): column \"\(name)\" is named twice") }
            header.append(name)
        }
        var rows: [DataTable.Row] = []
        for (k, row) in sheet.dropFirst().enumerated() {
            var values: [String: SpecNode] = [:]
            for (column, name) in header.enumerated() {
                values[name] = SpecNode(.string(column < row.cells.count ? row.cells[column] : ""), at: SourcePosition(line: row.line, column: column + 1))
            }
            rows.append(DataTable.Row(number: k + 1, values: values, file: file, line: row.line))
        }
        return DataTable(columns: header, rows: rows)
    }
}
