import Motion
import SpecReader

/// A page block's run of cells whose figure parameters change from cell to cell: every
/// `{ "from": a, "to": b, "curve": C }` in the cell template takes, in cell i of n, the value
/// a + (b - a) C(i / (n - 1)); captions may show it as `{name}` (the key it is under), `{t}` and `{index}`.
package enum Sweep {
    package static var count: Field<Int> { .required("count", Decoders.integer(1...1000), "how many cells the sweep makes") }
    package static var cell: Field<SpecNode> {
        .required("cell", Sheet.cellTemplate, "the cell template; numbers given as { \"from\", \"to\", \"curve\" } sweep")
    }

    package static let details = """
        A curve is read against the cell's place in the sweep: 0 at the first cell, 1 at the last. A spring \
        (`spring(duration, bounce)`, `smooth`, `snappy`, `bouncy`) is a normalised position there: its whole \
        motion until it has settled, overshoot included, is spread over the cells and the last cell gets \
        exactly `to`; a sweep has no time, so the spring's duration changes nothing.
        """

    package static let object: ObjectDecoder<[Cell]> = ObjectDecoder(
        "Sweep", "cells whose parameters sweep from one value to another along a timing curve", count, cell
    ) { v, n, template in
        var ranges: [(name: String, range: SweepRange, position: SourcePosition)] = []
        var valid = true
        let pattern = extract(template, v.path.appending("cell"), v.diagnostics, &ranges, &valid)
        guard !ranges.isEmpty || !valid else {
            v.error("nothing sweeps: give a parameter as { \"from\": ..., \"to\": ..., \"curve\": ... }", at: cell)
            return nil
        }
        let columns = ranges.map(\.name) + ["t", "index"]
        let rows = (0..<n).map { i -> DataTable.Row in
            let t = n == 1 ? 0 : Double(i) / Double(n - 1)
            var values: [String: SpecNode] = ["t": SpecNode(.number(t)), "index": SpecNode(.number(Double(i + 1)))]
            for swept in ranges { values[swept.name] = SpecNode(.number(swept.range.value(at: t)), at: swept.position) }
            return DataTable.Row(number: i + 1, values: values, file: v.diagnostics.file, line: v.node.position.line)
        }
        let table = DataTable(columns: columns, rows: rows)
        let filler = SheetFiller(table: table, diagnostics: v.diagnostics) { "cell \($0), \($1.map { "\"\($0)\"" }.joined(separator: ", "))" }
        // With a sweep that cannot be read the cells are still decoded (the bad sweep at its `from`, or
        // left out) so that every other problem is reported too.
        let cells = filler.cells(pattern, at: v.path.appending("cell"), rows: rows, copies: 1)
        return valid ? cells : nil
    }.with(details: Self.details)

    /// The template with every sweep object replaced by a `{name}` placeholder; one that cannot be read
    /// is reported, `valid` is cleared, and it is replaced by its `from` (or left out) so that the rest of
    /// the template can still be checked.
    private static func extract(
        _ node: SpecNode, _ path: SpecPath, _ d: SpecContext, _ ranges: inout [(name: String, range: SweepRange, position: SourcePosition)],
        _ valid: inout Bool
    ) -> SpecNode {
        switch node.value {
        case .object(let members):
            var out: [SpecNode.Member] = []
            for member in members {
                let childPath = path.appending(member.key)
                if SweepRange.looksLikeOne(member.value) {
                    guard let range = SweepRange.object.decode(member.value, childPath, d) else {
                        valid = false
                        if case .object(let keys) = member.value.value, let from = keys.first(where: { $0.key == "from" })?.value, case .number = from.value {
                            out.append(SpecNode.Member(key: member.key, keyPosition: member.keyPosition, value: from))
                        }
                        continue
                    }
                    if ranges.contains(where: { $0.name == member.key }) {
                        d.error("\"\(member.key)\" sweeps twice in one cell", at: member.value, childPath)
                        valid = false
                        continue
                    }
                    ranges.append((member.key, range, member.value.position))
                    out.append(
                        SpecNode.Member(
                            key: member.key, keyPosition: member.keyPosition, value: SpecNode(.string("{\(member.key)}"), at: member.value.position)))
                } else {
                    out.append(SpecNode.Member(key: member.key, keyPosition: member.keyPosition, value: extract(member.value, childPath, d, &ranges, &valid)))
                }
            }
            return SpecNode(.object(out), at: node.position)
        case .array(let items):
            var out: [SpecNode] = []
            for (i, item) in items.enumerated() { out.append(extract(item, path.appending(i), d, &ranges, &valid)) }
            return SpecNode(.array(out), at: node.position)
        default:
            return node
        }
    }
}

/// A value that moves from `from` to `to` along a timing curve as time runs from 0 to 1.
package struct SweepRange: Hashable, Sendable {
    package var from: Double
    package var to: Double
    package var curve: TimingCurve

    package func value(at t: Double) -> Double {
        from + (to - from) * curve.value(at: t)
    }

    package static var from: Field<Double> { .required("from", Decoders.number(-1e9...1e9), "the value at the start") }
    package static var to: Field<Double> { .required("to", Decoders.number(-1e9...1e9), "the value at the end") }
    package static var curve: Field<TimingCurve> { .defaulted("curve", TimingCurves.decoder, .linear, shown: "\"linear\"", "how the value moves between them") }

    package static let object: ObjectDecoder<SweepRange> = ObjectDecoder(
        "SweepRange", "a value moving from one number to another along a timing curve", from, to, curve
    ) { _, from, to, curve in
        SweepRange(from: from, to: to, curve: curve)
    }

    /// An object with "from" and "to" among its keys is meant as a sweep.
    static func looksLikeOne(_ node: SpecNode) -> Bool {
        guard case .object(let members) = node.value else { return false }
        let keys = Set(members.map(\.key))
        return keys.contains("from") && keys.contains("to")
    }
}
