import Geometry
import Glibc
import SpecModel
import SpecReader

/// Refuses images larger than poster draws, before anything is drawn. A PNG page is drawn and written
/// a stripe of rows at a time, so its memory does not grow with its size: it may be as wide as a cairo
/// image can be, and as tall, with a limit on the output's size in all (a 32,767 px square). An
/// animation frame is held whole in memory (its encoders take whole frames), 4 bytes a pixel, up to 1 GiB.
enum PixelLimit {
    /// cairo's largest image side.
    static let maximumSide = 32767
    /// The most pixels a PNG page may have: 2^30, a 32,768 px square (at most 4 GiB of pixels before compression).
    static let maximumPagePixels = 1 << 30
    /// The most pixels an image held whole may have: 4 bytes each, 1 GiB.
    static let maximumWholePixels = 268_435_456

    /// Reports the first page size over the limits at the key that sets it (`page.size`, or the sheet's
    /// `template` for a label sheet) in the spec `node`.
    static func check(_ spec: Spec, dpi: Double, heldWhole: Bool, node: SpecNode, _ d: SpecContext) {
        var sizes: [Size: (SourcePosition, SpecPath)] = [:]
        for block in spec.blocks {
            if let sheet = block.sheet, case .template(let template) = sheet.layout {
                sizes[template.paper] = sizes[template.paper] ?? templateKey(named: template.name, in: node)
            } else {
                let size = Size(spec.page.size.width + 2 * spec.page.bleed, spec.page.size.height + 2 * spec.page.bleed)
                sizes[size] = sizes[size] ?? pageSizeKey(in: node)
            }
        }
        for (size, (position, path)) in sizes.sorted(by: { ($0.key.width, $0.key.height) < ($1.key.width, $1.key.height) }) {
            guard let problem = problem(size, dpi: dpi, heldWhole: heldWhole) else { continue }
            d.error(problem, at: position, path)
            return
        }
    }

    /// Why a page of `size` points cannot be drawn at `dpi` (as a PNG page, or held whole as an
    /// animation frame), or nil when it can.
    static func problem(_ size: Size, dpi: Double, heldWhole: Bool) -> String? {
        let width = (size.width * dpi / 72).rounded(.up), height = (size.height * dpi / 72).rounded(.up)
        let most = heldWhole ? maximumWholePixels : maximumPagePixels
        guard width > Double(maximumSide) || height > Double(maximumSide) || width * height > Double(most) else { return nil }
        let what = heldWhole ? "an animation frame" : "a PNG page"
        return
            "at \(SpecNode.format(dpi)) dpi a page is \(SpecNode.grouped(Int(width))) x \(SpecNode.grouped(Int(height))) px; \(what) may be at most \(SpecNode.grouped(maximumSide)) px a side and \(SpecNode.grouped(most)) px in all (lower --dpi)"
    }

    /// Where the page size is set: `page.size`, else `page`, else the spec.
    private static func pageSizeKey(in node: SpecNode) -> (SourcePosition, SpecPath) {
        guard let page = member("page", of: node) else { return (node.position, .root) }
        guard let size = member("size", of: page) else { return (page.position, SpecPath.root.appending("page")) }
        return (size.position, SpecPath.root.appending("page").appending("size"))
    }

    /// Where a sheet names the label template `name`: `pages[i].sheet.template`.
    private static func templateKey(named name: String, in node: SpecNode) -> (SourcePosition, SpecPath) {
        if case .array(let blocks)? = member("pages", of: node)?.value {
            for (i, block) in blocks.enumerated() {
                guard let sheet = member("sheet", of: block), let template = member("template", of: sheet) else { continue }
                if case .string(let text) = template.value, text.lowercased() == name.lowercased() {
                    return (template.position, SpecPath.root.appending("pages").appending(i).appending("sheet").appending("template"))
                }
            }
        }
        return pageSizeKey(in: node)
    }

    private static func member(_ key: String, of node: SpecNode) -> SpecNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
