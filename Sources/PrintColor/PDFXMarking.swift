import Foundation
import QPDFKit
import Scene

/// What makes a CMYK PDF a PDF/X file: the output intent holding the press's profile, the standard's
/// version in the document information and in XMP metadata, /Trapped, a title, and a trim box on every page.
struct PDFXMarking {
    let document: QPDFDocument
    let standard: CMYKOutput.Standard
    let profile: CMYKOutput.Profile
    let title: String?
    /// `YYYY-MM-DDThh:mm:ss`.
    let date: String
    /// The digest of the document before it was marked: its XMP document id.
    let digest: String

    var version: String { standard == .x4 ? "PDF/X-4" : "PDF/X-3:2002" }

    func mark() throws {
        let iccStream = document.newStream(profile.bytes, entries: ["N": document.parse("4")])
        let intent = document.parse(
            "<< /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (Custom) /RegistryName (http://www.color.org) >>")
        document.set(intent, "OutputCondition", to: document.string(profile.name))
        document.set(intent, "Info", to: document.string(profile.name))
        document.set(intent, "DestOutputProfile", to: iccStream)
        let intents = document.parse("[]")
        document.append(intent, to: intents)
        document.set(document.root, "OutputIntents", to: intents)

        let info = document.value(document.trailer, "Info") ?? {
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

        let metadata = document.newStream(Array(xmp(title: documentTitle).utf8), entries: ["Type": document.parse("/Metadata"), "Subtype": document.parse("/XML")])
        document.set(document.root, "Metadata", to: metadata)
    }

    /// The XMP packet PDF/X-4 requires (PDF/X-3 readers take it too): title, dates, producer, the
    /// standard's version, and ids derived from the document's digest, so the same spec gives the same bytes.
    private func xmp(title: String) -> String {
        let id = uuid(digest)
        return """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/">
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" \
            xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
            <dc:format>application/pdf</dc:format>
            <dc:title><rdf:Alt><rdf:li xml:lang="x-default">\(escaped(title))</rdf:li></rdf:Alt></dc:title>
            <xmp:CreateDate>\(date)Z</xmp:CreateDate>
            <xmp:ModifyDate>\(date)Z</xmp:ModifyDate>
            <xmp:CreatorTool>poster</xmp:CreatorTool>
            <pdf:Producer>poster</pdf:Producer>
            <pdf:Trapped>False</pdf:Trapped>
            <xmpMM:DocumentID>uuid:\(id)</xmpMM:DocumentID>
            <xmpMM:InstanceID>uuid:\(id)</xmpMM:InstanceID>
            <xmpMM:VersionID>1</xmpMM:VersionID>
            <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
            <pdfxid:GTS_PDFXVersion>\(version)</pdfxid:GTS_PDFXVersion>
            </rdf:Description>
            </rdf:RDF>
            </x:xmpmeta>
            <?xpacket end="w"?>
            """
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A UUID spelled from the first 32 hexadecimal digits of `hex`.
    private func uuid(_ hex: String) -> String {
        let digits = Array(hex.prefix(32))
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
    }
}
