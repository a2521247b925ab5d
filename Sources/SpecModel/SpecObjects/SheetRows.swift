import SpecReader

/// Chooses and orders a sheet's rows: the filter keeps rows that meet its condition, the sort orders
/// them by a column (as numbers when every value is one; "-column" descending).
package enum SheetRows {
    package static func select(_ table: DataTable, sort: String?, filter: RowCondition?, _ v: ObjectContext) -> [DataTable.Row]? {
        var rows = table.rows
        if let filter {
            if let clause = filter.unknown(among: table.columns).first {
                v.diagnostics.error(unknownColumn(clause.column, in: table), at: clause.position, v.path.appending("filter").appending(clause.column))
                return nil
            }
            rows = rows.filter { filter.matches($0.values) }
        }
        guard let sort else { return rows }
        let descending = sort.hasPrefix("-")
        let column = descending ? String(sort.dropFirst()) : sort
        guard table.columns.contains(column) else {
            v.error(unknownColumn(column, in: table), at: Sheet.sort)
            return nil
        }
        let keys = rows.map { ValueFormat.plain($0.values[column]?.value ?? .null) }
        let numbers = keys.compactMap { Double($0.trimmingSpaces) }
        let numeric = numbers.count == keys.count
        let order = rows.indices.sorted { a, b in
            let less = numeric ? numbers[a] < numbers[b] : keys[a] < keys[b]
            let greater = numeric ? numbers[a] > numbers[b] : keys[a] > keys[b]
            if less != greater { return descending ? greater : less }
            return a < b
        }
        return order.map { rows[$0] }
    }

    /// What to say of a column the data lacks.
    package static func unknownColumn(_ column: String, in table: DataTable) -> String {
        "unknown column \"\(column)\"\(EditDistance.hint(for: column, among: table.columns)); the data has \(Decoders.quoted(table.columns))"
    }
}
