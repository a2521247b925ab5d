import ArgumentParser
import Dispatch
import Glibc
import Output
import SpecReader
import Workers

/// `poster preview`. The server (libsoup) is linked into a second executable, `poster-preview`, beside
/// `poster`, so that no other command loads it (when the server was Hummingbird on SwiftNIO, linked into
/// `poster`, its code's relocations and protocol conformances made every other command start about 8 % slower). `poster` parses and checks
/// the command line, then hands it over (`PreviewHandOver`); `poster-preview` parses it again and serves.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview page of a spec, with controls for its figures.",
        discussion: """
            Opens a local web page (its address is printed) that shows the spec's pages as SVG, renders them again \
            when the spec or a file it reads changes, lists every problem with its line:column and JSON path over the \
            last good picture, and offers a control for each figure parameter: trying a value re-renders without \
            touching the file; Save writes it into the spec where the key is written. An animated spec gets a time \
            scrubber and Play. The page is served by poster alone (no network needed) on 127.0.0.1 unless --host \
            says otherwise. Ctrl-C stops it.
            """
    )

    @Argument(help: "The layout spec (JSON or YAML).") var spec: String
    @Option(help: "The port to serve on (0: any free one).") var port: UInt16 = 8017
    @Option(help: "The IP address to serve on; anything but loopback lets other machines see and change the preview.") var host = "127.0.0.1"
    @Option(help: "Length of an animated spec's animation in seconds.") var duration: Double = 2
    @Option(help: "Seconds without further change before a change is rendered (0 to 10).") var quiet: Double = 0.05
    @OptionGroup var specOptions: SpecOptions

    func validate() throws {
        guard spec != "-" else { throw ValidationError("poster preview reads a spec file, not standard input") }
        guard duration > 0, duration.isFinite, duration <= 3600 else {
            throw ValidationError("--duration must be from 0 to 3600 seconds, got \(SpecNode.format(duration))")
        }
        guard (0...10).contains(quiet) else { throw ValidationError("--quiet must be from 0 to 10 seconds, got \(SpecNode.format(quiet))") }
    }

    func run() throws {
        try PreviewHandOver.exec()
    }

    /// Serves the preview through `serve` until it fails or Ctrl-C stops it (in `poster-preview`).
    func serve(with serve: @escaping PreviewServing.Serve) throws {
        if !["127.0.0.1", "::1"].contains(host) {
            Console.printError("poster preview: warning: serving on \(host): whoever can reach it sees the spec's pages and can change the spec")
        }
        Interruption.endStopped(saying: "poster preview: stopped", status: 0)
        let finished = DispatchSemaphore(value: 0)
        let failure = Locked<String?>(nil)
        let request = PreviewServing.Request(spec: spec, host: host, port: port, options: specOptions.policy, duration: duration, quiet: quiet)
        Task {
            do {
                try await serve(request) { address in
                    print("poster preview: \(address)")
                    fflush(nil)
                }
            } catch {
                let message = "\(error)"
                failure.withLock { $0 = message }
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.withLock({ $0 }) {
            Console.printError("poster preview: error: \(message)")
            throw ExitCode(2)
        }
    }
}
