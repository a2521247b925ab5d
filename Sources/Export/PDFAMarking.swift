import FileIO

/// What makes a finished RGB PDF a PDF/A-2b file beside its XMP identification: an output intent
/// (GTS_PDFA1) holding the sRGB profile that icc-profiles-free installs, a document information
/// dictionary whose producer is the XMP packet's, and a file identifier in the trailer.
enum PDFAMarking {
    /// Where icc-profiles-free installs the sRGB profile (IEC 61966-2.1), and the package, for the message
    /// of a run that cannot read it.
    static let profilePath = "/usr/share/color/icc/sRGB.icc"
    static let profilePackage = "icc-profiles-free"
    /// The condition's name in the ICC's registry: the intent's OutputConditionIdentifier and Info.
    static let condition = "sRGB IEC61966-2.1"

    /// The sRGB profile's bytes.
    static func profile() throws(PDFUpdateError) -> [UInt8] {
        do {
            return try SourceFile.read(profilePath, limit: 1 << 20)
        } catch {
            throw PDFUpdateError("the sRGB profile a PDF/A file embeds cannot be read (apt-get install \(profilePackage)): \(error.message)")
        }
    }

    /// The profile as the new stream object `number`, and the catalog's /OutputIntents naming it.
    static func outputIntent(_ number: Int) throws(PDFUpdateError) -> (profile: PDFIncrementalUpdate.Revision, catalog: (key: String, value: String)) {
        let stream = PDFIncrementalUpdate.stream(number, entries: "/N 3", data: try profile())
        let intent =
            "[<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier (\(condition)) /Info (\(condition))"
            + " /RegistryName (http://www.color.org) /DestOutputProfile \(number) 0 R >>]"
        return (stream, ("OutputIntents", intent))
    }

    /// A new revision of the document information of `file` whose producer is poster, as the XMP
    /// packet says (cairo names itself there); none when the file has no document information.
    static func information(in file: PDFFile) throws -> PDFIncrementalUpdate.Revision? {
        guard let info = file.trailer["Info"]?.reference else { return nil }
        return (info, try PDFIncrementalUpdate.revision(of: info, in: file, setting: [("Producer", "(poster)")]))
    }

    /// The trailer's /ID, which PDF/A requires and cairo does not write: twice the first 32 hexadecimal
    /// digits of `digest` (the XMP packet's id, the digest of the file as cairo wrote it).
    static func identifier(_ digest: String) -> (key: String, value: String) {
        let hex = String(digest.prefix(32))
        return ("ID", "[<\(hex)> <\(hex)>]")
    }
}
