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
    static func load(_ path: String, folder: String, display: String) throws(DataError) -> DataTable {
        let full = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
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
        let parsed: EnumeratedCSV
        do {
            parsed = try EnumeratedCSV(string: text, delimiter: .comma, loadColumns: false)
        } catch {
            throw DataError(message: "\(file): not valid CSV: \(error)")
        }
        let header = parsed.header.map { $0.trimmingSpaces }
        guard !header.isEmpty, header.allSatisfy({ !$0.isEmpty }) else { throw DataError(message: "\(file): the first line must name every column") }
        if let duplicate = header.enumerated().first(where: { header[..<$0.offset].contains($0.element) }) {
            throw DataError(message: "\(file): column \"\(duplicate.element)\" is named twice")
        }
        guard parsed.rows.count <= maximumRows else { throw DataError(message: "\(file): more than \(maximumRows) rows") }
        var rows: [Row] = []
        for (index, fields) in parsed.rows.enumerated() {
            let line = index + 2
            guard fields.count == header.count else {
                throw DataError(message: "\(file):\(line): row \(index + 1) has \(fields.count) fields where the header names \(header.count)")
            }
            var values: [String: SpecNode] = [:]
            for (column, (name, field)) in zip(header, fields).enumerated() {
                values[name] = SpecNode(.string(field), at: SourcePosition(line: line, column: column + 1))
            }
            rows.append(Row(number: index + 1, values: values, file: file))
        }
        return DataTable(columns: header, rows: rows)
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
