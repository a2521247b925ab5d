import QPDFKit
import Scene

/// What makes a CMYK PDF a PDF/X file: the output intent holding the press's profile, the standard's
/// version in the document information and in XMP metadata, /Trapped, a title, and a trim box on every page.
struct PDFXMarking {
    let document: QPDFDocument
    let standard: CMYKOutput.Standard
    let profile: CMYKOutput.Profile
    /// The registered printing condition `profile` is the default profile of; nil for a press's own.
    let condition: PressCondition?
    let title: String?
    /// The document's XMP metadata, completed here with its PDF/X version.
    let xmp: XMPPacket

    var version: String { standard == .x4 ? "PDF/X-4" : "PDF/X-3:2002" }

    func mark() throws {
        let iccStream = document.newStream(profile.bytes, entries: ["N": document.parse("4")])
        let intent = document.parse("<< /Type /OutputIntent /S /GTS_PDFX /RegistryName (http://www.color.org) >>")
        document.set(intent, "OutputConditionIdentifier", to: document.string(condition?.identifier ?? "Custom"))
        document.set(intent, "OutputCondition", to: document.string(condition?.description ?? profile.name))
        document.set(intent, "Info", to: document.string(profile.name))
        document.set(intent, "DestOutputProfile", to: iccStream)
        let intents = document.parse("[]")
        document.append(intent, to: intents)
        document.set(document.root, "OutputIntents", to: intents)

        let info =
            document.value(document.trailer, "Info")
            ?? {
                let created = document.indirect(document.parse("<< >>"))
                document.set(document.trailer, "Info", to: created)
                return created
            }()
        let documentTitle = title ?? "Untitled"
        if document.value(info, "Title") == nil { document.set(info, "Title", to: document.string(documentTitle)) }
        document.set(info, "GTS_PDFXVersion", to: document.string(version))
        document.set(info, "Trapped", to: document.parse("/False"))

        for index in 0..<document.pageCount {
            let page = document.page(index)
            if document.value(page, "TrimBox") == nil, document.value(page, "ArtBox") == nil, let media = document.value(page, "MediaBox") {
                document.set(page, "TrimBox", to: media)
            }
        }

        var packet = xmp
        packet.title = documentTitle
        packet.pdfxVersion = version
        let metadata = document.newStream(packet.bytes, entries: ["Type": document.parse("/Metadata"), "Subtype": document.parse("/XML")])
        document.set(document.root, "Metadata", to: metadata)
    }
}
