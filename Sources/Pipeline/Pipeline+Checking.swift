import Compose
import Imposition
import Scene
import SpecReader

extension Pipeline {
    /// The most pages a document may have: no page selection may name one beyond it.
    public static let maximumPages = SpecLoader.maximumPages

    /// Checks the job's spec and writes nothing, as `poster check` does: every page laid out, no figure
    /// built, detail judged at the profile's resolution (as pixels when its format is PNG, else as a
    /// print), the profile's tiling checked against every page and not drawn. Its pages are the laid out
    /// document when the spec is valid.
    public static func check(_ job: Job) -> LoadedSpec {
        var options = LoadOptions(policy: job.policy, dpi: job.profile.dpi, raster: job.profile.format == .png)
        options.tiling = job.profile.tiling ?? .asSpecSays
        let result = loadResult(job.source, options: options, streamed: true, checkingLater: false)
        var loaded = LoadedSpec(result, profile: job.profile, selection: nil)
        if let problem = result.tileOptionProblem {
            loaded.pages = .failure(.tileOptionRefused(problem))
        } else if let document = result.streamed {
            loaded.pages = .success(document)
        }
        return loaded
    }

    /// The font files of the spec at `path` (nil: no spec) and of `policy` (`--font-path`), read as a
    /// load reads them: the set its texts are set with and the families they hold, or nil with the
    /// diagnostics when one cannot be read.
    public static func fonts(ofSpecAt path: String?, policy: LoadPolicy) -> (fonts: (set: FontSet?, families: [String])?, diagnostics: [Diagnostic]) {
        SpecLoader.fonts(ofSpecAt: path, options: LoadOptions(policy: policy))
    }

    /// Whether the spec at `path` is YAML (by its name), as a load reads it.
    public static func isYAML(_ path: String) -> Bool {
        SpecLoader.isYAML(path)
    }
}
