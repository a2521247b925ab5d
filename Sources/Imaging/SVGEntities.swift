import CXML2
import SharedLibraries

/// The XML entities an SVG declares, and the text its references to them expand to. librsvg replaces
/// every reference by its entity's text, with no limit: one entity of 100 KB referenced 30,000 times
/// is 3 GB, from a file of 300 KB. They are measured here, unexpanded, from the declarations libxml2
/// has read and the references the markup makes.
enum SVGEntities {
    /// Throws when the markup's references to the entities its document declares expand to over
    /// `SVGLimits.entityText` characters, or an entity refers to itself.
    static func check(_ document: xmlDocPtr, markup: UnsafeBufferPointer<UInt8>, name: String, xml: XMLLibrary) throws(ImageError) {
        guard let table = document.pointee.intSubset?.pointee.entities else { return }
        var declared: [String: [UInt8]] = [:]
        withUnsafeMutablePointer(to: &declared) { declared in
            xml.hashScan(
                OpaquePointer(table),
                { payload, context, _ in
                    guard let entity = payload?.assumingMemoryBound(to: xmlEntity.self).pointee, let entityName = entity.name else { return }
                    let content = entity.content.map { Array(UnsafeBufferPointer(start: $0, count: Int(entity.length))) } ?? []
                    context!.assumingMemoryBound(to: [String: [UInt8]].self).pointee[String(cString: entityName)] = content
                }, declared)
        }
        guard !declared.isEmpty else { return }
        guard declared.count <= SVGLimits.entities else {
            throw ImageError("\"\(name)\" declares \(declared.count) XML entities, over the \(SVGLimits.entities) an SVG may declare")
        }
        var lengths: [String: Int] = [:]
        var expanding: Set<String> = []
        func length(of entity: String) throws(ImageError) -> Int {
            if let known = lengths[entity] { return known }
            guard let content = declared[entity] else { return 0 }
            guard expanding.insert(entity).inserted else { throw ImageError("\"\(name)\" declares an XML entity that refers to itself (&\(entity);)") }
            var total = content.count
            for (inner, count) in references(in: content) {
                total = capped(total, count, try length(of: inner))
            }
            expanding.remove(entity)
            lengths[entity] = total
            return total
        }
        var total = 0
        for (entity, count) in references(in: markup) where declared[entity] != nil {
            total = capped(total, count, try length(of: entity))
        }
        guard total <= SVGLimits.entityText else {
            throw ImageError(
                "\"\(name)\" refers to its XML entities so often that they expand to over \(SVGLimits.entityText >> 20) MB of text (an entity bomb): write the text out"
            )
        }
    }

    /// `total` plus `count` times `length`, kept just over the limit once past it.
    private static func capped(_ total: Int, _ count: Int, _ length: Int) -> Int {
        let (product, overflow) = count.multipliedReportingOverflow(by: length)
        return overflow ? SVGLimits.entityText + 1 : min(SVGLimits.entityText + 1, total + product)
    }

    /// How often each entity is referred to (`&name;`) in `text`; character references (`&#...;`) are not.
    private static func references<Text: RandomAccessCollection<UInt8>>(in text: Text) -> [String: Int] where Text.Index == Int {
        var counts: [String: Int] = [:]
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == UInt8(ascii: "&") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < text.endIndex, end - index <= 256, !Self.ends(text[end]) { end += 1 }
            if end < text.endIndex, text[end] == UInt8(ascii: ";"), end > index + 1, text[index + 1] != UInt8(ascii: "#") {
                counts[String(decoding: text[(index + 1)..<end], as: UTF8.self), default: 0] += 1
            }
            index = end
        }
        return counts
    }

    /// Whether `byte` cannot be part of an entity's name.
    private static func ends(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ";") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: " ")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
