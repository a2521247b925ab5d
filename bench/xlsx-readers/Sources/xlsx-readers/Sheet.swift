/// What every parser must produce, and the rules poster's XLSXReader (Sources/SpecModel/Data/XLSXReader.swift,
/// compiled into this package through the symbolic link beside this file) turns a worksheet's cells into rows
/// by, restated here for the other parsers so that they differ from it in parsing only.
import Foundation
import ZIPFoundation

/// A row that holds a value: its number in the sheet (`<row r>`) and its cells by column (0 for A), as
/// XLSXReader.rows(of:file:maximumColumns:) returns it.
typealias Row = (line: Int, cells: [String])

/// Whether two row lists are the same, row by row.
func same(_ a: [Row], _ b: [Row]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.line == $1.line && $0.cells == $1.cells }
}

/// What XLSXReader throws (poster's is in Sources/SpecModel/Data/DataTable.swift), and what the parts'
/// extraction below throws for a part the workbook lacks; `package`, as XLSXReader.rows(of:file:maximumColumns:)
/// is and throws it.
package struct DataError: Error {
    var message: String
}

/// The shared strings part and the first worksheet of a workbook's bytes, decompressed by ZIPFoundation
/// (CRC checked, as XLSXReader does): the first step of every parser but libxml2's, which is XLSXReader's own.
func parts(of workbook: [UInt8]) throws -> (sharedStrings: Data, sheet: Data) {
    let archive = try Archive(data: Data(workbook), accessMode: .read)
    func extract(_ path: String) throws -> Data {
        guard let entry = archive[path] else { throw DataError(message: "the workbook has no \(path)") }
        var data = Data()
        _ = try archive.extract(entry, skipCRC32: false) { data.append($0) }
        return data
    }
    return (try extract("xl/sharedStrings.xml"), try extract("xl/worksheets/sheet1.xml"))
}

/// Collects the rows of `sheetData` from what a parser found, by XLSXReader's rules: a row without `r`
/// follows the one before, a cell without `r` follows the one before; rows without a value left out.
struct RowBuilder {
    let shared: [String]
    private(set) var rows: [Row] = []
    private var line = 0
    private var cells: [String] = []

    init(shared: [String]) {
        self.shared = shared
    }

    mutating func startRow(reference: String?) {
        line = reference.flatMap { Int($0) } ?? line + 1
        cells = []
    }

    /// A `<c>` with its `r` and `t` attributes and the text of its `<v>` or `<is>`'s `<t>` elements.
    mutating func cell(reference: String?, type: String?, value: String) {
        let column = reference.flatMap(columnIndex) ?? cells.count
        while cells.count <= column { cells.append("") }
        cells[column] = text(of: value, type: type)
    }

    mutating func endRow() {
        if cells.contains(where: { !$0.isEmpty }) { rows.append((line, cells)) }
    }

    /// What a cell holds: a shared string looked up by its index (none when out of range), a boolean
    /// spelled TRUE or FALSE, anything else (numbers, inline strings, formula results) as written.
    private func text(of value: String, type: String?) -> String {
        if type == "b" { return value == "1" ? "TRUE" : "FALSE" }
        guard type == "s" else { return value }
        guard let index = Int(value), shared.indices.contains(index) else { return "" }
        return shared[index]
    }
}

/// The column of a cell reference such as "B12" (0 for A), or nil when it names none: its leading capitals
/// read as a number in base 26, at most XFD (16,384 columns), as XLSXReader reads them.
func columnIndex(_ reference: String) -> Int? {
    let letters = reference.unicodeScalars.prefix { $0.value >= 65 && $0.value <= 90 }
    guard !letters.isEmpty, letters.count <= 3 else { return nil }
    let column = letters.reduce(0) { $0 * 26 + Int($1.value) - 64 }
    return column <= 16_384 ? column - 1 : nil
}
