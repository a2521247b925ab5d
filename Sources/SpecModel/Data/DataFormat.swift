/// A kind of file a sheet reads its rows from: one line of `DataFormats.all`, the list the loader, the
/// gallery's copies of data files and the `data` field's doc all take the formats from. A format is
/// handed the file's bytes (the World read them); it never opens a path itself.
package protocol DataFormat: Sendable {
    /// What it is called in messages ("CSV").
    var name: String { get }
    /// The endings of the files it reads, lower case, without the dot; the first is its usual one.
    var endings: [String] { get }
    /// What it reads, for the `data` field's doc (its endings are added to it).
    var doc: String { get }
    /// Whether `bytes` piped on standard input (no name to go by) are in this format, told by their first bytes.
    func recognizes(_ bytes: [UInt8]) -> Bool
    /// The table in `bytes`, the contents of `file` (as messages name it), read as `options` say.
    func table(of bytes: [UInt8], file: String, options: DataReadOptions) throws(DataError) -> DataTable
}
