import SpecModel
import SpecReader

/// What the command line sets in a spec before it is decoded: `--data FILE` (the data of its sheet)
/// and `--set PATH=VALUE` (any value), in that order, so that the spec is then decoded and checked as
/// if its file said so. A problem with a value set this way is reported at the option that set it.
enum CommandLineValues {
    /// `node` with `options`' data and overrides applied, or nil with why not in `diagnostics`.
    static func apply(_ options: LoadOptions, to node: SpecNode, _ diagnostics: SpecContext) -> SpecNode? {
        func fail(_ option: String, _ failure: SpecOverride.Failure) -> SpecNode? {
            diagnostics.add(Diagnostic(.error, file: option, position: nil, path: nil, message: failure.description))
            return nil
        }
        let data: [SpecOverride]
        do throws(SpecOverride.Failure) {
            data = try dataOverrides(options, in: node)
        } catch {
            return fail("--data \(options.policy.dataName ?? options.policy.data ?? "")", error)
        }
        var node = node
        for override in data + options.policy.overrides {
            do throws(SpecOverride.Failure) {
                node = try override.apply(to: node)
            } catch {
                return fail(override.argument, error)
            }
        }
        return node
    }

    /// The problems found in the spec, those in a value the command line set named by its option (or in
    /// a member it added on the way to it, which `original`, the spec as written, lacks), and those in
    /// `--data`'s file by the name the command line gave it.
    static func relocate(_ found: [Diagnostic], _ options: LoadOptions, file: String, node: SpecNode, original: SpecNode) -> [Diagnostic] {
        let overrides = ((try? dataOverrides(options, in: node)) ?? []) + options.policy.overrides
        guard !overrides.isEmpty else { return found }
        return found.map { diagnostic in
            if let data = options.policy.data, let name = options.policy.dataName, diagnostic.file == data {
                var named = diagnostic
                named.file = name
                return named
            }
            guard diagnostic.file == file, let path = diagnostic.path,
                let override = overrides.last(where: { path.starts(with: $0.path) })
                    ?? overrides.last(where: { $0.path.starts(with: path) && path.value(in: original) == nil })
            else {
                return diagnostic
            }
            var located = diagnostic
            located.file = override.argument
            located.position = nil
            return located
        }
    }

    /// `--data`'s file as the data of the spec's sheets: of its one sheet, or of several that read the
    /// same data.
    private static func dataOverrides(_ options: LoadOptions, in node: SpecNode) throws(SpecOverride.Failure) -> [SpecOverride] {
        guard let file = options.policy.data else { return [] }
        let argument = "--data \(options.policy.dataName ?? file)"
        var sheets: [(index: Int, data: SpecNode?)] = []
        if case .object(let members) = node.value, case .array(let pages)? = members.first(where: { $0.key == "pages" })?.value.value {
            for (index, page) in pages.enumerated() {
                guard case .object(let keys) = page.value, case .object(let sheet)? = keys.first(where: { $0.key == "sheet" })?.value.value else { continue }
                sheets.append((index, sheet.first { $0.key == "data" }?.value))
            }
        }
        guard !sheets.isEmpty else { throw SpecOverride.Failure(description: "the spec has no sheet to read it (a page block with \"sheet\")") }
        let distinct = Set(sheets.map { $0.data?.value })
        guard distinct.count == 1 else {
            let named = sheets.map { "pages[\($0.index)].sheet.data" }.joined(separator: ", ")
            throw SpecOverride.Failure(
                description: "the spec's sheets read different data (\(named)); set each with --set pages[N].sheet.data=FILE")
        }
        return sheets.map { SpecOverride(argument: argument, steps: [.key("pages"), .index($0.index), .key("sheet"), .key("data")], value: .string(file)) }
    }
}
