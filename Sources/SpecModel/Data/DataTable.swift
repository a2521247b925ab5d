import FileIO
import Inputs
import SpecReader

/// Rows of named values that a sheet flows into its cells: a data file in one of `DataFormats`, or rows
/// written inline in the spec.
package struct DataTable: Sendable {
    /// One row and where it came from, for messages about it.
    package struct Row: Sendable {
        /// 1-based among the data rows.
        package var number: Int
        package var values: [String: SpecNode]
        /// The file its values' positions refer to (for a CSV file: the line a field starts on and
        /// the field's number).
        package var file: String
        /// The line of `file` the row starts on (a workbook's row number).
        package var line: Int

        package init(number: Int, values: [String: SpecNode], file: String, line: Int) {
            self.number = number
            self.values = values
            self.file = file
            self.line = line
        }
    }

    package var columns: [String]
    package var rows: [Row]

    /// The most rows a data source may hold.
    package static let maximumRows = 100_000

    /// The most columns: names in a CSV header or fields in any of its records, keys of a JSON
    /// table's objects together. A row with more is refused at the field or key over.
    package static let maximumColumns = 1_000

    /// The most cells: rows x the columns the header names in a CSV file or a workbook, every value in the rows
    /// of a JSON table (those nested in a value too). What bounds the memory an accepted table takes:
    /// 2,000,000 one-letter cells peak at about 250 MB read from CSV, 410 MB from JSON (whose parsed
    /// tree is held beside the table).
    package static let maximumCells = 2_000_000

    /// Reads `path` through `world` (relative to its folder, confined as it says, recorded as an input) in
    /// the format `DataFormats` gives for its ending; standard input (`--data -`) in the format its first
    /// bytes are in.
    package static func load(_ path: String, world: World, display: String, options: DataReadOptions = DataReadOptions()) throws(DataError) -> DataTable {
        let read: [UInt8]
        do {
            read = try world.read(world.locate(path))
        } catch let refused as World.Failure {
            throw DataError(message: refused.message)
        } catch let error as SourceFile.ReadError {
            throw DataError(message: "cannot read data file \"\(path)\": \(error.message)")
        } catch {
            throw DataError(message: "cannot read data file \"\(path)\": \(error)")
        }
        let format = world.isStandardInput(path) ? DataFormats.format(of: read) : DataFormats.format(forPath: path)
        guard let format else {
            throw DataError(message: "\(display): poster reads .xlsx workbooks and CSV, not this spreadsheet format: save the sheet as .xlsx or CSV")
        }
        return try format.table(of: read, file: display, options: options)
    }

    /// A CSV text with a header row; every value is a string (numbers are recognised where used).
    package static func csv(_ text: String, file: String) throws(DataError) -> DataTable {
        let bytes = Array(text.utf8)
        return try csv(bytes, from: bytes.starts(with: CSVReader.byteOrderMark) ? CSVReader.byteOrderMark.count : 0, file: file)
    }

    /// The CSV table in `bytes` (UTF-8, checked beforehand) from `start`.
    ///
    /// Read twice: the first pass checks everything (syntax, header, the caps) and keeps nothing, so a
    /// refused file costs no memory beyond its bytes; only a file that passes is read again into rows.
    package static func csv(_ bytes: [UInt8], from start: Int, file: String, delimiter: UInt8 = .comma) throws(DataError) -> DataTable {
        _ = try readCSV(bytes, from: start, file: file, delimiter: delimiter, keep: false)
        return try readCSV(bytes, from: start, file: file, delimiter: delimiter, keep: true)
    }

    private static func readCSV(_ bytes: [UInt8], from start: Int, file: String, delimiter: UInt8, keep: Bool) throws(DataError) -> DataTable {
        var reader = CSVReader(bytes, from: start, file: file, maximumFields: maximumColumns, delimiter: delimiter)
        var fields: [CSVReader.Field] = []
        guard try reader.next(into: &fields) else { throw DataError(message: "\(file):1: the first line must name every column") }
        var header: [String] = []
        var named: Set<String> = []
        for field in fields {
            let name = reader.text(of: field).trimmingSpaces
            guard !name.isEmpty else { throw DataError(message: "\(file):\(field.line): the first line must name every column") }
            guard named.insert(name).inserted else { throw DataError(message: "\(file):\(field.line): column \"\(name)\" is named twice") }
            header.append(name)
        }
        var rows: [Row] = []
        var count = 0
        while !reader.isAtEnd {
            let line = reader.line
            guard count < maximumRows else { throw DataError(message: "\(file):\(line): more than \(maximumRows) rows") }
            guard (count + 1) * header.count <= maximumCells else {
                throw DataError(message: "\(file):\(line): more than \(maximumCells) cells (\(count + 1) rows of \(header.count) columns)")
            }
            _ = try reader.next(into: &fields)
            count += 1
            // A short row's missing fields are empty; a long row may have only empty fields beyond the header.
            if let extra = fields.dropFirst(header.count).first(where: { !$0.isEmpty }) {
                var text = reader.text(of: extra)
                if text.count > 40 { text = String(text.prefix(40)) + "..." }
                throw DataError(message: "\(file):\(extra.line): row \(count) has a field (\"\(text)\") beyond the \(header.count) columns the header names")
            }
            guard keep else { continue }
            var values: [String: SpecNode] = [:]
            values.reserveCapacity(header.count)
            for (column, name) in header.enumerated() {
                let position = SourcePosition(line: column < fields.count ? fields[column].line : line, column: column + 1)
                values[name] = SpecNode(.string(column < fields.count ? reader.text(of: fields[column]) : ""), at: position)
            }
            rows.append(Row(number: count, values: values, file: file, line: line))
        }
        return DataTable(columns: header, rows: rows)
    }

    /// An array of objects whose keys name the columns; values keep their JSON types and positions.
    package static func table(fromJSON node: SpecNode, file: String) throws(DataError) -> DataTable {
        // The checks a data file's first pass makes as it is parsed, in the same order.
        let check = JSONShapeCheck()
        func visit(_ node: SpecNode, depth: Int) throws(DataError) {
            if let message = check.value(node, depth) { throw DataError(message: "\(file):\(node.position): \(message)") }
            switch node.value {
            case .object(let members):
                for member in members {
                    if let message = check.key(member.key, member.keyPosition, depth + 1) {
                        throw DataError(message: "\(file):\(member.keyPosition): \(message)")
                    }
                    try visit(member.value, depth: depth + 1)
                }
            case .array(let items):
                for item in items { try visit(item, depth: depth + 1) }
            default:
                break
            }
        }
        try visit(node, depth: 0)
        guard case .array(let items) = node.value else { return DataTable(columns: [], rows: []) }
        var columns: [String] = []
        var named: Set<String> = []
        var rows: [Row] = []
        rows.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item.value else { continue }
            var values: [String: SpecNode] = [:]
            values.reserveCapacity(members.count)
            for member in members {
                values[member.key] = member.value
                if named.insert(member.key).inserted { columns.append(member.key) }
            }
            rows.append(Row(number: index + 1, values: values, file: file, line: item.position.line))
        }
        return DataTable(columns: columns, rows: rows)
    }

    /// What a JSON table may be, checked value by value and key by key in the order they are written
    /// (as `JSONParser` meets them, or walking a parsed tree): an array (depth 0) of at most
    /// `maximumRows` objects (depth 1) whose keys (depth 2) name at most `maximumColumns` columns
    /// together, holding at most `maximumCells` values (depth 2 and deeper, nested ones included); an
    /// object nested in a value has at most `maximumColumns` keys. Each check returns the message to
    /// stop with, if any.
    final class JSONShapeCheck {
        private var rows = 0
        private var cells = 0
        private var columns: Set<String> = []
        /// The keys so far of the nested object open at each depth (indexed by the depth of its keys).
        private var keys: [Int] = []

        package func value(_ node: SpecNode, _ depth: Int) -> String? {
            switch depth {
            case 0:
                guard case .array = node.value else { return "expected an array of objects, found \(node.kindDescription)" }
            case 1:
                guard rows < DataTable.maximumRows else { return "more than \(DataTable.maximumRows) rows" }
                rows += 1
                guard case .object = node.value else { return "row \(rows): expected an object, found \(node.kindDescription)" }
            default:
                cells += 1
                guard cells <= DataTable.maximumCells else { return "more than \(DataTable.maximumCells) cells (values in rows)" }
                if case .object = node.value {
                    if keys.count <= depth + 1 { keys += Array(repeating: 0, count: depth + 2 - keys.count) }
                    keys[depth + 1] = 0
                }
            }
            return nil
        }

        package func key(_ key: String, _ position: SourcePosition, _ depth: Int) -> String? {
            if depth == 2 {
                guard columns.count < DataTable.maximumColumns || columns.contains(key) else { return "more than \(DataTable.maximumColumns) columns" }
                columns.insert(key)
            } else if depth > 2 {
                keys[depth] += 1
                guard keys[depth] <= DataTable.maximumColumns else { return "more than \(DataTable.maximumColumns) keys in one object" }
            }
            return nil
        }
    }
}

/// Why data could not be read.
package struct DataError: Error {
    package var message: String
}
