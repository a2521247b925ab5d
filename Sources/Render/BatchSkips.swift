import Geometry
import Scene
import Workers

/// Where the batches of an instanced fill (`PathBatch`) end inside a subtree of instances that a
/// band leaves out. The whole page fills a batch each time `PathBatch.verbs` path verbs are
/// waiting; a band that skips a subtree must end its batches where the page does, or neighbouring
/// outlines would composite differently. One placement of a symbol maps the verbs waiting when it
/// starts to those waiting when it ends, and whether a batch was filled on the way: a table of
/// `PathBatch.verbs` entries, worked out once per symbol and page, shared by every band.
public final class BatchSkips: Sendable {
    /// Entry p: the verbs waiting after the placement, with `filledBit` set when a batch was filled in it.
    private typealias Table = [UInt16]
    private static let filledBit: UInt16 = 0x8000
    private static let limit = PathBatch.verbs

    /// The tables worked out, by symbol: never changed once kept.
    private let tables = Locked<[String: Table]>([:])

    public init() {}

    /// The verbs waiting after one placement of `symbol` that began with `pending` waiting, and
    /// whether a batch was filled within it.
    func skip(_ symbol: Symbol, pending: Int) -> (pending: Int, filled: Bool) {
        let entry = table(symbol)[pending]
        return (Int(entry & ~Self.filledBit), entry & Self.filledBit != 0)
    }

    private func table(_ symbol: Symbol) -> Table {
        if let known = tables.withLock({ $0[symbol.id] }) { return known }
        var table = Table(0..<UInt16(Self.limit))
        for item in symbol.items {
            switch item {
            case .shape(let shape):
                let verbs = shape.path.verbs.count
                table = table.map { entry in
                    let waiting = Int(entry & ~Self.filledBit) + verbs
                    return waiting >= Self.limit ? Self.filledBit : UInt16(waiting) | (entry & Self.filledBit)
                }
            case .instances(let inner):
                table = Self.then(table, Self.power(self.table(inner.symbol), inner.transforms.count))
            case .text, .group, .image:
                continue
            }
        }
        tables.withLock { $0[symbol.id] = table }
        return table
    }

    /// `first` followed by `second`.
    private static func then(_ first: Table, _ second: Table) -> Table {
        first.map { entry in second[Int(entry & ~filledBit)] | (entry & filledBit) }
    }

    /// `table` followed by itself, `count` times in all.
    private static func power(_ table: Table, _ count: Int) -> Table {
        var result = Table(0..<UInt16(limit)), square = table, n = count
        while n > 0 {
            if n & 1 == 1 { result = then(result, square) }
            n >>= 1
            if n > 0 { square = then(square, square) }
        }
        return result
    }
}
