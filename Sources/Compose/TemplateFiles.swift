import FileIO
import FoundationEssentials
import Geometry
import Inputs
import SpecModel
import SpecReader

/// A spec's own label sheets: the gLabels template files (or folders of them) its `templates` key and
/// `--templates` name, read through the World (confined and recorded as inputs, so that a gallery or a
/// watcher sees them change). A sheet whose `template` names one of them is written out in the spec
/// before it is decoded, so that it is checked as a sheet written there.
public enum TemplateFiles {
    /// `node` with each sheet's template that names one of its own sheets written out; nil with why not
    /// in `diagnostics` when a file cannot be read or holds no template.
    static func apply(_ node: SpecNode, options: LoadOptions, _ diagnostics: SpecContext) -> SpecNode? {
        var sources: [(path: String, place: (position: SourcePosition, path: SpecPath)?)] = []
        if case .object(let members) = node.value, case .array(let items)? = members.first(where: { $0.key == "templates" })?.value.value {
            for (i, item) in items.enumerated() {
                if case .string(let path) = item.value { sources.append((path, (item.position, SpecPath.root.appending("templates").appending(i)))) }
            }
        }
        sources += options.policy.templates.map { ($0, nil) }
        guard !sources.isEmpty else { return node }
        var own: [SheetTemplate] = []
        for source in sources {
            func fail(_ message: String) -> SpecNode? {
                if let place = source.place {
                    diagnostics.error(message, at: place.position, place.path)
                } else {
                    diagnostics.add(Diagnostic(.error, file: "--templates \(source.path)", position: nil, path: nil, message: message))
                }
                return nil
            }
            switch templates(at: source.path, world: diagnostics.world) {
            case .success(let found): own += found
            case .failure(let failure) where !failure.located.isEmpty:
                for error in failure.located { diagnostics.add(error) }
                return nil
            case .failure(let failure): return fail(failure.message)
            }
        }
        return written(node, own)
    }

    /// The templates of the gLabels file at `path`, or of the `.xml` files of the folder there (in name
    /// order), read through `world`.
    public static func templates(at path: String, world: World) -> Result<[SheetTemplate], TemplateFileFailure> {
        let located: LocatedFile
        do {
            located = try world.locate(path)
        } catch {
            return .failure(TemplateFileFailure(message: error.message))
        }
        var isFolder = false
        guard FileManager.default.fileExists(atPath: located.path, isDirectory: &isFolder) else {
            return .failure(TemplateFileFailure(message: "cannot read templates \"\(path)\": no such file or folder"))
        }
        var files = [located]
        if isFolder {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: located.path)) ?? []).filter { $0.lowercased().hasSuffix(".xml") }
            do {
                files = try names.sorted().map { name throws(World.Failure) in try world.locate(name, inFolder: located, named: path) }
            } catch {
                return .failure(TemplateFileFailure(message: error.message))
            }
        }
        var found: [SheetTemplate] = []
        var errors: [Diagnostic] = []
        for file in files {
            do throws(SourceFile.ReadError) {
                // Named as the spec or the command line names it, a folder's files under it.
                let shown = isFolder ? path + "/" + file.path.dropFirst(located.path.count + 1) : path
                let read = GLabelsTemplates.templates(of: try world.read(file), file: shown)
                found += read.templates
                errors += read.errors
            } catch {
                return .failure(TemplateFileFailure(message: "cannot read templates \"\(file.path)\": \(error.message)"))
            }
        }
        if let first = errors.first { return .failure(TemplateFileFailure(message: first.message, located: errors)) }
        guard !found.isEmpty else {
            return .failure(TemplateFileFailure(message: "\"\(path)\" holds no gLabels template (<Template brand part size> with a label and a layout)"))
        }
        return .success(found)
    }

    /// `node` with every `pages[i].sheet.template` that names one of `own` replaced by that sheet written out.
    private static func written(_ node: SpecNode, _ own: [SheetTemplate]) -> SpecNode {
        guard case .object(var members) = node.value, let p = members.firstIndex(where: { $0.key == "pages" }), case .array(var pages) = members[p].value.value
        else { return node }
        for (i, page) in pages.enumerated() {
            guard case .object(var keys) = page.value, let s = keys.firstIndex(where: { $0.key == "sheet" }), case .object(var sheet) = keys[s].value.value,
                let t = sheet.firstIndex(where: { $0.key == "template" }), case .string(let name) = sheet[t].value.value,
                case .found(let template) = TemplateLibrary.named(name, among: own), own.contains(template)
            else { continue }
            sheet[t].value = object(template, at: sheet[t].value.position)
            keys[s].value.value = .object(sheet)
            pages[i].value = .object(keys)
        }
        members[p].value.value = .array(pages)
        return SpecNode(.object(members), at: node.position)
    }

    /// `template` as a sheet written in a spec (lengths in points), every value placed at `position`.
    private static func object(_ template: SheetTemplate, at position: SourcePosition) -> SpecNode {
        func node(_ value: SpecNode.Value) -> SpecNode { SpecNode(value, at: position) }
        func member(_ key: String, _ value: SpecNode.Value) -> SpecNode.Member { SpecNode.Member(key: key, keyPosition: position, value: node(value)) }
        func pair(_ a: Double, _ b: Double) -> SpecNode.Value { .array([node(.number(a)), node(.number(b))]) }
        let points = { (value: Double) in "\(SpecNode.format(value))pt" }
        var members = [
            member("name", .string(template.fullName)), member("paper", .string("\(points(template.paper.width)) x \(points(template.paper.height))")),
            member("label", pair(template.labelSize.width, template.labelSize.height)), member("markup", .number(template.markup)),
        ]
        switch template.shape {
        case .rectangle(let radius): members += [member("shape", .string("rectangle")), member("cornerRadius", .number(radius))]
        case .circle: members.append(member("shape", .string("round")))
        case .ellipse: members.append(member("shape", .string("ellipse")))
        case .disc(let radius, let hole): members += [member("shape", .string("cd")), member("diameter", .number(2 * radius)), member("hole", .number(hole))]
        }
        let layouts = template.layouts.map { layout in
            node(
                .object([
                    member("columns", .number(Double(layout.columns))), member("rows", .number(Double(layout.rows))),
                    member("at", pair(layout.origin.x, layout.origin.y)), member("pitch", pair(layout.pitch.width, layout.pitch.height)),
                ]))
        }
        members.append(member("layouts", .array(layouts)))
        return node(.object(members))
    }
}
