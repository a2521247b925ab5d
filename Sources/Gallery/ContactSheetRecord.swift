/// The manifest's record of the contact sheet: what it was drawn from and the file written.
struct ContactSheetRecord: Hashable, Sendable, Codable {
    var file: OutputFile
    /// The number of sheets (PDF pages).
    var sheets: Int
    /// The digest of the tool, the options, the input hash of every spec drawn and the fonts of the labels.
    var inputHash: String
    /// The fonts the sheet's own text (headers, labels) is set in.
    var inputs: [InputFile]

    private enum CodingKeys: String, CodingKey {
        case path, sheets, inputHash, inputs, bytes, sha256
    }

    init(file: OutputFile, sheets: Int, inputHash: String, inputs: [InputFile]) {
        self.file = file
        self.sheets = sheets
        self.inputHash = inputHash
        self.inputs = inputs
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let file = OutputFile(
            role: .pdf, page: nil, path: try c.decode(String.self, forKey: .path), bytes: try c.decode(Int.self, forKey: .bytes),
            sha256: try c.decode(String.self, forKey: .sha256))
        self.init(
            file: file, sheets: try c.decode(Int.self, forKey: .sheets), inputHash: try c.decode(String.self, forKey: .inputHash),
            inputs: try c.decode([InputFile].self, forKey: .inputs))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file.path, forKey: .path)
        try c.encode(sheets, forKey: .sheets)
        try c.encode(inputHash, forKey: .inputHash)
        try c.encode(inputs, forKey: .inputs)
        try c.encode(file.bytes, forKey: .bytes)
        try c.encode(file.sha256, forKey: .sha256)
    }
}
