import Compose
import Dispatch
import Export
import Glibc
import Inputs
import Output
import Scene
import Workers

extension Pipeline {
    /// Loads and writes the job as `load` then `write` do: the same diagnostics, files and failures.
    /// A PDF going to a file in a folder that is there is written while the layout check of its spec runs
    /// (`LayoutCheck`), on a second thread: each page the check lays out goes to the writer at once, and
    /// the file is put in place only when the check is over without errors and the output replaces no input.
    /// The writer's thread is waited for through a group, which it leaves only once its block, and with it the
    /// document and the check it holds, is let go of: nothing of the render outlives the call.
    public static func render(_ job: Job) -> (loaded: LoadedSpec, written: Result<[String], PipelineError>) {
        let result = loadResult(job, checkingLater: true)
        let early = loaded(result, job: job)
        guard let check = result.check, writesWhileChecking(job), case .success(let document) = early.pages, !early.isTiled,
            (try? refuseOverwriting(spec: job.source.path, reads: early.inputs, with: [job.output])) != nil
        else {
            let loaded = loaded(result.check?.run() ?? result, job: job)
            return (loaded, Result { () throws(PipelineError) in try write(loaded, job: job) })
        }
        let checked = Handover<LoadedSpec>()
        let written = Handover<Result<[String], PipelineError>>()
        let writing = DispatchGroup()
        let work = WriterWork(
            document: document, format: job.profile.format, output: job.output, spec: job.source.path,
            options: job.renderOptions(pages: job.pages, actualSize: false))
        check.writer(takesPages: true)
        DispatchQueue.global().async(group: writing) {
            let result = Result { () throws(PipelineError) in
                try write(work.document, format: work.format, to: work.output, options: work.options) { () throws(PipelineError) in
                    let loaded = checked.take()
                    _ = try loaded.pages.get()
                    try refuseOverwriting(spec: work.spec, reads: loaded.inputs, with: [work.output])
                }
            }
            check.writer(takesPages: false)
            written.give(result)
        }
        let loaded = loaded(check.run(), job: job)
        checked.give(loaded)
        writing.wait()
        return (loaded, written.take())
    }

    /// Whether the job's output may be written while its spec is checked: a PDF file in a folder that is
    /// there, so that a spec the check finds invalid leaves nothing behind (no stream written to, no folder made).
    private static func writesWhileChecking(_ job: Job) -> Bool {
        guard job.profile.format == .pdf, !OutputNaming.isStream(job.output) || job.outputPolicy != .commandLine else { return false }
        var status = stat()
        return stat(World.folder(of: job.output), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// What the writer's thread writes: the pages of a streamed document, which hands them over under its lock.
    /// (`@unchecked Sendable`: the page source goes to the writer's thread, the only one that reads it; the pages come to it under the hand-off's lock.)
    private struct WriterWork: @unchecked Sendable {
        let document: any PageSource
        let format: OutputFormat
        let output: String
        let spec: String?
        let options: RenderOptions
    }

    /// A value one thread gives and another waits for.
    /// (`@unchecked Sendable`: the value is given and taken only under its condition's lock.)
    private final class Handover<Value>: @unchecked Sendable {
        private let condition = Condition()
        private var value: Value?

        func give(_ value: Value) {
            condition.withLock {
                self.value = value
                condition.broadcast()
            }
        }

        func take() -> Value {
            condition.withLock {
                while value == nil { condition.wait() }
                return value!
            }
        }
    }
}
