import Geometry

/// Refuses PNG pages larger than cairo can make or memory should hold, before anything is drawn.
enum PixelLimit {
    /// cairo's largest image side.
    static let maximumSide = 32767
    /// The most pixels a page may have: 4 bytes each, 1 GiB.
    static let maximumPixels = 268_435_456

    static func check(_ spec: Spec, dpi: Double, at position: SourcePosition, _ d: Diagnostics) {
        var sizes: Set<Size> = []
        for page in spec.pages {
            if let sheet = page.sheet, case .template(let template) = sheet.layout {
                sizes.insert(template.paper)
            } else {
                sizes.insert(Size(spec.page.size.width + 2 * spec.page.bleed, spec.page.size.height + 2 * spec.page.bleed))
            }
        }
        for size in sizes.sorted(by: { ($0.width, $0.height) < ($1.width, $1.height) }) {
            let width = (size.width * dpi / 72).rounded(.up), height = (size.height * dpi / 72).rounded(.up)
            guard width > Double(maximumSide) || height > Double(maximumSide) || width * height > Double(maximumPixels) else { continue }
            d.error(
                "at \(SpecNode.format(dpi)) dpi a page is \(ElementBudget.grouped(Int(width))) x \(ElementBudget.grouped(Int(height))) px; a PNG page may be at most \(ElementBudget.grouped(maximumSide)) px a side and \(ElementBudget.grouped(maximumPixels)) px in all (lower --dpi)",
                at: position, SpecPath.root.appending("page").appending("size"))
            return
        }
    }
}
