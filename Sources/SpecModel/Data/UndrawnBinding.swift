import SpecReader

/// How a row on no page a render draws (`DrawnRows`) is bound: not into a whole cell, but into what the
/// decisions taken over every row of its sheet read. The size the run's captions share reads the cell's
/// own caption and text: they are bound as any row's, and its own figure is decoded where a drawn row has
/// one alike. The items the run repeats at a place on its pages (drawn as forms) are found among every
/// cell's items: the cell holds the items that take none of the row's values, as every row meeting their
/// `when` has them (one array for all the rows that meet the same), and of its other items those alike
/// to an item a drawn row has at the same place, once at each place (a third alike changes nothing).
/// Its other items could repeat no item drawn: they are left out, neither set nor decoded.
struct UndrawnBinding {
    /// An item that takes values, at a place on its pages, by what it reads: its caption's and text's
    /// words and its figures' values. Items alike have the same key.
    private struct Key: Hashable {
        var position: Int
        var item: Int
        var texts: [String?]
        /// Its figures' values, their positions set aside (`RowBinding.unplaced`).
        var figures: [SpecNode]
    }

    private let binding: RowBinding
    private let prototype: Cell
    /// The indices of the items that take values.
    private let bound: Set<Int>
    /// The words of each item of the prototype (`texts(of:)`), which a row's values replace.
    private let templateTexts: [[String?]]
    /// The keys of the drawn rows' items that take values, and every item of theirs by place (as placed:
    /// without its `when` or row).
    private var drawnKeys: Set<Key> = []
    private var drawnItems: [Int: Set<CellItem>] = [:]
    /// The keys of the items kept so far: one alike at a place is enough.
    private var kept: Set<Key> = []
    /// The items that take no values, as placed, by the items a row meets (a bit an item: a cell holds
    /// at most `Cell.maximumItems`, 64).
    private var fixedItems: [UInt64: [CellItem]] = [:]

    /// The binding of the rows not drawn into `prototype`, from the drawn rows' cells (each with its
    /// values and places).
    init(_ binding: RowBinding, prototype: Cell, drawn: [(cell: Cell, row: [String: SpecNode], positions: [Int])], by placeholders: Placeholders) {
        self.binding = binding
        self.prototype = prototype
        bound = Set(binding.sites.compactMap(\.item))
        templateTexts = prototype.items.map { Self.texts(of: $0.cell) }
        for (cell, row, positions) in drawn {
            let figures = (try? binding.filling(prototype, by: placeholders, with: row).filled) ?? []
            let placed = cell.items.filter { $0.when?.matches(row) ?? true }
            for (k, item) in zip(met(by: row), placed) {
                var item = item.made(from: nil)
                item.when = nil
                let values = figures.filter { $0.site.item == k && $0.site.member == .figure }.map { RowBinding.unplaced($0.node) }
                for position in positions {
                    drawnItems[position, default: []].insert(item)
                    if bound.contains(k) { drawnKeys.insert(Key(position: position, item: k, texts: Self.texts(of: item.cell), figures: values)) }
                }
            }
        }
    }

    /// The indices of the items whose `when` `row` meets.
    private func met(by row: [String: SpecNode]) -> [Int] {
        prototype.items.indices.filter { prototype.items[$0].when?.matches(row) ?? true }
    }

    /// The words of `cell`'s caption and text, as a key reads them.
    private static func texts(of cell: Cell) -> [String?] {
        func words(_ text: TextSpec?) -> String? { text.map { $0.spans.map(\.text).joined() } }
        guard case .text(let text) = cell.content else { return [words(cell.caption), nil] }
        return [words(cell.caption), words(text)]
    }

    /// The cell of `row`, at `positions` on its pages, and where its values came from; nil when a value
    /// is not plain text within a text's limits, or a figure kept, decoded in `context`, has a problem (the
    /// row is then decoded whole, its problem reported). A figure of the cell's own is decoded only when
    /// among `drawing`, the drawn rows' figures.
    mutating func bind(
        _ row: [String: SpecNode], at positions: [Int], by placeholders: Placeholders, in context: SpecContext, drawing: Set<RowBinding.FigureValue>
    ) throws(Placeholders.Refusal) -> (cell: Cell, origins: [SpecPath: Placeholders.Origin])? {
        let (filled, origins) = try binding.filling(prototype, by: placeholders, with: row)
        var cell = prototype
        cell.items = []
        // An item's sites are filled one after another, the items in order: a key an item.
        var keys: [Key] = []
        for (site, node) in filled {
            guard let k = site.item else {
                guard bindOwn(site, node, into: &cell, in: context, drawing: drawing) else { return nil }
                continue
            }
            if keys.last?.item != k { keys.append(Key(position: 0, item: k, texts: templateTexts[k], figures: [])) }
            if site.member == .figure {
                keys[keys.count - 1].figures.append(RowBinding.unplaced(node))
            } else {
                guard let text = RowBinding.plainText(node) else { return nil }
                let slot = site.member == .caption ? 0 : 1
                if keys[keys.count - 1].texts[slot] != nil { keys[keys.count - 1].texts[slot] = text }
            }
        }
        var chosen: [Int: CellItem] = [:]
        for key in keys {
            let k = key.item
            for position in positions {
                var placed = key
                placed.position = position
                guard drawnKeys.contains(placed), !kept.contains(placed) else { continue }
                guard let item = item(k, of: filled, in: context) else { return nil }
                if drawnItems[position]?.contains(item) == true {
                    kept.insert(placed)
                    chosen[k] = item
                }
            }
        }
        let met = met(by: row)
        let mask = met.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        cell.items = chosen.isEmpty ? fixed(mask, met) : met.compactMap { chosen[$0] ?? (bound.contains($0) ? nil : placed(prototype.items[$0])) }
        cell.figuresLeftOut = true
        return (cell, origins)
    }

    /// Sets a value of the cell's own, `node` filled at `site`, into `cell`: a text, or a figure decoded
    /// in `context` when a drawn row has it (else none); false when it cannot.
    private func bindOwn(_ site: RowBinding.Site, _ node: SpecNode, into cell: inout Cell, in context: SpecContext, drawing: Set<RowBinding.FigureValue>)
        -> Bool
    {
        guard site.member == .figure else {
            guard let text = RowBinding.plainText(node) else { return false }
            RowBinding.set(text, filled: node, at: site, in: &cell)
            return true
        }
        guard drawing.contains(RowBinding.FigureValue(path: site.path, node: RowBinding.unplaced(node))) else {
            cell.content = .none
            return true
        }
        guard let figure = FigureSpec.decoder.decode(node, site.path, context), context.all.isEmpty else { return false }
        cell.content = .figure(figure)
        return true
    }

    /// Item `k` of the prototype with the values `filled` sets in it, as placed: its figures decoded in
    /// `context`; nil when one has a problem.
    private func item(_ k: Int, of filled: [(site: RowBinding.Site, node: SpecNode)], in context: SpecContext) -> CellItem? {
        var item = placed(prototype.items[k])
        for (site, node) in filled where site.item == k {
            guard site.member == .figure else {
                guard let text = RowBinding.plainText(node) else { return nil }
                RowBinding.set(text, filled: node, at: site, in: &item.cell)
                continue
            }
            guard let figure = FigureSpec.decoder.decode(node, site.path, context), context.all.isEmpty else { return nil }
            item.cell.content = .figure(figure)
        }
        return item
    }

    /// `item` as a sheet places it: without its `when`.
    private func placed(_ item: CellItem) -> CellItem {
        var placed = item
        placed.when = nil
        return placed
    }

    /// The items taking no values of a row that meets the items `met` (bits of `mask`), made once.
    private mutating func fixed(_ mask: UInt64, _ met: [Int]) -> [CellItem] {
        if let known = fixedItems[mask] { return known }
        let made = met.filter { !bound.contains($0) }.map { placed(prototype.items[$0]) }
        fixedItems[mask] = made
        return made
    }
}
