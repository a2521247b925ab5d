import Compose
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
    /// The writer's thread (`Workers.alongside`) is waited for: nothing of the render outlives the call.
    public static func render(_ job: Job) -> (loaded: LoadedSpec, written: Result<[String], PipelineError>) {
        let result = loadResult(job, checkingLater: true)
        let early = loaded(result, job: job)
        guard let check = result.check, writesWhileChecking(job), case .success(let document) = early.pages, !early.isTiled,
            (try? refuseOverwriting(spec: job.source.path, reads: early.inputs, with: [job.output])) != nil
        else {
            let loaded = loaded(result.check?.run() ?? result, job: job)
            return (loaded, Result { () throws(PipelineError) in try write(loaded, job: job) })
        }
        let checked = Monitor<LoadedSpec?>(nil)
        let options = job.renderOptions(for: early, pages: job.pages)
        check.writer(takesPages: true)
        let run = Workers.alongside {
            defer { check.writer(takesPages: false) }
            return Result { () throws(PipelineError) in
                try write(document, format: job.profile.format, to: job.output, options: options) { () throws(PipelineError) in
                    let loaded = checked.withLock(waitingUntil: { $0 != nil }) { $0! }
                    _ = try loaded.pages.get()
                    try refuseOverwriting(spec: job.source.path, reads: loaded.inputs, with: [job.output])
                }
            }
        } while: {
            let loaded = loaded(check.run(), job: job)
            checked.withLock { $0 = loaded }
            return loaded
        }
        return (run.foreground, run.background)
    }

    /// Whether the job's output may be written while its spec is checked: a PDF file in a folder that is
    /// there, so that a spec the check finds invalid leaves nothing behind (no stream written to, no folder made).
    private static func writesWhileChecking(_ job: Job) -> Bool {
        guard job.profile.format == .pdf, !OutputNaming.isStream(job.output) || job.outputPolicy != .commandLine else { return false }
        var status = stat()
        return stat(World.folder(of: job.output), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
