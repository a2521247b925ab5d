import FoundationEssentials

/// A PDF's XMP metadata, the document information catalogues, archives and PDF/X readers read: title,
/// author, subject, keywords, language, dates, producer and ids, and the PDF/X version or PDF/A part and
/// conformance when there is one.
public struct XMPPacket {
    public var title: String
    public var author: String?
    public var subject: String?
    public var keywords: [String]
    public var language: String?
    /// `YYYY-MM-DDThh:mm:ss`, in UTC.
    public var date: String
    /// Hexadecimal digits the document and instance ids are spelled from (a digest: the same document
    /// gets the same ids).
    public var id: String
    /// "PDF/X-4", "PDF/X-3:2002", or nil.
    public var pdfxVersion: String?
    /// The PDF/A part and conformance level ("B"), or nil.
    public var pdfa: (part: Int, conformance: String)?

    public init(
        title: String, author: String? = nil, subject: String? = nil, keywords: [String] = [], language: String? = nil, date: String, id: String,
        pdfxVersion: String? = nil
    ) {
        self.title = title
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.language = language
        self.date = date
        self.id = id
        self.pdfxVersion = pdfxVersion
    }

    /// The packet's bytes, in UTF-8.
    public var bytes: [UInt8] {
        let uuid = "uuid:" + Self.uuid(id)
        var lines = [
            "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>",
            "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">",
            "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">",
            "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" "
                + "xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\" xmlns:xmpMM=\"http://ns.adobe.com/xap/1.0/mm/\" xmlns:pdfxid=\"http://www.npes.org/pdfx/ns/id/\""
                + (pdfa == nil ? "" : " xmlns:pdfaid=\"http://www.aiim.org/pdfa/ns/id/\"") + ">",
            "<dc:format>application/pdf</dc:format>",
            "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">\(Self.escaped(title))</rdf:li></rdf:Alt></dc:title>",
        ]
        if let author { lines.append("<dc:creator><rdf:Seq><rdf:li>\(Self.escaped(author))</rdf:li></rdf:Seq></dc:creator>") }
        if let subject { lines.append("<dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">\(Self.escaped(subject))</rdf:li></rdf:Alt></dc:description>") }
        if !keywords.isEmpty {
            lines.append("<dc:subject><rdf:Bag>" + keywords.map { "<rdf:li>\(Self.escaped($0))</rdf:li>" }.joined() + "</rdf:Bag></dc:subject>")
            lines.append("<pdf:Keywords>\(Self.escaped(keywords.joined(separator: ", ")))</pdf:Keywords>")
        }
        if let language { lines.append("<dc:language><rdf:Bag><rdf:li>\(Self.escaped(language))</rdf:li></rdf:Bag></dc:language>") }
        lines += [
            "<xmp:CreateDate>\(date)Z</xmp:CreateDate>",
            "<xmp:ModifyDate>\(date)Z</xmp:ModifyDate>",
            "<xmp:MetadataDate>\(date)Z</xmp:MetadataDate>",
            "<xmp:CreatorTool>poster</xmp:CreatorTool>",
            "<pdf:Producer>poster</pdf:Producer>",
            "<xmpMM:DocumentID>\(uuid)</xmpMM:DocumentID>",
            "<xmpMM:InstanceID>\(uuid)</xmpMM:InstanceID>",
        ]
        if let pdfxVersion {
            lines += [
                "<pdf:Trapped>False</pdf:Trapped>", "<xmpMM:VersionID>1</xmpMM:VersionID>", "<xmpMM:RenditionClass>default</xmpMM:RenditionClass>",
                "<pdfxid:GTS_PDFXVersion>\(pdfxVersion)</pdfxid:GTS_PDFXVersion>",
            ]
        }
        if let pdfa { lines += ["<pdfaid:part>\(pdfa.part)</pdfaid:part>", "<pdfaid:conformance>\(pdfa.conformance)</pdfaid:conformance>"] }
        lines += ["</rdf:Description>", "</rdf:RDF>", "</x:xmpmeta>", "<?xpacket end=\"w\"?>"]
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// `text` as XML character data: markup escaped, and the control characters XML cannot hold left out.
    private static func escaped(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
            .replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }

    /// A UUID spelled from the first 32 hexadecimal digits of `hex` (zeros where it has fewer).
    private static func uuid(_ hex: String) -> String {
        let digits = Array((hex + String(repeating: "0", count: 32)).prefix(32))
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
    }
}
