import Glibc
import Inputs
import Workers

/// Decodes the rows of a sheet on several threads, each reading through a world of its own
/// (`World.worker`), and gives back what each row made in the rows' order, with the files the rows read
/// adopted into the sheet's world in the order one thread decoding row after row would have read them:
/// the sheet is what it would be decoded that way.
package enum RowWorkers {
    /// The rows a worker takes at once.
    package static let chunk = 32

    /// What `body` makes of each of `rows` in `world`.
    package static func outcomes<Outcome>(_ rows: [DataTable.Row], world: World, jobs: Int, _ body: (DataTable.Row, World) -> Outcome) -> [Outcome] {
        let workers = Workers.workers(rows.count, jobs: jobs, chunk: chunk)
        guard workers > 1 else { return rows.map { body($0, world) } }
        let worlds = (0..<workers).map { _ in world.worker() }
        let filled = Workers.map(rows.count, jobs: workers, chunk: chunk) { k, w in
            let world = worlds[w]
            let before = world.inputs.count
            let outcome = body(rows[k], world)
            return (outcome: outcome, worker: w, reads: before..<world.inputs.count)
        }
        for made in filled {
            for path in worlds[made.worker].inputs[made.reads] { world.adopt(path, from: worlds[made.worker]) }
        }
        return filled.map(\.outcome)
    }
}
