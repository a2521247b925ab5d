/// Comma-, semicolon- or tab-separated text with a header line naming the columns (`DataTable.csv`).
struct CSVFormat: DataFormat {
    let name = "CSV"
    let endings = ["csv", "tsv", "txt"]
    let doc = "text whose header line names the columns, its fields separated by commas, semicolons or tabs"

    /// CSV has no mark of its own: it is what piped bytes no other format recognizes are read as.
    func recognizes(_ bytes: [UInt8]) -> Bool {
        false
    }

    func table(of bytes: [UInt8], file: String, options: DataReadOptions) throws(DataError) -> DataTable {
        let (text, start) = try options.encoding.text(of: bytes, file: file)
        return try DataTable.csv(text, from: start, file: file, delimiter: options.delimiter ?? CSVReader.delimiter(of: text, from: start))
    }
}
