import SpecReader

/// Chooses and orders a sheet's rows: the filter keeps rows whose columns hold the given values, the
/// sort orders them by a column (as numbers when every value is one; "-column" descending).
package enum SheetRows {
    package static func select(_ table: DataTable, sort: String?, filter: SpecNode?, _ v: ObjectContext) -> [DataTable.Row]? {
        var rows = table.rows
        if let filter, case .object(let conditions) = filter.value {
            for condition in conditions where !table.columns.contains(condition.key) {
                v.diagnostics.error(
                    "unknown column \"\(condition.key)\"\(EditDistance.hint(for: condition.key, among: table.columns)); the data has \(Decoders.quoted(table.columns))",
                    at: condition.keyPosition, v.path.appending("filter").appending(condition.key))
                return nil
            }
            rows = rows.filter { row in
                conditions.allSatisfy { ValueFormat.text(row.values[$0.key]?.value ?? .null, format: nil) == ValueFormat.text($0.value.value, format: nil) }
            }
        }
        guard let sort else { return rows }
        let descending = sort.hasPrefix("-")
        let column = descending ? String(sort.dropFirst()) : sort
        guard table.columns.contains(column) else {
            v.error("unknown column \"\(column)\"\(EditDistance.hint(for: column, among: table.columns)); the data has \(Decoders.quoted(table.columns))", at: Sheet.sort)
            return nil
        }
        let keys = rows.map { ValueFormat.text($0.values[column]?.value ?? .null, format: nil) }
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
}
