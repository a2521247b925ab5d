import Layout
import SpecReader

/// The manifest's record of the contact sheet: what it was drawn from and the file written.
struct ContactSheetRecord: Hashable, Sendable {
    var file: OutputFile
    /// The number of sheets (PDF pages).
    var sheets: Int
    /// The digest of the tool, the options, the input hash of every spec drawn and the fonts of the labels.
    var inputHash: String
    /// The fonts the sheet's own text (headers, labels) is set in.
    var inputs: [InputFile]

    var json: JSONValue {
        .object([
            "path": .string(file.path), "sheets": .number(Double(sheets)), "inputHash": .string(inputHash), "inputs": .array(inputs.map(\.json)),
            "bytes": .number(Double(file.bytes)), "sha256": .string(file.sha256),
        ])
    }

    init(file: OutputFile, sheets: Int, inputHash: String, inputs: [InputFile]) {
        self.file = file
        self.sheets = sheets
        self.inputHash = inputHash
        self.inputs = inputs
    }

    init?(json: JSONValue) {
        guard let path = json["path"]?.string, let sheets = json["sheets"]?.integer, let inputHash = json["inputHash"]?.string,
            let inputs = json["inputs"]?.array?.compactMap(InputFile.init(json:)), let bytes = json["bytes"]?.integer,
            let sha256 = json["sha256"]?.string
        else { return nil }
        self.init(file: OutputFile(role: .pdf, page: nil, path: path, bytes: bytes, sha256: sha256), sheets: sheets, inputHash: inputHash, inputs: inputs)
    }
}
