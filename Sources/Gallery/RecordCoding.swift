import FileIO
import FoundationEssentials

/// How the gallery's records become JSON and back: keys sorted and slashes plain, so one record
/// always gives the same bytes (the manifest, and the records whose hashes decide what is re-rendered).
enum RecordCoding {
    /// The record as indented JSON, ending with a newline.
    static func text(_ record: some Encodable) throws(GalleryError) -> String {
        try encoded(record, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) + "\n"
    }

    /// The SHA-256 of the record's compact JSON.
    static func hash(_ record: some Encodable) throws(GalleryError) -> String {
        Digest.sha256(try encoded(record, formatting: [.sortedKeys, .withoutEscapingSlashes]))
    }

    /// The record in the JSON file at `path`; nil when the file cannot be read (it must be a regular
    /// file) or does not hold such a record.
    static func read<Record: Decodable>(_ type: Record.Type, from path: String) -> Record? {
        guard let bytes = try? SourceFile.read(path) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: Data(bytes))
    }

    private static func encoded(_ record: some Encodable, formatting: JSONEncoder.OutputFormatting) throws(GalleryError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        do {
            return String(decoding: try encoder.encode(record), as: UTF8.self)
        } catch {
            throw .failure("cannot encode a gallery record: \(error)")
        }
    }
}
