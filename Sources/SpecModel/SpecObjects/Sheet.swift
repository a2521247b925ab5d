import Inputs
import SpecReader

/// A page block that flows rows of data into the cells of as many pages as they need: each row fills
/// the cell template's `{field}` placeholders, row by row, position by position.
package enum Sheet {
    package static var data: Field<DataSource> {
        .required(
            "data",
            Decoders.union(
                "a data file's name (\(DataFormats.endings.map { "." + $0 }.joined(separator: ", "))), or an array of rows",
                [
                    ({ @Sendable in $0.isString }, Decoders.string.map(DataSource.file)),
                    (
                        { @Sendable in $0.isArray },
                        ValueDecoder("an array of rows", schema: .object(["type": .string("array"), "items": .object(["type": .string("object")])])) {
                            node, _, _ in
                            DataSource.rows(node)
                        }
                    ),
                ]),
            "where the rows come from: a data file beside the spec, read by its ending as \(DataFormats.doc); or rows inline"
        )
    }
    package static var grid: Field<Grid?> {
        .optional("grid", Grid.object.decoder, "the cells of each page, below the titles: columns and rows are both required")
    }
    package static var template: Field<SheetTemplate?> {
        .optional(
            "template",
            Decoders.union(
                "a label sheet's name, or the sheet written out",
                [
                    ({ @Sendable in $0.isString }, templateName),
                    ({ @Sendable in if case .object = $0.value { true } else { false } }, TemplateSpec.object.decoder),
                ]),
            "a label or badge sheet: a built-in's name or any gLabels product, such as \"Avery J8160\" (see `poster templates`), or the sheet written out; its paper and labels replace the page and the grid"
        )
    }

    /// A sheet by its name, looked up in `TemplateLibrary`.
    private static let templateName: ValueDecoder<SheetTemplate> = {
        let what = "a label sheet's name, such as \"L7160\" or \"Avery J8160\""
        return ValueDecoder(what, schema: .object(["type": .string("string"), "minLength": .number(1)])) { node, path, d in
            guard case .string(let name) = node.value else {
                d.expected(what, at: node, path)
                return nil
            }
            switch TemplateLibrary.named(name) {
            case .found(let template):
                return template
            case .ambiguous(let templates):
                let makers = templates.compactMap(\.brand)
                d.error(
                    "\"\(name)\" is a product of \(Decoders.quoted(makers)), on different sheets: name the maker, such as \"\(templates[0].fullName)\"",
                    at: node, path)
                return nil
            case .unknown(let hint):
                let more = TemplateLibrary.installed.isEmpty ? " (installing glabels-data adds gLabels' 1,700 products)" : ""
                d.error("unknown label sheet \"\(name)\"\(hint): `poster templates` lists them\(more)", at: node, path)
                return nil
            }
        }
    }()
    package static var delimiter: Field<UInt8?> {
        .defaulted(
            "delimiter", Decoders.choice(named: [("auto", nil), (",", .comma), (";", .semicolon), ("tab", .tab), ("\t", .tab)]), nil, shown: "\"auto\"",
            "what separates a CSV file's fields: \",\", \";\" or \"tab\"; \"auto\" takes the one its first line uses most")
    }
    package static var encoding: Field<TextEncoding> {
        .defaulted(
            "encoding", Decoders.choice(named: TextEncoding.names.map { ($0.name, $0.encoding) }), .utf8, shown: "\"utf-8\"",
            "the data file's text encoding: \"utf-8\", or \"windows-1252\" (also \"latin1\") for files spreadsheets save as Latin-1 or ANSI text")
    }
    package static var markup: Field<Double?> {
        .optional(
            "markup", Length.decoder(0...PageSetup.maximumSide),
            "how far inside each label its content starts (default: the template's markup margin); a cell's padding overrides it")
    }
    package static var cell: Field<SpecNode> { .required("cell", cellTemplate, "the cell template: a cell whose strings may hold {field} or {field:format}") }
    package static var back: Field<SpecNode?> {
        .optional(
            "back", cellTemplate,
            "a template for the back of each cell: a back page follows every page, each back where it lands behind its front (see print.duplex)")
    }
    package static var start: Field<Int> {
        .defaulted("start", Decoders.integer(0...100_000), 0, "positions to skip on the first page (a sheet already partly used)")
    }
    package static var copies: Field<Int> { .defaulted("copies", Decoders.integer(1...1000), 1, "how many cells each row fills") }
    package static var sort: Field<String?> {
        .optional("sort", Decoders.string, "a column to sort the rows by; \"-name\" sorts descending; numbers sort as numbers")
    }
    package static var numberStart: Field<Int> {
        .defaulted("numberStart", Decoders.integer(0...1_000_000_000), 1, "the number {#} gives the first row placed (after sorting and filtering)")
    }
    package static var numberStep: Field<Int> { .defaulted("numberStep", Decoders.integer(1...1_000_000), 1, "how much {#} grows from one row to the next") }
    package static var filter: Field<RowCondition?> {
        .optional(
            "filter", RowCondition.decoder,
            "only rows whose columns hold these: { \"column\": value }, a list of values (any of them), { \"not\": ... }, { \"min\": n, \"max\": n }")
    }

    /// A cell template: checked as a cell when it is filled in, typed as one in the schema.
    static let cellTemplate: ValueDecoder<SpecNode> = ValueDecoder(
        "a cell", schema: .object(["$ref": .string("#/$defs/Cell")]), definitions: Cell.object.decoder.definitions
    ) { node, path, d in
        guard node.isObject else {
            d.expected("a cell", at: node, path)
            return nil
        }
        return node
    }

    package static let object: ObjectDecoder<SheetCells> = ObjectDecoder(
        "Sheet", "rows of data flowed into the cells of as many pages as they need",
        data, delimiter, encoding, grid, template, markup, cell, back, start, copies, sort, filter, numberStart, numberStep,
        constraints: [
            JSONValue.Member(
                "oneOf",
                .array([
                    .object(["required": .array([.string("grid")]), "not": .object(["required": .array([.string("template")])])]),
                    .object(["required": .array([.string("template")]), "not": .object(["required": .array([.string("grid")])])]),
                ]))
        ]
    ) { v, source, delimiter, encoding, grid, template, markup, cellTemplate, backTemplate, start, copies, sort, filter, numberStart, numberStep in
        let layout: SheetPage.Layout
        switch (grid, template) {
        case (let grid?, nil):
            guard grid.rows != nil else {
                v.error("a sheet's grid needs \"rows\" as well as \"columns\"", at: Sheet.grid)
                return nil
            }
            if markup != nil {
                v.error("\"markup\" is the margin inside a template's labels; a grid's cells take \"padding\"", at: Sheet.markup)
                return nil
            }
            layout = .grid(grid)
        case (nil, var sheet?):
            if let markup { sheet.markup = markup }
            guard OffPaperLabels.check(sheet, at: v.place(of: Self.template), v.diagnostics) else { return nil }
            layout = .template(sheet)
        case (.some, .some):
            v.error("give a \"grid\" or a \"template\", not both", at: Self.template)
            return nil
        case (nil, nil):
            v.diagnostics.error("expected a \"grid\" or a \"template\" for the cells", at: v.node, v.path)
            return nil
        }
        let perPage: Int =
            switch layout {
            case .grid(let grid): grid.columns * (grid.rows ?? 1)
            case .template(let sheet): sheet.labelsOnPaper.count
            }
        guard start < perPage else {
            v.error("\"start\" skips positions of the first page, which has \(perPage)", at: Self.start)
            return nil
        }
        let table: DataTable
        do throws(DataError) {
            table = try source.table(v.diagnostics, delimiter: delimiter, encoding: encoding)
        } catch {
            v.error(error.message, at: Self.data)
            return nil
        }
        guard let rows = SheetRows.select(table, sort: sort, filter: filter, v) else { return nil }
        guard !rows.isEmpty else {
            let message = "no rows to place: the data is empty or the filter matches none"
            if filter == nil { v.error(message, at: Self.data) } else { v.error(message, at: Self.filter) }
            return nil
        }
        var filler = SheetFiller(table: table, diagnostics: v.diagnostics)
        filler.numbering = (numberStart, numberStep)
        filler.drawnRows = DrawnRows(rows, copies: copies, start: start, perPage: perPage, backs: backTemplate != nil, world: v.diagnostics.world)
        let fronts = filler.cells(cellTemplate, at: v.path.appending("cell"), rows: rows, copies: copies)
        let backs = backTemplate.map { filler.cells($0, at: v.path.appending("back"), rows: rows, copies: copies) }
        guard let fronts, let backs = backs ?? .some(nil) else { return nil }
        if case .template(let sheet) = layout {
            for cell in fronts + (backs ?? []) where !LabelFit.check(cell, on: sheet, v.diagnostics) { return nil }
        }
        return SheetCells(layout: layout, fronts: fronts, backs: backs, start: start, perPage: perPage)
    }
}

/// Where a sheet's rows come from.
package enum DataSource: Hashable, Sendable {
    case file(String)
    case rows(SpecNode)

    /// The rows; a file is read relative to the spec's folder (and recorded as an input of the spec),
    /// inline rows are positioned in the spec.
    package func table(_ diagnostics: SpecContext, delimiter: UInt8? = nil, encoding: TextEncoding = .utf8) throws(DataError) -> DataTable {
        switch self {
        case .file(let path):
            let world = diagnostics.world
            let display = world.isStandardInput(path) ? "<stdin>" : world.folder == "." || path.hasPrefix("/") ? path : "\(world.folder)/\(path)"
            return try DataTable.load(path, world: world, display: display, options: DataReadOptions(delimiter: delimiter, encoding: encoding))
        case .rows(let node):
            return try DataTable.table(fromJSON: node, file: diagnostics.file)
        }
    }
}
