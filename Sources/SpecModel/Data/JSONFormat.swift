import SpecReader

/// A JSON array of objects whose keys name the columns; values keep their JSON types and positions.
struct JSONFormat: DataFormat {
    let name = "JSON"
    let endings = ["json"]
    let doc = "an array of objects, their keys naming the columns"

    /// Text whose first mark (after a byte-order mark and white space) opens an array or an object.
    func recognizes(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: CSVReader.byteOrderMark) ? CSVReader.byteOrderMark.count : 0
        let first = bytes[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }

    func table(of bytes: [UInt8], file: String, options: DataReadOptions) throws(DataError) -> DataTable {
        let (text, start) = try options.encoding.text(of: bytes, file: file)
        // Checked first without keeping anything, so a refused file costs no memory beyond its bytes.
        let node: SpecNode
        do throws(JSONParser.SyntaxError) {
            let check = DataTable.JSONShapeCheck()
            try JSONParser.check(text, from: start, observer: JSONParser.Observer(value: check.value, key: check.key))
            node = try JSONParser.parse(text, from: start)
        } catch {
            throw DataError(message: "\(file):\(error.position): \(error.message)")
        }
        return try DataTable.table(fromJSON: node, file: file)
    }
}
