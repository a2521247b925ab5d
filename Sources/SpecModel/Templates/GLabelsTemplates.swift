import FileIO
import FoundationEssentials
import Geometry
import Imposition

/// gLabels' template library: the label and card products of some thirty makers (Avery, Herma,
/// Zweckform, ...) as Debian's glabels-data installs them, one XML file per maker and region. Each
/// `<Template brand part size>` has one label (`<Label-rectangle>`, `-round`, `-ellipse` or `-cd`) with
/// its markup margin and one or more `<Layout nx ny x0 y0 dx dy>`; `equiv="PART"` names a product
/// with the same sheet as another of its brand. Lengths carry a unit (pt when none), as gLabels reads
/// them; papers are named in `paper-sizes.xml`.
public enum GLabelsTemplates {
    /// Where glabels-data installs the library.
    public static let standardFolder = "/usr/share/libglabels-3.0/templates"

    /// The templates of the files in `folder` (its `*-templates.xml`, in name order), with the papers
    /// of its `paper-sizes.xml`: empty when there is no such folder. A template this reader cannot
    /// place (a roll, a paper it does not know) is left out.
    public static func load(folder: String = standardFolder) -> [SheetTemplate] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let sizes = papers(in: folder)
        var templates: [SheetTemplate] = []
        for name in names.filter({ $0.hasSuffix("-templates.xml") }).sorted() {
            templates += read(elements(in: folder + "/" + name), papers: sizes, builtIns: SheetTemplates.all)
        }
        return templates
    }

    /// An element as the reader met it: its name, attributes and depth.
    struct Element {
        var name: String
        var attributes: [String: String]
        var depth: Int

        subscript(_ key: String) -> String? { attributes[key] }
    }

    /// The templates of one file's elements. A product built in (`builtIns`, from the maker's published
    /// figures) is one sheet under every name: a template of its maker whose part, or a part equivalent
    /// to it, is a built-in's name takes the built-in's paper and labels, and the built-in's own name is
    /// left to the built-in.
    static func read(_ elements: [Element], papers: [String: Size], builtIns: [SheetTemplate] = []) -> [SheetTemplate] {
        var templates: [SheetTemplate] = []
        var byPart: [String: SheetTemplate] = [:]
        var equivalents: [String: [String]] = [:]
        for element in elements where element.name == "Template" {
            if let brand = element["brand"], let part = element["part"], let equivalent = element["equiv"] {
                equivalents[brand + "\u{0}" + equivalent, default: []].append(part)
            }
        }
        var i = 0
        while i < elements.count {
            let element = elements[i]
            i += 1
            guard element.name == "Template", let brand = element["brand"], let part = element["part"] else { continue }
            var inner: [Element] = []
            while i < elements.count, elements[i].depth > element.depth {
                inner.append(elements[i])
                i += 1
            }
            if let equivalent = element["equiv"] {
                guard let twin = byPart[brand + "\u{0}" + equivalent] else { continue }
                if !builtIns.contains(where: { $0.brand == brand && $0.name == part }) { templates.append(renamed(twin, part)) }
                continue
            }
            guard var template = template(brand: brand, part: part, element, inner, papers: papers) else { continue }
            let names = [part] + (equivalents[brand + "\u{0}" + part] ?? [])
            if let builtIn = builtIns.first(where: { $0.brand == brand && names.contains($0.name) }) { template = renamed(builtIn, part) }
            byPart[brand + "\u{0}" + part] = template
            if !builtIns.contains(where: { $0.brand == brand && $0.name == part }) { templates.append(template) }
        }
        return templates
    }

    /// `template` (a product of its maker) under the maker's part number `part`.
    private static func renamed(_ template: SheetTemplate, _ part: String) -> SheetTemplate {
        var twin = template
        twin.name = part
        twin.summary = twin.fullName + template.summary.dropFirst(template.fullName.count)
        return twin
    }

    private static func template(brand: String, part: String, _ element: Element, _ inner: [Element], papers: [String: Size]) -> SheetTemplate? {
        let paperName = element["size"] ?? ""
        let paper: Size
        if let known = papers[paperName] {
            paper = known
        } else if paperName == "Other", let width = length(element["width"]), let height = length(element["height"]) {
            paper = Size(width, height)
        } else {
            return nil
        }
        guard let label = inner.first(where: { $0.name.hasPrefix("Label-") }) else { return nil }
        let size: Size, shape: SheetTemplate.Shape
        switch label.name {
        case "Label-rectangle":
            guard let width = length(label["width"]), let height = length(label["height"]) else { return nil }
            size = Size(width, height)
            shape = .rectangle(cornerRadius: length(label["round"]) ?? 0)
        case "Label-round":
            guard let radius = length(label["radius"]) else { return nil }
            size = Size(2 * radius, 2 * radius)
            shape = .circle
        case "Label-ellipse":
            guard let width = length(label["width"]), let height = length(label["height"]) else { return nil }
            size = Size(width, height)
            shape = .ellipse
        case "Label-cd":
            // A business-card CD's width or height cuts its disc; its box is what the layout places.
            guard let radius = length(label["radius"]) else { return nil }
            size = Size(length(label["width"]).flatMap { $0 > 0 ? $0 : nil } ?? 2 * radius, length(label["height"]).flatMap { $0 > 0 ? $0 : nil } ?? 2 * radius)
            shape = .disc(radius: radius, hole: length(label["hole"]) ?? 0)
        default:
            return nil
        }
        let layouts = inner.filter { $0.name == "Layout" }.compactMap { layout -> SheetTemplate.Layout? in
            guard let columns = layout["nx"].flatMap(Int.init), let rows = layout["ny"].flatMap(Int.init), (1...1000).contains(columns),
                (1...1000).contains(rows)
            else { return nil }
            return SheetTemplate.Layout(
                columns: columns, rows: rows, origin: Point(length(layout["x0"]) ?? 0, length(layout["y0"]) ?? 0),
                pitch: Size(length(layout["dx"]) ?? 0, length(layout["dy"]) ?? 0))
        }
        guard !layouts.isEmpty, size.width > 0, size.height > 0, paper.width > 0, paper.height > 0 else { return nil }
        let markup = inner.first { $0.name == "Markup-margin" }.flatMap { length($0["size"]) } ?? 0
        let description = element["_description"] ?? element["description"] ?? "labels"
        let count = layouts.reduce(0) { $0 + $1.columns * $1.rows }
        return SheetTemplate(
            name: part, brand: brand, summary: "\(brand) \(part): \(count) \(description.lowercased()), \(dimensions(size, shape))", paperName: paperName,
            paper: paper, labelSize: size, shape: shape, layouts: layouts, markup: markup)
    }

    /// "63.5 x 38.1 mm", "40 mm across".
    private static func dimensions(_ size: Size, _ shape: SheetTemplate.Shape) -> String {
        let mm = { (points: Double) in PaperSize.millimetres(points) }
        switch shape {
        case .disc(let radius, _) where size.width < 2 * radius || size.height < 2 * radius:
            return "\(mm(size.width)) x \(mm(size.height)) mm, cut from a disc \(mm(2 * radius)) mm across"
        case .circle, .disc: return "\(mm(size.width)) mm across"
        case .rectangle, .ellipse: return "\(mm(size.width)) x \(mm(size.height)) mm"
        }
    }

    /// A gLabels length ("17.8mm", "0.5in", "12pt", "1cm", "2pc", or points without a unit), in points.
    static func length(_ text: String?) -> Double? {
        guard let text = text?.trimmed, !text.isEmpty else { return nil }
        let units: [(String, Double)] = [("mm", 72 / 25.4), ("cm", 72 / 2.54), ("in", 72), ("pt", 1), ("pc", 12)]
        for (unit, points) in units where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count).trimmed).map { $0 * points }.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        return Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// The elements of the XML file at `path`, in document order, with their depth; none when it cannot
    /// be read.
    static func elements(in path: String) -> [Element] {
        guard let bytes = try? SourceFile.read(path) else { return [] }
        return elements(of: bytes)
    }

    /// The templates of a gLabels template file's `bytes` (a spec's own), their papers named as gLabels
    /// names them (those of the installed library, else the sizes poster knows by name).
    public static func templates(of bytes: [UInt8]) -> [SheetTemplate] {
        read(elements(of: bytes), papers: installedPapers)
    }

    /// The papers of the installed library's paper-sizes.xml, with poster's own under gLabels' names.
    private static let installedPapers: [String: Size] = {
        var known: [String: Size] = ["US-Letter": PaperSize.letter, "A4": PaperSize.a4]
        for name in ["A3", "A5", "A6", "Letter", "Legal", "Tabloid"] { known[name] = PaperSize.named(name) }
        known["US-Legal"] = PaperSize.named("Legal")
        return known.merging(papers(in: standardFolder)) { _, library in library }
    }()

    /// The papers of `folder`'s paper-sizes.xml, by gLabels' names.
    private static func papers(in folder: String) -> [String: Size] {
        var papers: [String: Size] = [:]
        for element in elements(in: folder + "/paper-sizes.xml") where element.name == "Paper-size" {
            if let id = element["id"], let width = length(element["width"]), let height = length(element["height"]) { papers[id] = Size(width, height) }
        }
        return papers
    }

    private static func elements(of bytes: [UInt8]) -> [Element] {
        var elements: [Element] = []
        var depth = 0
        XMLEvents(bytes).walk { event in
            switch event {
            case .start(let name, let attributes):
                elements.append(Element(name: name, attributes: attributes, depth: depth))
                depth += 1
            case .end:
                depth -= 1
            case .text:
                break
            }
        }
        return elements
    }
}
