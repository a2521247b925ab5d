import CLCMS
import FileIO
import QPDFKit
import Scene

/// A finished PDF rewritten for a CMYK press through libqpdf and littleCMS: every colour operator,
/// gradient, transparency group and picture in DeviceCMYK (greys in black ink alone, colours given as
/// inks as given, dark text in black ink as `TextInk` says), an output intent naming the press's profile, and the PDF/X entries of the standard
/// asked for. What cairo wrote besides (outline, links, tags, boxes, fonts) is kept as it was.
public enum CMYKConversion {
    /// `pdf` in ink, as `output` asks, with `xmp` as its metadata (the PDF/X version added, its ids
    /// the digest of `pdf`).
    public static func convert(_ pdf: [UInt8], for output: CMYKOutput, proxies: InkProxies, title: String?, xmp: XMPPacket) throws(CMYKConversionError)
        -> [UInt8]
    {
        let profile: CMYKOutput.Profile
        if let given = output.profile { profile = given } else { profile = try defaultProfile(output.condition) }
        guard let transform = InkTransform(profile: profile.bytes, cms: try ColorLibrary.opened()) else {
            throw CMYKConversionError("the output profile \"\(profile.name)\" is not a CMYK profile littleCMS can convert to")
        }
        func inks(_ red: Double, _ green: Double, _ blue: Double) -> [Double] {
            switch proxies.standIn(red: red, green: green, blue: blue) {
            case .inks(let given): given.components
            case .richBlack(let color): transform.richBlack(red: color.red, green: color.green, blue: color.blue)
            case nil: transform.inks(red: red, green: green, blue: blue)
            }
        }
        do {
            let document = try QPDFDocument(bytes: pdf, name: "the PDF")
            var walk = InkWalk(document: document, transform: transform, inks: inks)
            try walk.convertPages()
            try walk.convertObjects()
            if output.standard == .x3 {
                guard walk.transparency.isEmpty else {
                    throw CMYKConversionError(
                        "PDF/X-3 allows no transparency, and this document has \(walk.transparency.sorted().joined(separator: ", ")): use \"pdfx\": \"X-4\", which keeps it"
                    )
                }
                walk.removePageGroups()
            }
            var packet = xmp
            packet.id = SHA256Hex.of(pdf)
            try PDFXMarking(
                document: document, standard: output.standard, profile: profile, condition: output.profile == nil ? output.condition : nil, title: title,
                xmp: packet
            ).mark()
            // PDF/X-4 is PDF 1.6; PDF/X-3:2002 is PDF 1.3 (cairo writes 1.5 headers).
            let written = try document.write(minimumVersion: output.standard == .x4 ? "1.6" : nil, version: output.standard == .x3 ? "1.3" : nil)
            if let rgb = try firstRGBName(in: written) {
                throw CMYKConversionError("a colour space was left in RGB (\(rgb))")
            }
            return written
        } catch let error as CMYKConversionError {
            throw error
        } catch let error as QPDFError {
            throw CMYKConversionError("libqpdf: \(error.message)")
        } catch {
            throw CMYKConversionError("\(error)")
        }
    }

    /// The profile of the printing condition chosen for the paper, where its Debian package installs it.
    private static func defaultProfile(_ condition: PressCondition) throws(CMYKConversionError) -> CMYKOutput.Profile {
        do {
            return CMYKOutput.Profile(bytes: try SourceFile.read(condition.path, limit: 1 << 24), name: condition.name)
        } catch {
            throw CMYKConversionError(
                "the default CMYK profile for \(condition.identifier), \(condition.name), cannot be read (apt-get install \(condition.package)): \(error.message)"
            )
        }
    }

    /// Where an RGB colour space is still named in `pdf`'s objects (content streams are rewritten whole,
    /// so their operators need no second look), if anywhere: strings, such as a title, do not count.
    private static func firstRGBName(in pdf: [UInt8]) throws(QPDFError) -> String? {
        let document = try QPDFDocument(bytes: pdf, name: "the converted PDF")
        let size = document.value(document.trailer, "Size").flatMap(document.number).map { Int($0) } ?? 0
        func named(_ object: QPDFObject, depth: Int) -> Bool {
            guard depth < 32 else { return false }
            if document.name(object) == "DeviceRGB" { return true }
            let container = document.isStream(object) ? document.dictionary(ofStream: object) : object
            if document.isDictionary(container) || document.isStream(object) {
                return document.keys(container).contains { key in
                    document.value(container, key).map { document.objectID($0) == 0 && named($0, depth: depth + 1) } ?? false
                }
            }
            return document.items(object).contains { document.objectID($0) == 0 && named($0, depth: depth + 1) }
        }
        for id in 1..<max(1, size) where named(document.object(id: id), depth: 0) {
            return "/DeviceRGB in object \(id)"
        }
        return nil
    }
}
