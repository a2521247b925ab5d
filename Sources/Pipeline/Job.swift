import Compose
import Export
import Output

// The policy is the Pipeline's word to its callers: a front end names it without importing the stage that loads.
@_exported import struct Compose.LoadPolicy

extension Pipeline {
    /// One spec to load and write, the one value every command hands the Pipeline: where the spec comes
    /// from, what it may read and draw (the policy its World is built from), how its pages are written
    /// (`OutputProfile`), which pages, and where they go.
    public struct Job {
        public var source: SpecSource
        /// What the spec may read and draw (elements, pictures, files outside its folder, values set over
        /// its own): the one value its World is built from. The resolution it is judged at is the profile's.
        public var policy: LoadPolicy
        public var profile: OutputProfile
        /// The 1-based pages to write, in order; nil for all.
        public var pages: [Int]?
        /// Where the output goes: a file, a stream (`-`, the default, is standard output), or a path holding `{page}`.
        public var output: String
        /// What `output` may name: the command line's `-o` may name a stream.
        public var outputPolicy = OutputPolicy.commandLine
        /// Called once for each page written, with the number being written.
        public var pageDone: (@Sendable (_ total: Int) -> Void)?
        /// Whether pages are laid out only as they are asked for (as a PDF's are), whatever the format: the
        /// preview draws a page when the page scrolls into view.
        public var pagesOnDemand = false

        public init(source: SpecSource, policy: LoadPolicy = LoadPolicy(), profile: OutputProfile, pages: [Int]? = nil, output: String = "-") {
            (self.source, self.policy, self.profile) = (source, policy, profile)
            (self.pages, self.output) = (pages, output)
        }

        /// How the spec is loaded for this output: detail judged and pixels counted at the PNG's resolution,
        /// else as a 300 dpi print; a tiling the profile asks for drawn as sheets.
        var loadOptions: LoadOptions {
            var options = LoadOptions(policy: policy, dpi: profile.format == .png ? profile.dpi : 300, raster: profile.format == .png)
            options.imagesHeldWhole = profile.imagesHeldWhole
            options.writesPDF = profile.format == .pdf
            options.pages = pages
            if let tiling = profile.tiling {
                options.tiling = tiling
                options.drawsTiles = true
            }
            return options
        }

        /// How the pages of `loaded` are written: `selected` of them (nil for all), at actual size when they
        /// are tiled sheets, as its profile says (the job's own, with what the spec says of it).
        func renderOptions(for loaded: LoadedSpec, pages selected: [Int]?) -> RenderOptions {
            let profile = loaded.profile
            var options = RenderOptions(dpi: profile.dpi, pages: selected, pngCompression: profile.pngCompression, outputPolicy: outputPolicy)
            options.printsAtActualSize = loaded.isTiled
            options.pageDone = pageDone
            return profile.applied(to: options)
        }
    }
}
