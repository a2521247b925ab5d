import AnimationEncoding
import ArgumentParser
import FileIO
import FoundationEssentials
import Output
import Pipeline
import Scene
import SpecReader

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render a spec's animation as numbered PNG frames or as an animation file.",
        discussion: """
            The spec's "animate" block names a parameter, written {name} where the spec uses it, and how it moves. \
            Frame k of n shows it at progress k / (n - 1). With -o DIR, writes DIR/frame-0001.png, ..., and DIR/frames.txt \
            for ffmpeg's concat demuxer. With -o FILE.apng, .gif, .webp, .mp4 or .webm, writes the animation itself \
            (MP4 and WebM are made by ffmpeg, which must be installed).
            """
    )

    @Argument(help: "The layout spec (JSON or YAML) with an \"animate\" block.") var spec: String
    @Option(help: "Frames per second (1 to 240).") var fps: Double = 30
    @Option(help: "Length of the animation in seconds.") var duration: Double = 2
    @Option(name: .shortAndLong, help: "The folder to write the frames to, or an animation file: .apng, .gif, .webp, .mp4 or .webm.")
    var output: String
    @Option(help: "How many times an .apng, .gif or .webp plays, 0 for ever (default 0).") var loop: Int?
    @Option(help: "Make a lossy .webp at this quality, 0 to 100 (default: lossless).") var quality: Double?
    @OptionGroup var resolution: ResolutionOption
    @OptionGroup var compression: CompressionOption
    @Flag(help: "Also write DIR/frames.pdf, a flip-book with a page per frame.") var pdf = false
    @Flag(help: "Show no progress (a run of over a second shows the frames made on standard error).") var quiet = false
    @OptionGroup var specOptions: SpecOptions
    @OptionGroup(title: "Values") var values: SpecValues

    /// The most frames one run writes.
    static let maximumFrames = 10_000

    func validate() throws {
        guard output != "-" else { throw ValidationError("-o - is not a place for frames: name a folder, or a .apng, .gif, .webp, .mp4 or .webm file") }
        try values.validate(specs: [spec])
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be from 1 to 240, got \(fps)") }
        guard duration > 0, duration.isFinite else { throw ValidationError("--duration must be positive, got \(duration)") }
        // Judged in doubles: fps x duration can be far beyond what an Int holds.
        let frames = (fps * duration).rounded()
        guard frames <= Double(Self.maximumFrames) else {
            throw ValidationError(
                "--fps \(SpecNode.format(fps)) x --duration \(SpecNode.format(duration)) is \(SpecNode.format(frames)) frames, more than the \(Self.maximumFrames) one run may write"
            )
        }
        let format = try animationFormat()
        if let loop {
            guard format?.hasLoopCount == true else { throw ValidationError("--loop applies to an .apng, .gif or .webp file given with -o") }
            guard (0...65535).contains(loop) else { throw ValidationError("--loop must be from 0 (for ever) to 65535, got \(loop)") }
        }
        if let quality {
            guard format == .webp else { throw ValidationError("--quality applies to a .webp file given with -o") }
            guard (0...100).contains(quality) else { throw ValidationError("--quality must be from 0 to 100, got \(SpecNode.format(quality))") }
        }
        if pdf, format != nil { throw ValidationError("--pdf writes frames.pdf into a folder of frames: give -o a folder") }
    }

    /// fps x duration, at least one (`validate` has checked that it fits).
    var count: Int { max(1, Int((fps * duration).rounded())) }

    /// The animation file `-o` names, or nil for a folder of frames: an existing folder, or a name with
    /// no extension. Any other extension is refused.
    func animationFormat() throws -> AnimationFormat? {
        var isFolder = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder { return nil }
        if let format = AnimationFormat(fileName: output) { return format }
        let name = output.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        throw ValidationError(
            "-o \(output): \(name[dot...]) is not an animation poster writes: name an .apng, .gif, .webp, .mp4 or .webm file, or a folder (a name with no extension) for PNG frames"
        )
    }

    func run() throws {
        let format = try animationFormat()
        if let format, format.isVideo {
            do {
                _ = try FFmpegProgram.locate(for: format)
            } catch {
                Console.printError("poster: error: \(output): \(error)")
                throw ExitCode(2)
            }
        }
        let dpi = resolution.value(default: 72)
        var profile = OutputProfile(format: .png, dpi: dpi)
        profile.imagesHeldWhole = true
        let loaded = Pipeline.animation(Pipeline.Job(source: .file(spec), policy: specOptions.policy(with: values), profile: profile))
        Console.printDiagnostics(loaded.diagnostics, format: specOptions.diagnostics.chosen)
        guard let animation = loaded.animation else { throw ExitCode(1) }
        let options = RenderOptions(dpi: dpi, pngCompression: compression.pngCompression)
        let progress = WorkProgress(command: "poster frames", unit: "frames", quiet: quiet)
        defer { progress.finish() }
        let frame = { (k: Int) throws -> Page in
            let page = try page(k, of: animation)
            progress.step(of: count)
            return page
        }
        if let format {
            let settings = AnimationSettings(timing: FrameTiming(fps: fps, count: count), plays: loop ?? 0, quality: quality)
            if format == .gif, (0..<count).contains(where: { settings.timing.length(of: $0, unitsPerSecond: 100) < 2 }) {
                Console.printError(
                    "poster: warning: \(output): at \(SpecNode.format(fps)) fps some GIF frames last under 2 centiseconds, which browsers stretch to 10; 50 fps or less plays as timed"
                )
            }
            try Console.writeAnimation(frame: frame, to: output, format: format, settings: settings, options: options)
            progress.finish()
            Console.printLine("\(output): \(count) frames at \(SpecNode.format(fps)) fps")
            return
        }
        let listed = listedFrames()
        var pages: [Page] = []
        for k in 0..<count {
            let page = try frame(k)
            try Console.write(Document(title: spec, pages: [page]), format: .png, to: "\(output)/\(Self.name(k))", options: options, quiet: true)
            if pdf { pages.append(page) }
        }
        let list = (0..<count).map { "file '\(Self.name($0))'\nduration \(1 / fps)\n" }.joined() + "file '\(Self.name(count - 1))'\n"
        try Console.writeText("ffconcat version 1.0\n" + list, to: "\(output)/frames.txt")
        removeFrames(after: count, listed: listed)
        if pdf {
            try Console.write(Document(title: spec, pages: pages), format: .pdf, to: "\(output)/frames.pdf", options: RenderOptions(), quiet: true)
        }
        progress.finish()
        Console.printLine("\(output): \(count) frames, frames.txt\(pdf ? ", frames.pdf" : "")")
    }

    /// Frame `k`'s page: the animation at progress k / (n - 1); exit code 1 when it cannot be laid out.
    private func page(_ k: Int, of animation: Animation) throws -> Page {
        let result = Pipeline.frame(of: animation, atProgress: count == 1 ? 0 : Double(k) / Double(count - 1), duration: duration)
        guard let document = result.document() else {
            Console.printDiagnostics(result.diagnostics.filter { $0.severity == .error }, format: specOptions.diagnostics.chosen)
            throw ExitCode(1)
        }
        guard document.pages.indices.contains(animation.page - 1) else {
            Console.printError("\(spec): error: animate.page: page \(animation.page) does not exist; the spec has \(document.pages.count)")
            throw ExitCode(1)
        }
        return document.pages[animation.page - 1]
    }

    /// The frames the folder's `frames.txt` lists, as an earlier run wrote it (none when there is none).
    private func listedFrames() -> Set<String> {
        guard let text = try? SourceFile.readText("\(output)/frames.txt") else { return [] }
        return Set(
            text.split(separator: "\n").compactMap { line in
                line.hasPrefix("file '") && line.hasSuffix("'") ? String(line.dropFirst("file '".count).dropLast()) : nil
            })
    }

    /// Removes the frames an earlier, longer run left in the folder (frame-NNNN.png numbered past `count`),
    /// so that a pattern such as frame-%04d.png reads this animation only. Only frames that run wrote are
    /// removed: those its `frames.txt` (`listed`) names; a file of the user's with such a name stays.
    private func removeFrames(after count: Int, listed: Set<String>) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") && listed.contains(name) {
            let digits = name.dropFirst("frame-".count).dropLast(".png".count)
            guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > count else { continue }
            OutputFolder.removeFile("\(output)/\(name)")
        }
    }

    static func name(_ k: Int) -> String {
        let digits = String(k + 1)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }
}
