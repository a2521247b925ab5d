import QPDFKit

/// One pass over a PDF's objects putting each colour in ink: page contents, forms, tiling patterns and
/// Type 3 glyphs rewritten (`ContentInks`), gradients' end colours, pictures' pixels and transparency
/// groups' blending spaces converted. What would be transparency under PDF/X-3 is noted on the way.
struct InkWalk {
    let document: QPDFDocument
    let transform: InkTransform
    let inks: (Double, Double, Double) -> [Double]
    /// What the document holds that PDF/X-3 forbids (a page's own blending group aside).
    private(set) var transparency: Set<String> = []
    /// The content streams already rewritten, by object number: a form shared by pages is rewritten once.
    private var rewritten: Set<Int> = []
    /// The object numbers of the pages' own blending groups, where they are indirect.
    private let pageGroups: Set<Int>

    init(document: QPDFDocument, transform: InkTransform, inks: @escaping (Double, Double, Double) -> [Double]) {
        self.document = document
        self.transform = transform
        self.inks = inks
        pageGroups = Set(
            (0..<document.pageCount).compactMap { index in
                document.value(document.page(index), "Group").map(document.objectID).flatMap { $0 == 0 ? nil : $0 }
            })
    }

    /// Every page's content, joined into one stream in ink.
    mutating func convertPages() throws {
        for index in 0..<document.pageCount {
            let page = document.page(index)
            let content = try ContentInks(inks: inks).rewrite(try document.content(ofPage: page))
            document.set(page, "Contents", to: document.newStream(content))
        }
    }

    /// Every object, by number.
    mutating func convertObjects() throws {
        let size = document.value(document.trailer, "Size").flatMap(document.number).map { Int($0) } ?? 0
        for id in 1..<max(1, size) {
            try visit(document.object(id: id), depth: 0)
        }
    }

    /// Removes each page's blending group, which cairo gives every page and PDF/X-3 does not allow.
    func removePageGroups() {
        for index in 0..<document.pageCount { document.remove(document.page(index), "Group") }
    }

    private mutating func visit(_ object: QPDFObject, depth: Int, isPageGroup pageGroup: Bool = false) throws {
        guard depth < 32 else { return }
        if document.isStream(object) {
            let dictionary = document.dictionary(ofStream: object)
            switch document.nameValue(dictionary, "Subtype") {
            case "Image": try convertImage(object, dictionary)
            case "Form": try rewriteContent(object)
            default:
                if document.value(dictionary, "PatternType").flatMap(document.number) == 1 { try rewriteContent(object) }
                if document.value(dictionary, "ShadingType") != nil {
                    throw CMYKConversionError("a mesh gradient (shading stream \(document.objectID(object))) cannot be converted")
                }
            }
            try visitEntries(of: dictionary, depth: depth)
        } else if document.isDictionary(object) {
            if document.value(object, "ShadingType") != nil { try convertShading(object) }
            if document.nameValue(object, "Subtype") == "Type3", let glyphs = document.value(object, "CharProcs") {
                for key in document.keys(glyphs) {
                    if let glyph = document.value(glyphs, key), document.isStream(glyph) { try rewriteContent(glyph) }
                }
            }
            convertGroup(object)
            if !pageGroup { noteTransparency(object) }
            try visitEntries(of: object, depth: depth)
        } else if document.isArray(object) {
            for item in document.items(object) where document.objectID(item) == 0 { try visit(item, depth: depth + 1) }
        }
    }

    /// Visits the direct objects of a dictionary (indirect ones are visited by number).
    private mutating func visitEntries(of dictionary: QPDFObject, depth: Int) throws {
        for key in document.keys(dictionary) {
            guard let value = document.value(dictionary, key), document.objectID(value) == 0 else { continue }
            try visit(value, depth: depth + 1, isPageGroup: key == "Group" && document.nameValue(dictionary, "Type") == "Page")
        }
    }

    private mutating func rewriteContent(_ stream: QPDFObject) throws {
        let id = document.objectID(stream)
        guard rewritten.insert(id).inserted else { return }
        document.replaceData(of: stream, with: try ContentInks(inks: inks).rewrite(try document.decodedData(of: stream)))
    }

    /// A transparency group blends in CMYK.
    private func convertGroup(_ dictionary: QPDFObject) {
        guard document.nameValue(dictionary, "S") == "Transparency", document.nameValue(dictionary, "CS") == "DeviceRGB" else { return }
        document.set(dictionary, "CS", to: document.parse("/DeviceCMYK"))
    }

    /// Notes what PDF/X-3 would refuse: soft masks and constant alpha below one.
    private mutating func noteTransparency(_ dictionary: QPDFObject) {
        if let mask = document.value(dictionary, "SMask"), document.name(mask) != "None" {
            transparency.insert(document.nameValue(dictionary, "Subtype") == "Image" ? "pictures with alpha" : "soft masks")
        }
        for key in ["CA", "ca"] {
            if let alpha = document.value(dictionary, key).flatMap(document.number), alpha < 1 { transparency.insert("opacity") }
        }
        if document.nameValue(dictionary, "Type") == "Group" || document.nameValue(dictionary, "S") == "Transparency",
            !isPageGroup(dictionary)
        {
            transparency.insert("transparency groups")
        }
    }

    private func isPageGroup(_ group: QPDFObject) -> Bool {
        pageGroups.contains(document.objectID(group))
    }

    /// An axial or radial gradient: its end colours in ink (exponential functions, alone or stitched).
    private func convertShading(_ shading: QPDFObject) throws {
        guard document.nameValue(shading, "ColorSpace") == "DeviceRGB" else { return }
        guard let function = document.value(shading, "Function") else {
            throw CMYKConversionError("a gradient without a function cannot be converted")
        }
        try convertFunction(function)
        document.set(shading, "ColorSpace", to: document.parse("/DeviceCMYK"))
    }

    private func convertFunction(_ function: QPDFObject) throws {
        switch document.value(function, "FunctionType").flatMap(document.number) {
        case 2:
            for key in ["C0", "C1"] {
                let values = document.value(function, key).map { document.items($0).compactMap(document.number) } ?? (key == "C0" ? [0, 0, 0] : [1, 1, 1])
                // A function shared by two gradients is converted once: its colours then have four inks.
                guard values.count == 3 else { continue }
                let ink = inks(values[0], values[1], values[2])
                document.set(function, key, to: document.parse("[" + ContentInks.format(ink) + "]"))
            }
        case 3:
            for part in document.value(function, "Functions").map(document.items) ?? [] { try convertFunction(part) }
        default:
            throw CMYKConversionError("a gradient whose colours are sampled or computed cannot be converted")
        }
    }

    /// A picture's pixels in ink: eight-bit RGB decoded (JPEG too), converted through the profile, and
    /// stored again (compressed when written); its alpha mask stays grey.
    private func convertImage(_ image: QPDFObject, _ dictionary: QPDFObject) throws {
        guard let space = document.value(dictionary, "ColorSpace") else { return }
        switch document.name(space) {
        case "DeviceGray", "DeviceCMYK": return
        case "DeviceRGB": break
        default: throw CMYKConversionError("a picture in a colour space other than grey or RGB cannot be converted")
        }
        let width = document.value(dictionary, "Width").flatMap(document.number).map { Int($0) } ?? 0
        let height = document.value(dictionary, "Height").flatMap(document.number).map { Int($0) } ?? 0
        let bits = document.value(dictionary, "BitsPerComponent").flatMap(document.number) ?? 8
        let pixels = try document.decodedData(of: image)
        guard bits == 8, pixels.count == width * height * 3 else {
            throw CMYKConversionError("picture \(document.objectID(image)) is not eight-bit RGB of its size (\(width) x \(height))")
        }
        document.replaceData(of: image, with: transform.pixels(pixels))
        document.set(dictionary, "ColorSpace", to: document.parse("/DeviceCMYK"))
        document.remove(dictionary, "Decode")
    }
}
