import Foundation
import Geometry
import SpecReader

/// Refuses PNG pages larger than cairo can make or memory should hold, before anything is drawn.
enum PixelLimit {
    /// cairo's largest image side.
    static let maximumSide = 32767
    /// The most pixels a page may have: 4 bytes each, 1 GiB.
    static let maximumPixels = 268_435_456

    /// Reports the first page size over the limits at the key that sets it (`page.size`, or the sheet's
    /// `template` for a label sheet) in the spec `node`.
    static func check(_ spec: Spec, dpi: Double, node: SpecNode, _ d: Diagnostics) {
        var sizes: [Size: (SourcePosition, SpecPath)] = [:]
        for page in spec.pages {
            if let sheet = page.sheet, case .template(let template) = sheet.layout {
                sizes[template.paper] = sizes[template.paper] ?? templateKey(named: template.name, in: node)
            } else {
                let size = Size(spec.page.size.width + 2 * spec.page.bleed, spec.page.size.height + 2 * spec.page.bleed)
                sizes[size] = sizes[size] ?? pageSizeKey(in: node)
            }
        }
        for (size, (position, path)) in sizes.sorted(by: { ($0.key.width, $0.key.height) < ($1.key.width, $1.key.height) }) {
            guard let problem = problem(size, dpi: dpi) else { continue }
            d.error(problem, at: position, path)
            return
        }
    }

    /// Why a page of `size` points cannot be a PNG at `dpi`, or nil when it can.
    static func problem(_ size: Size, dpi: Double) -> String? {
        let width = (size.width * dpi / 72).rounded(.up), height = (size.height * dpi / 72).rounded(.up)
        guard width > Double(maximumSide) || height > Double(maximumSide) || width * height > Double(maximumPixels) else { return nil }
        return "at \(SpecNode.format(dpi)) dpi a page is \(ElementBudget.grouped(Int(width))) x \(ElementBudget.grouped(Int(height))) px; a PNG page may be at most \(ElementBudget.grouped(maximumSide)) px a side and \(ElementBudget.grouped(maximumPixels)) px in all (lower --dpi)"
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
                if case .string(let text) = template.value, text.caseInsensitiveCompare(name) == .orderedSame {
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
