import ArgumentParser
import Foundation
import Layout
import Render
import Scene
import SpecReader

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render a spec's animation as numbered PNG frames.",
        discussion: """
            The spec's "animate" block names a parameter, written {name} where the spec uses it, and how it moves. \
            Frame k of n shows it at progress k / (n - 1). Writes DIR/frame-0001.png, ..., and DIR/frames.txt for \
            ffmpeg's concat demuxer: ffmpeg -f concat -i DIR/frames.txt -pix_fmt yuv420p out.mp4
            """
    )

    @Argument(help: "The layout spec (JSON or YAML) with an \"animate\" block.") var spec: String
    @Option(help: "Frames per second (1 to 240).") var fps: Double = 30
    @Option(help: "Length of the animation in seconds.") var duration: Double = 2
    @Option(name: .shortAndLong, help: "The folder to write the frames to.") var output: String
    @OptionGroup var resolution: ResolutionOption
    @OptionGroup var compression: CompressionOption
    @Flag(help: "Also write DIR/frames.pdf, a flip-book with a page per frame.") var pdf = false
    @OptionGroup var specOptions: SpecOptions

    /// The most frames one run writes.
    static let maximumFrames = 10_000

    func validate() throws {
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be from 1 to 240, got \(fps)") }
        guard duration > 0, duration.isFinite else { throw ValidationError("--duration must be positive, got \(duration)") }
        // Judged in doubles: fps x duration can be far beyond what an Int holds.
        let frames = (fps * duration).rounded()
        guard frames <= Double(Self.maximumFrames) else {
            throw ValidationError("--fps \(SpecNode.format(fps)) x --duration \(SpecNode.format(duration)) is \(SpecNode.format(frames)) frames, more than the \(Self.maximumFrames) one run may write")
        }
    }

    /// fps x duration, at least one (`validate` has checked that it fits).
    var count: Int { max(1, Int((fps * duration).rounded())) }

    func run() throws {
        let dpi = resolution.value(default: 72)
        let loaded = SpecLoader.animation(path: spec, options: specOptions.loadOptions(dpi: dpi, raster: true))
        Output.printDiagnostics(loaded.diagnostics)
        guard let animation = loaded.animation else { throw ExitCode(1) }
        var pages: [Page] = []
        for k in 0..<count {
            let result = animation.document(atProgress: count == 1 ? 0 : Double(k) / Double(count - 1), duration: duration)
            guard let document = result.document else {
                Output.printDiagnostics(result.diagnostics.filter { $0.severity == .error })
                throw ExitCode(1)
            }
            guard document.pages.indices.contains(animation.page - 1) else {
                Output.printError("\(spec): error: animate.page: page \(animation.page) does not exist; the spec has \(document.pages.count)")
                throw ExitCode(1)
            }
            let page = document.pages[animation.page - 1]
            let frame = Document(title: document.title, pages: [page])
            try Output.write(frame, format: .png, to: "\(output)/\(Self.name(k))", options: RenderOptions(dpi: dpi, pngCompression: compression.pngCompression), source: spec, quiet: true,
                policy: .managedFolder)
            if pdf { pages.append(page) }
        }
        let list = (0..<count).map { "file '\(Self.name($0))'\nduration \(1 / fps)\n" }.joined() + "file '\(Self.name(count - 1))'\n"
        try Output.writeText("ffconcat version 1.0\n" + list, to: "\(output)/frames.txt")
        if pdf {
            try Output.write(Document(title: spec, pages: pages), format: .pdf, to: "\(output)/frames.pdf", options: RenderOptions(), source: spec, quiet: true,
                policy: .managedFolder)
        }
        print("\(output): \(count) frames, frames.txt\(pdf ? ", frames.pdf" : "")")
    }

    static func name(_ k: Int) -> String {
        let digits = String(k + 1)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }
}
