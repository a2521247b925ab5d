import FileIO
import Foundation
import SwiftCSV

/// Rows of named values that a sheet flows into its cells: a CSV file, a JSON array of objects, or
/// rows written inline in the spec.
struct DataTable: Sendable {
    /// One row and where it came from, for messages about it.
    struct Row: Sendable {
        /// 1-based among the data rows.
        var number: Int
        var values: [String: SpecNode]
        /// The file its values' positions refer to (for a CSV file: line and column number).
        var file: String
    }

    var columns: [String]
    var rows: [Row]

    /// The most rows a data source may hold.
    static let maximumRows = 100_000

    /// Reads `path` (relative to `folder`): `.csv` with a header row, or `.json` holding an array of objects.
    static func load(_ path: String, folder: String, display: String, allowOutside: Bool) throws(DataError) -> DataTable {
        let full = try SpecFolder.resolve(path, in: folder, allowOutside: allowOutside)
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.read(full)
        } catch {
            throw DataError(message: "cannot read data file \"\(path)\": \(error.message)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DataError(message: "data file \"\(path)\" is not UTF-8 text")
        }
        if path.lowercased().hasSuffix(".json") {
            do {
                return try table(fromJSON: JSONParser.parse(text), file: display)
            } catch let error as JSONParser.SyntaxError {
                throw DataError(message: "\(display):\(error.position): \(error.message)")
            } catch {
                throw error as! DataError
            }
        }
        return try csv(text, file: display)
    }

    /// A CSV text with a header row; every value is a string (numbers are recognised where used).
    static func csv(_ text: String, file: String) throws(DataError) -> DataTable {
        if let line = unterminatedQuote(in: text) {
            throw DataError(message: "\(file):\(line): a quoted field starts here and never ends")
        }
        let parsed: EnumeratedCSV
        do {
            parsed = try EnumeratedCSV(string: text, delimiter: .comma, loadColumns: false)
        } catch {
            throw DataError(message: "\(file): not valid CSV: \(error)")
        }
        let header = parsed.header.map { $0.trimmingSpaces }
        guard !header.isEmpty, header.allSatisfy({ !$0.isEmpty }) else { throw DataError(message: "\(file): the first line must name every column") }
        var named: Set<String> = []
        if let duplicate = header.first(where: { !named.insert($0).inserted }) {
            throw DataError(message: "\(file): column \"\(duplicate)\" is named twice")
        }
        guard parsed.rows.count <= maximumRows else { throw DataError(message: "\(file): more than \(maximumRows) rows") }
        var rows: [Row] = []
        var line = 2
        for (index, fields) in parsed.rows.enumerated() {
            // The CSV reader pads every row to the longest one: a row is too long only where it has
            // text beyond the header's columns; a short row's missing fields are empty.
            if let extra = fields.indices.first(where: { $0 >= header.count && !fields[$0].isEmpty }) {
                throw DataError(message: "\(file):\(line): row \(index + 1) has a field (\"\(fields[extra])\") beyond the \(header.count) columns the header names")
            }
            var values: [String: SpecNode] = [:]
            for (column, name) in header.enumerated() {
                let field = column < fields.count ? fields[column] : ""
                values[name] = SpecNode(.string(field), at: SourcePosition(line: line, column: column + 1))
            }
            rows.append(Row(number: index + 1, values: values, file: file))
            // A quoted field may span lines.
            line += 1 + fields.reduce(0) { $0 + $1.reduce(0) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 } }
        }
        return DataTable(columns: header, rows: rows)
    }

    /// The line of a quote that opens a field and is never closed (the CSV reader would take the
    /// rest of the file as that field).
    static func unterminatedQuote(in text: String) -> Int? {
        var line = 1, openedAt = 0, quoted = false
        for c in text.unicodeScalars {
            if c == "\"" {
                quoted.toggle()
                if quoted { openedAt = line }
            } else if c == "\n" {
                line += 1
            }
        }
        return quoted ? openedAt : nil
    }

    /// An array of objects whose keys name the columns; values keep their JSON types and positions.
    static func table(fromJSON node: SpecNode, file: String) throws(DataError) -> DataTable {
        guard case .array(let items) = node.value else {
            throw DataError(message: "\(file):\(node.position): expected an array of objects, found \(node.kindDescription)")
        }
        guard items.count <= maximumRows else { throw DataError(message: "\(file): more than \(maximumRows) rows") }
        var columns: [String] = []
        var rows: [Row] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item.value else {
                throw DataError(message: "\(file):\(item.position): row \(index + 1): expected an object, found \(item.kindDescription)")
            }
            var values: [String: SpecNode] = [:]
            for member in members {
                values[member.key] = member.value
                if !columns.contains(member.key) { columns.append(member.key) }
            }
            rows.append(Row(number: index + 1, values: values, file: file))
        }
        return DataTable(columns: columns, rows: rows)
    }
}

/// Why data could not be read.
struct DataError: Error {
    var message: String
}
