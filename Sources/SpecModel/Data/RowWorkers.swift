import Glibc
import Inputs
import Workers

/// Decodes the rows of a sheet on several threads, each reading through a world of its own
/// (`World.worker`), and gives back what each row made in the rows' order, with the files the rows read
/// adopted into the sheet's world in the order one thread decoding row after row would have read them:
/// the sheet is what it would be decoded that way. Not when the pictures the rows place go over their
/// pixel budget together (which row goes over depends on the order): then nothing is adopted, and the
/// caller decodes the rows one after another.
package enum RowWorkers {
    /// The rows a worker takes at once.
    package static let chunk = 32

    /// What `body` makes of each of `rows` in `world`, or nil when the pictures go over their budget.
    package static func outcomes<Outcome>(_ rows: [DataTable.Row], world: World, jobs: Int, _ body: (DataTable.Row, World) -> Outcome) -> [Outcome]? {
        let workers = Workers.workers(rows.count, jobs: jobs, chunk: chunk)
        guard workers > 1 else { return rows.map { body($0, world) } }
        let worlds = (0..<workers).map { _ in world.worker() }
        let filled = Workers.map(rows.count, jobs: workers, chunk: chunk) { k, w in
            let world = worlds[w]
            let before = world.inputs.count
            let outcome = body(rows[k], world)
            return (outcome: outcome, worker: w, reads: before..<world.inputs.count)
        }
        guard world.placedPictures.pixels(with: worlds.map(\.placedPictures)) <= ImageLibrary.totalPixelBudget(world) else { return nil }
        for made in filled {
            for path in worlds[made.worker].inputs[made.reads] { world.adopt(path, from: worlds[made.worker]) }
        }
        for worker in worlds { world.adoptPictures(of: worker) }
        return filled.map(\.outcome)
    }
}
