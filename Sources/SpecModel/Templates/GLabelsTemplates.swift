import FileIO
import FoundationEssentials
import Geometry
import Imposition
import SpecReader

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

    /// An element as the reader met it: its name, attributes and depth, and where its start tag and
    /// each attribute are written (when the file's markup could be followed).
    struct Element {
        var name: String
        var attributes: [String: String]
        var depth: Int
        var tag: XMLTagPositions.Tag?

        subscript(_ key: String) -> String? { attributes[key] }
    }

    /// What reading a user's own file reports of a template it cannot place as written: the element,
    /// the attribute that says it (nil for the element as a whole) and what is wrong.
    typealias Report = (_ element: Element, _ attribute: String?, _ message: String) -> Void

    /// The templates of one file's elements. A product built in (`builtIns`, from the maker's published
    /// figures) is one sheet under every name: a template of its maker whose part, or a part equivalent
    /// to it, is a built-in's name takes the built-in's paper and labels, and the built-in's own name is
    /// left to the built-in.
    /// With `report` (a user's own file), what keeps a template from being placed as written is reported
    /// instead of passed over.
    static func read(_ elements: [Element], papers: [String: Size], builtIns: [SheetTemplate] = [], report: Report? = nil) -> [SheetTemplate] {
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
            guard element.name == "Template" else { continue }
            var inner: [Element] = []
            while i < elements.count, elements[i].depth > element.depth {
                inner.append(elements[i])
                i += 1
            }
            guard let brand = element["brand"], let part = element["part"] else {
                report?(element, nil, "a <Template> needs a brand and a part")
                continue
            }
            let report = report.map { report -> Report in { element, attribute, message in report(element, attribute, "\(brand) \(part): \(message)") } }
            if let equivalent = element["equiv"] {
                guard let twin = byPart[brand + "\u{0}" + equivalent] else {
                    report?(element, "equiv", "no template \(brand) \(equivalent) comes before it to be the same sheet as")
                    continue
                }
                if !builtIns.contains(where: { $0.brand == brand && $0.name == part }) { templates.append(renamed(twin, part)) }
                continue
            }
            guard var template = template(brand: brand, part: part, element, inner, papers: papers, report: report) else { continue }
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

    private static func template(brand: String, part: String, _ element: Element, _ inner: [Element], papers: [String: Size], report: Report?)
        -> SheetTemplate?
    {
        let length = { (element: Element, key: String) in Self.length(element, key, report) }
        let paperName = element["size"] ?? ""
        let paper: Size
        if let known = papers[paperName] {
            paper = known
        } else if paperName == "Other", let width = length(element, "width"), let height = length(element, "height") {
            paper = Size(width, height)
        } else {
            let hint = EditDistance.hint(for: paperName, among: papers.keys.sorted())
            report?(
                element, "size",
                "unknown paper \"\(paperName)\"\(hint): name one of gLabels' papers (A4, US-Letter, ...), or give size=\"Other\" with its width and height")
            return nil
        }
        guard let label = inner.first(where: { $0.name.hasPrefix("Label-") }) else {
            report?(element, nil, "no label: a <Label-rectangle>, <Label-round>, <Label-ellipse> or <Label-cd> with its <Layout>")
            return nil
        }
        let size: Size, shape: SheetTemplate.Shape
        switch label.name {
        case "Label-rectangle", "Label-ellipse":
            guard let width = length(label, "width"), let height = length(label, "height") else {
                report?(label, nil, "a <\(label.name)> needs its width and height")
                return nil
            }
            size = Size(width, height)
            shape = label.name == "Label-ellipse" ? .ellipse : .rectangle(cornerRadius: length(label, "round") ?? 0)
        case "Label-round":
            guard let radius = length(label, "radius") else {
                report?(label, nil, "a <Label-round> needs its radius")
                return nil
            }
            size = Size(2 * radius, 2 * radius)
            shape = .circle
        case "Label-cd":
            guard let radius = length(label, "radius") else {
                report?(label, nil, "a <Label-cd> needs its radius")
                return nil
            }
            // A business-card CD's width or height cuts its disc; its box is what the layout places.
            let cut = { (side: Double?) in side.flatMap { $0 > 0 ? $0 : nil } ?? 2 * radius }
            size = Size(cut(length(label, "width")), cut(length(label, "height")))
            shape = .disc(radius: radius, hole: length(label, "hole") ?? 0)
        default:
            report?(label, nil, "<\(label.name)> is not a label gLabels knows: <Label-rectangle>, <Label-round>, <Label-ellipse> or <Label-cd>")
            return nil
        }
        var layouts: [(element: Element, layout: SheetTemplate.Layout)] = []
        for layout in inner where layout.name == "Layout" {
            guard layouts.count < SheetTemplate.maximumLayouts else {
                report?(layout, nil, "more than \(SheetTemplate.maximumLayouts) layouts on one sheet, the most a sheet may have")
                return nil
            }
            var counts: [Int] = []
            for key in ["nx", "ny"] {
                guard let count = layout[key].flatMap({ Int($0.trimmed) }), (1...1000).contains(count) else {
                    report?(layout, key, "\(key)=\"\(layout[key] ?? "")\" is not a number of labels from 1 to 1000")
                    continue
                }
                counts.append(count)
            }
            let (x, y) = (length(layout, "x0") ?? 0, length(layout, "y0") ?? 0)
            let pitch = Size(length(layout, "dx") ?? 0, length(layout, "dy") ?? 0)
            guard counts.count == 2 else { continue }
            let before = layouts.reduce(0) { $0 + $1.layout.columns * $1.layout.rows }
            guard before + counts[0] * counts[1] <= SheetTemplate.maximumLabels else {
                report?(
                    layout, nil,
                    "\(before + counts[0] * counts[1]) labels on one sheet with this layout, over the \(SheetTemplate.maximumLabels) a sheet may hold")
                return nil
            }
            layouts.append((layout, SheetTemplate.Layout(columns: counts[0], rows: counts[1], origin: Point(x, y), pitch: pitch)))
        }
        guard !layouts.isEmpty else {
            report?(label, nil, "no <Layout nx ny x0 y0 dx dy> places the labels")
            return nil
        }
        guard size.width > 0, size.height > 0, paper.width > 0, paper.height > 0 else {
            report?(size.width > 0 && size.height > 0 ? element : label, nil, "a size of 0")
            return nil
        }
        let margin = inner.first { $0.name == "Markup-margin" }
        let markup = margin.flatMap { length($0, "size") } ?? 0
        let description = element["_description"] ?? element["description"] ?? "labels"
        let count = layouts.reduce(0) { $0 + $1.layout.columns * $1.layout.rows }
        let template = SheetTemplate(
            name: part, brand: brand, summary: "\(brand) \(part): \(count) \(description.lowercased()), \(dimensions(size, shape))", paperName: paperName,
            paper: paper, labelSize: size, shape: shape, layouts: layouts.map(\.layout), markup: markup)
        if let report { check(template, label: label, margin: margin, layouts: layouts.map(\.element), report) }
        return template
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

    /// A gLabels length ("17.8mm", "0.5in", "12pt", "1cm", "2pc", or points without a unit), in points;
    /// nil when it is none, or negative.
    static func length(_ text: String?) -> Double? {
        signedLength(text).flatMap { $0 >= 0 ? $0 : nil }
    }

    private static func signedLength(_ text: String?) -> Double? {
        guard let text = text?.trimmed, !text.isEmpty else { return nil }
        let units: [(String, Double)] = [("mm", 72 / 25.4), ("cm", 72 / 2.54), ("in", 72), ("pt", 1), ("pc", 12)]
        let (number, points) = units.first { text.hasSuffix($0.0) }.map { (String(text.dropLast($0.0.count)).trimmed, $0.1) } ?? (text, 1)
        return Double(number).map { $0 * points }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// `element`'s length `key`: nil when it has none, and when what it has is not a length or is
    /// negative, which `report` hears of.
    private static func length(_ element: Element, _ key: String, _ report: Report?) -> Double? {
        guard let text = element[key] else { return nil }
        if let points = length(text) { return points }
        if signedLength(text) != nil {
            let off = key == "x0" || key == "y0" ? ": the first label would start off the paper" : ""
            report?(element, key, "\(key)=\"\(text)\" is negative\(off)")
        } else {
            report?(element, key, "\(key)=\"\(text)\" is not a length: a number with mm, cm, in, pt or pc (points without)")
        }
        return nil
    }

    /// The elements of the XML file at `path`, in document order, with their depth; none when it cannot
    /// be read.
    static func elements(in path: String) -> [Element] {
        guard let bytes = try? SourceFile.read(path) else { return [] }
        return elements(of: bytes)
    }

    /// The templates of a gLabels template file's `bytes` (a spec's own, shown as `file`), their papers
    /// named as gLabels names them (those of the installed library, else the sizes poster knows by
    /// name); and an error, located in the file, for each thing that keeps one from being placed as written.
    public static func templates(of bytes: [UInt8], file: String) -> (templates: [SheetTemplate], errors: [Diagnostic]) {
        var errors: [Diagnostic] = []
        let templates = read(elements(of: bytes), papers: installedPapers) { element, attribute, message in
            let position = attribute.flatMap { element.tag?.attributes[$0] } ?? element.tag?.position
            errors.append(Diagnostic(.error, file: file, position: position, path: nil, message: message))
        }
        return (templates, errors)
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
        let tags = XMLTagPositions.tags(in: bytes)
        // A template file that breaks off gives the templates written before the break.
        try? XMLEvents(bytes).walk { event in
            switch event {
            case .start(let name, let attributes):
                let tag = elements.count < tags.count ? tags[elements.count] : nil
                elements.append(Element(name: name, attributes: attributes, depth: depth, tag: tag))
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
