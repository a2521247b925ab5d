import Compose
import Export
import Imposition
import Output
import Scene
import SpecModel
import SpecReader

// A spec's animation, which `animation(_:)` hands out and its callers lay out frame by frame.
@_exported import struct Compose.Animation

/// The one way from a spec to its files, for every command that renders: a job is loaded (the spec
/// read, checked and laid out, its tiling applied, the pages asked for checked), then written (output
/// names made, outputs that would replace an input refused, folders made, every file put in place whole).
public enum Pipeline {
    /// Loads the job's spec: its diagnostics, the files it read, and its pages, or why none can be written.
    /// A PDF's pages are laid out one at a time as they are written, and so are the pages asked for of any
    /// format (no other page is laid out) and those of a job that wants pages on demand; otherwise every
    /// page is laid out at once.
    public static func load(_ job: Job) -> LoadedSpec {
        loaded(loadResult(job, checkingLater: false), job: job)
    }

    /// The job's spec loaded: with `checkingLater`, a streamed spec comes back before its layout check
    /// (`Result.check`), which the caller runs (the pages it lays out reach a writer as it goes).
    static func loadResult(_ job: Job, checkingLater: Bool) -> SpecLoader.Result {
        let streamed = job.profile.format == .pdf || job.pages != nil || job.pagesOnDemand
        return loadResult(job.source, options: job.loadOptions, streamed: streamed, checkingLater: checkingLater)
    }

    /// The spec of `source` loaded with `options`.
    static func loadResult(_ source: SpecSource, options: LoadOptions, streamed: Bool, checkingLater: Bool) -> SpecLoader.Result {
        switch source {
        case .file(let path): SpecLoader.load(path: path, options: options, streamed: streamed, checkingLater: checkingLater)
        case .contents(let contents, let path):
            SpecLoader.load(contents: contents, of: path, options: options, streamed: streamed, checkingLater: checkingLater)
        case .figure(let figure, let size, let background, let name):
            FigureSheet.document(figure: figure, size: size, background: background, source: name, options: options)
        }
    }

    /// What the job writes of a spec loaded as `result`: its pages, tiled as asked, or why none can be written.
    static func loaded(_ result: SpecLoader.Result, job: Job) -> LoadedSpec {
        var loaded = LoadedSpec(result, profile: job.profile, selection: job.pages)
        if let problem = result.tileOptionProblem {
            loaded.pages = .failure(.tileOptionRefused(problem))
            return loaded
        }
        guard let document: any PageSource = result.streamed ?? result.document else { return loaded }
        if let pages = job.pages, let missing = pages.first(where: { $0 > document.pageCount }) {
            loaded.pages = .failure(.pageMissing(missing, pageCount: document.pageCount))
            return loaded
        }
        guard let tile = result.tile else {
            loaded.pages = .success(document)
            return loaded
        }
        if !job.profile.format.isMultiPage, OutputNaming.isStream(job.output) {
            loaded.pages = .failure(.tiledStream(path: job.output, format: job.profile.format))
            return loaded
        }
        // Every page was checked against the tiling as it loaded.
        do throws(TileProblem) {
            loaded.pages = .success(
                try TiledDocument(
                    document, trims: result.trimSizes, pages: job.pages, request: tile, sharesPage: job.profile.format == .pdf,
                    dpi: job.profile.format == .png ? job.profile.dpi : nil)
            )
            loaded.selection = nil
            loaded.isTiled = true
        } catch {
            loaded.pages = .failure(.tiling(error))
        }
        return loaded
    }

    /// The spec of `animation` with its parameter at its value for `progress` (0: the first frame, 1: the
    /// last) of `duration` seconds: one frame, loaded whole, its pages laid out when it is valid.
    public static func frame(of animation: Animation, atProgress progress: Double, duration: Double) -> LoadedSpec {
        let result = animation.document(atProgress: progress, duration: duration)
        var loaded = LoadedSpec(result, profile: OutputProfile(format: .png), selection: nil)
        if let document = result.document { loaded.pages = .success(document) }
        return loaded
    }

    /// The animation of the job's spec (its `animate` block), or why there is none; a figure has none.
    /// Only the job's source, policy, format and resolution count.
    public static func animation(_ job: Job) -> (animation: Animation?, diagnostics: [Diagnostic]) {
        switch job.source {
        case .file(let path): SpecLoader.animation(path: path, options: job.loadOptions)
        case .contents(let contents, let path): SpecLoader.animation(contents: contents, of: path, options: job.loadOptions)
        case .figure: (nil, [])
        }
    }
}
