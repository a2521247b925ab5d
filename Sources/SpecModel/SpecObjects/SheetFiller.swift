import Inputs
import SpecReader
import Workers

/// Fills a sheet's cell template with each row, its fixed members decoded once (`CellTemplate`). A
/// problem in a value that came from the data is reported at that value in the data (file, line and
/// column, with the row and column name); a problem in the template itself is reported once, at the
/// template.
package struct SheetFiller {
    /// The most cells the sheets and sweeps of one spec may make together, copies and backs included.
    static let maximumCells = 100_000

    package let table: DataTable
    package let diagnostics: SpecContext
    /// What `{#}` gives the first row placed, and how much it grows a row: numbered tickets.
    package var numbering = (start: 1, step: 1)
    /// The placeholder of a row's number; a column of the data of that name is the data's.
    static let numberField = "#"
    /// How a message names the row and the columns a bad value came from.
    package var source: (_ row: Int, _ columns: [String]) -> String
    /// Whether the rows after the first bind their values into its cell (`RowBinding`) where the template
    /// allows, rather than each being decoded whole: both make the same cells and the same problems.
    package var bindsRows = true
    /// The rows on no page a render draws and the places of every row's cells (`DrawnRows`): the rows not
    /// drawn are bound into what the decisions taken over every row read (`UndrawnBinding`).
    var drawnRows = DrawnRows()

    package init(
        table: DataTable, diagnostics: SpecContext, source: @escaping (_ row: Int, _ columns: [String]) -> String = { "row \($0), \(SheetFiller.naming($1))" }
    ) {
        self.table = table
        self.diagnostics = diagnostics
        self.source = source
    }

    /// The cells of `rows`, each `copies` times; nil when any row failed (every failure is reported).
    package func cells(_ template: SpecNode, at path: SpecPath, rows: [DataTable.Row], copies: Int) -> [Cell]? {
        let count = rows.count * copies
        let made = diagnostics.world.expanded
        guard count <= Self.maximumCells - made else {
            let message =
                "\(SpecNode.grouped(count)) cells\(copies > 1 ? " (\(SpecNode.grouped(rows.count)) rows of \(copies) copies each)" : "")"
                + "\(made > 0 ? " after the \(SpecNode.grouped(made)) made before" : "") are more than the"
                + " \(SpecNode.grouped(Self.maximumCells)) the sheets and sweeps of a spec may make"
            diagnostics.error(message, at: template, path)
            return nil
        }
        diagnostics.world.expanded += count
        // Rows are numbered only when the template asks: adding the number copies each row's values.
        let numbered = !table.columns.contains(Self.numberField) && Self.mentionsNumber(template)
        let placeholders = Placeholders(columns: table.columns + (numbered ? [Self.numberField] : []), mergesTexts: true)
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        var failed = false
        var reported: Set<String> = []
        let prepared = CellTemplate(template, at: path)
        let binding = bindsRows ? RowBinding(template, at: path, memo: prepared.memo) : nil
        // The first row's cell, decoded without a word, which the other rows bind their values into.
        var prototype: Cell?
        let decoder = Cell.object
        /// Reports a placeholder `row` could not fill; false when it names no column (no row can fill it).
        func refused(_ refusal: Placeholders.Refusal, _ row: DataTable.Row) -> Bool {
            guard let why = refusal.message else {
                let message =
                    "unknown column \"\(refusal.field)\"\(EditDistance.hint(for: refusal.field, among: table.columns)); the data has \(Decoders.quoted(table.columns))"
                diagnostics.error(message, at: refusal.position, refusal.path)
                return false
            }
            let message = "\(source(row.number, [refusal.field])): \(why)"
            if reported.insert("\(refusal.path)\u{0}\(message)").inserted { diagnostics.error(message, at: refusal.position, refusal.path) }
            failed = true
            return true
        }
        /// Places `copies` of `cell`, whose values came from `origins`, with the items whose `when` the row meets.
        func place(_ cell: Cell, _ origins: [SpecPath: Placeholders.Origin], _ row: DataTable.Row) {
            var cell = cell.made(from: DataRow(file: row.file, number: row.number, line: row.line))
            if cell.items.contains(where: { $0.when != nil }) {
                for (k, item) in cell.items.enumerated() {
                    guard let clause = item.when?.unknown(among: table.columns).first else { continue }
                    let at = path.appending("items").appending(k).appending("when").appending(clause.column)
                    let message = SheetRows.unknownColumn(clause.column, in: table)
                    if reported.insert("\(at)\u{0}\(message)").inserted { diagnostics.error(message, at: clause.position, at) }
                    failed = true
                }
                // Only the items chosen by a `when` change: the others stay shared with the other rows'.
                cell.items = cell.items.filter { $0.when?.matches(row.values) ?? true }.map { item in
                    guard item.when != nil else { return item }
                    var chosen = item
                    chosen.when = nil
                    return chosen
                }
            }
            // A text that is a whole value from the data sits in the data file: how it is set is
            // reported at the cell in the spec instead.
            func fromData(_ key: String) -> Bool { origins.contains { $0.value.isWholeValue && $0.key.starts(with: path.appending(key)) } }
            if fromData("caption") { cell.caption?.source = nil }
            if case .text(var text) = cell.content, fromData("text") {
                text.source = nil
                cell.content = .text(text)
            }
            cells += Array(repeating: cell, count: copies)
        }
        let rows =
            numbered
            ? rows.enumerated().map { k, row in
                var row = row
                row.values[Self.numberField] = SpecNode(.number(Double(numbering.start + k * numbering.step)), at: template.position)
                return row
            } : rows
        let excluded = ExcludedItems(template, at: path, memo: prepared.memo, context: diagnostics)
        /// What `row` makes, read in `world`: a cell bound into the prototype, or decoded with its
        /// problems; with every item, to be the prototype (each row then leaves out the items it does not
        /// meet), or without those the row leaves out, which are neither filled nor decoded.
        func outcome(
            _ row: DataTable.Row, prototype: Cell?, world: World, everyItem: Bool = false
        ) -> RowOutcome {
            if let binding, let prototype {
                do {
                    let context = diagnostics.branch(memo: prepared.memo, in: world)
                    if let bound = try binding.bind(prototype, by: placeholders, with: row.values, in: context) {
                        return .bound(bound.cell, bound.origins)
                    }
                } catch {
                    return .refused(error)
                }
            }
            let standingIn = everyItem ? nil : excluded.template(template, for: row.values)
            let filled: Placeholders.Filled
            do {
                filled = try prepared.filled(standingIn, by: placeholders, with: row.values)
            } catch {
                return .refused(error)
            }
            let rowDiagnostics = diagnostics.branch(memo: prepared.memo, in: world)
            return .decoded(decoder.decode(filled.node, path, rowDiagnostics), filled, rowDiagnostics.all, whole: standingIn == nil)
        }
        /// Reports what `row` made and places its cell; false when it names a column the data lacks.
        func take(_ outcome: RowOutcome, of row: DataTable.Row) -> Bool {
            switch outcome {
            case .refused(let refusal):
                return refused(refusal, row)
            case .bound(let cell, let origins), .undrawn(let cell, let origins):
                place(cell, origins, row)
            case .decoded(let cell, let filled, let found, let whole):
                for diagnostic in found {
                    if let origin = filled.origins.first(where: { diagnostic.path?.starts(with: $0.key) == true }) {
                        // A whole value is reported where it is in the data (a data file's, without the spec's path);
                        // a text that holds one, in the template.
                        var located = diagnostic
                        if origin.value.isWholeValue, row.file != diagnostics.file {
                            located.file = row.file
                            located.path = nil
                        }
                        located.message = "\(source(row.number, origin.value.columns)): \(diagnostic.message)"
                        diagnostics.add(located)
                    } else if reported.insert(diagnostic.description).inserted {
                        diagnostics.add(diagnostic)
                    }
                    failed = failed || diagnostic.severity == .error
                }
                if let cell {
                    if binding != nil, prototype == nil, found.isEmpty, whole { prototype = cell }
                    place(cell, filled.origins, row)
                }
            }
            return true
        }
        // Rows are decoded one after another until one gives the prototype the others bind into; then the
        // rest, which bind their texts in a few microseconds each, one after another too, unless they
        // decode figures (codes, pictures). Rows decoded whole, or decoding figures, go on every core (each
        // as it would be alone: `RowWorkers`).
        let undrawn = drawnRows.undrawn
        // The cells of the drawn rows, with their values and places: the rows not drawn keep the items alike.
        var drawnCells: [(cell: Cell, row: [String: SpecNode], positions: [Int])] = []
        /// Notes the cell `made` of the row at `index` when it is drawn.
        func noteDrawn(_ made: RowOutcome, ofRowAt index: Int) {
            guard !undrawn.contains(rows[index].number), let cell = made.cell else { return }
            drawnCells.append((cell, rows[index].values, drawnRows.positions(ofRowAt: index)))
        }
        var next = 0
        while next < rows.count, binding != nil, prototype == nil {
            // A row that decodes every item without a word is the prototype; else it is taken without the
            // items it leaves out, as any row is.
            var made = outcome(rows[next], prototype: nil, world: diagnostics.world, everyItem: true)
            if case .decoded(let cell, _, let found, _) = made, cell == nil || !found.isEmpty {
                made = outcome(rows[next], prototype: nil, world: diagnostics.world)
            } else if case .refused = made {
                made = outcome(rows[next], prototype: nil, world: diagnostics.world)
            }
            noteDrawn(made, ofRowAt: next)
            guard take(made, of: rows[next]) else { return nil }
            next += 1
        }
        let shared = prototype
        let jobs = binding?.decodesFigures == false ? 1 : Cores.available
        guard let rowBinding = binding, let first = shared, !undrawn.isEmpty else {
            let rest = Array(rows[next...])
            let outcomes = RowWorkers.outcomes(rest, world: diagnostics.world, jobs: jobs) { outcome($0, prototype: shared, world: $1) }
            for (row, made) in zip(rest, outcomes) where !take(made, of: row) { return nil }
            return failed ? nil : cells
        }
        // The drawn rows first, on every core where they decode figures; then the others, one after another,
        // each keeping the items alike to a drawn row's, or decoded whole when it cannot be bound.
        var outcomes: [RowOutcome?] = Array(repeating: nil, count: rows.count - next)
        let drawnIndices = (next..<rows.count).filter { !undrawn.contains(rows[$0].number) }
        let drawnMade = RowWorkers.outcomes(drawnIndices.map { rows[$0] }, world: diagnostics.world, jobs: jobs) {
            outcome($0, prototype: first, world: $1)
        }
        for (index, made) in zip(drawnIndices, drawnMade) {
            noteDrawn(made, ofRowAt: index)
            outcomes[index - next] = made
        }
        // The figures of the drawn rows: a cell's own figure is decoded on a row not drawn only when alike.
        let drawnFigures = drawnCells.reduce(into: Set<RowBinding.FigureValue>()) { $0.formUnion(rowBinding.figures(first, by: placeholders, with: $1.row)) }
        var leftOut = UndrawnBinding(rowBinding, prototype: first, drawn: drawnCells, by: placeholders)
        for index in next..<rows.count where outcomes[index - next] == nil {
            let row = rows[index]
            do {
                let context = diagnostics.branch(memo: prepared.memo, in: diagnostics.world)
                let positions = drawnRows.positions(ofRowAt: index)
                if let bound = try leftOut.bind(row.values, at: positions, by: placeholders, in: context, drawing: drawnFigures) {
                    outcomes[index - next] = .undrawn(bound.cell, bound.origins)
                    continue
                }
            } catch {
                outcomes[index - next] = .refused(error)
                continue
            }
            outcomes[index - next] = outcome(row, prototype: nil, world: diagnostics.world)
        }
        for (row, made) in zip(rows[next...], outcomes.compactMap(\.self)) where !take(made, of: row) { return nil }
        return failed ? nil : cells
    }

    /// What a row made: its cell bound into the prototype, its cell (nil when it failed) decoded with the
    /// problems found (`whole`: with every item, none left out before decoding), or the placeholder it
    /// could not fill.
    private enum RowOutcome {
        case bound(Cell, [SpecPath: Placeholders.Origin])
        /// A row on no page drawn, bound into what the decisions over every row read (`UndrawnBinding`).
        case undrawn(Cell, [SpecPath: Placeholders.Origin])
        case decoded(Cell?, Placeholders.Filled, [Diagnostic], whole: Bool)
        case refused(Placeholders.Refusal)

        /// The cell made, if any.
        var cell: Cell? {
            switch self {
            case .bound(let cell, _), .undrawn(let cell, _): cell
            case .decoded(let cell, _, _, _): cell
            case .refused: nil
            }
        }
    }

    /// `column "a"`, or `columns "a" and "b"`: the columns a value was made of.
    static func naming(_ columns: [String]) -> String {
        let quoted = columns.map { "\"\($0)\"" }
        guard let last = quoted.last, quoted.count > 1 else { return "column \(quoted.first ?? "")" }
        return "columns \(quoted.dropLast().joined(separator: ", ")) and \(last)"
    }

    /// Whether a string of `node` holds `{#` (a row's number, maybe with a format).
    private static func mentionsNumber(_ node: SpecNode) -> Bool {
        switch node.value {
        case .string(let s): s.contains("{" + numberField)
        case .array(let items): items.contains(where: mentionsNumber)
        case .object(let members): members.contains { mentionsNumber($0.value) }
        case .number, .bool, .null: false
        }
    }
}
