import Geometry
import SpecReader

/// Every label sheet a spec may name: the built-ins (always there), then gLabels' library when the
/// glabels-data package is installed, read the first time a spec names a sheet that is not built in.
public enum TemplateLibrary {
    /// gLabels' templates on this machine; none without glabels-data.
    public static let installed: [SheetTemplate] = GLabelsTemplates.load()

    /// What a name finds.
    public enum Lookup: Equatable {
        case found(SheetTemplate)
        /// Several makers sell a sheet of that number, laid out differently: name the maker.
        case ambiguous([SheetTemplate])
        case unknown(hint: String)
    }

    /// The sheet `name` names: one of `own` (a spec's own template files), a built-in's name, a part
    /// number, or the maker and the part ("Avery L7160"); case and spacing do not matter. Several makers' parts of that number on the same sheet
    /// are one sheet.
    public static func named(_ name: String, among own: [SheetTemplate] = []) -> Lookup {
        let wanted = key(name)
        if let mine = own.first(where: { key($0.fullName) == wanted || key($0.name) == wanted }) { return .found(mine) }
        if let builtIn = SheetTemplates.all.first(where: { key($0.name) == wanted || key($0.fullName) == wanted }) { return .found(builtIn) }
        if let full = installed.first(where: { key($0.fullName) == wanted }) { return .found(full) }
        let parts = installed.filter { key($0.name) == wanted }
        if let first = parts.first {
            let sheets = Set(parts.map { Sheet(paper: $0.paper, labelSize: $0.labelSize, shape: $0.shape, layouts: $0.layouts) })
            return sheets.count == 1 ? .found(first) : .ambiguous(parts)
        }
        let names = SheetTemplates.all.map(\.name) + installed.map(\.fullName)
        return .unknown(hint: EditDistance.hint(for: name, among: names))
    }

    /// The sheets whose name, maker, paper, shape or summary holds every one of `terms` (any case), and
    /// whose labels are of each size the terms give (`SizeQuery`: "63.5x38.1", "50mm", `2.625" x 1"`,
    /// within half a millimetre, either way round): `own` first, then the built-ins, then the library.
    public static func search(_ terms: [String], among own: [SheetTemplate] = []) -> [SheetTemplate] {
        let (sizes, words) = SizeQuery.parse(terms)
        let wanted = words.map { $0.lowercased() }
        return (own + SheetTemplates.all + installed).filter { template in
            let text = [template.fullName, template.paperName, template.summary, shapeName(template.shape)].joined(separator: " ").lowercased()
            return wanted.allSatisfy { text.contains($0) } && sizes.allSatisfy { $0.matches(template.labelSize) }
        }
    }

    /// "rectangle", "round", "ellipse" or "cd".
    public static func shapeName(_ shape: SheetTemplate.Shape) -> String {
        switch shape {
        case .rectangle: "rectangle"
        case .circle: "round"
        case .ellipse: "ellipse"
        case .disc: "cd"
        }
    }

    /// What makes two products the same sheet.
    private struct Sheet: Hashable {
        var paper: Size
        var labelSize: Size
        var shape: SheetTemplate.Shape
        var layouts: [SheetTemplate.Layout]
    }

    private static func key(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).joined()
    }
}
