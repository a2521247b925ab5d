import FileIO

/// The data formats a sheet reads: the one list the loader picks from (by the file's ending, or by
/// the first bytes of standard input), the gallery copies data files by, and the `data` field's doc is
/// written from. A new format is a type conforming to `DataFormat` and its line here.
package enum DataFormats {
    /// Every format, in the order the doc names them and standard input's bytes are tried against them.
    package static let all: [any DataFormat] = [CSVFormat(), JSONFormat(), XLSXFormat(), SQLiteFormat()]

    /// What a file of an ending no format names, or standard input no format recognizes, is read as.
    package static let fallback: any DataFormat = CSVFormat()

    /// Spreadsheet endings refused with what to do instead: poster reads none of them.
    static let refusedSpreadsheets = ["xls", "ods", "numbers"]

    /// Every ending some format reads, lower case, without the dot, in the formats' order.
    package static var endings: [String] {
        all.flatMap(\.endings)
    }

    /// The format a data file at `path` is read in, by its ending; nil for a spreadsheet poster does not read.
    static func format(forPath path: String) -> (any DataFormat)? {
        let ending = FilePaths.pathExtension(of: path).lowercased()
        if refusedSpreadsheets.contains(ending) { return nil }
        return all.first { $0.endings.contains(ending) } ?? fallback
    }

    /// The format of `bytes` piped on standard input, told by their first bytes.
    package static func format(of bytes: [UInt8]) -> any DataFormat {
        all.first { $0.recognizes(bytes) } ?? fallback
    }

    /// The `data` field's doc of files: each format's doc with its endings.
    package static var doc: String {
        all.map { format in "\(format.doc) (\(format.endings.map { "." + $0 }.joined(separator: ", ")))" }.joined(separator: "; ")
    }
}
