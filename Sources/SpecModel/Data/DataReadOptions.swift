/// What a sheet says about how its data file is read: the text formats' delimiter and encoding.
package struct DataReadOptions: Sendable {
    /// The byte between a CSV record's fields; nil: the comma, semicolon or tab its header line uses most.
    package var delimiter: UInt8?
    /// The encoding of a text format's bytes.
    package var encoding: TextEncoding

    package init(delimiter: UInt8? = nil, encoding: TextEncoding = .utf8) {
        self.delimiter = delimiter
        self.encoding = encoding
    }
}
