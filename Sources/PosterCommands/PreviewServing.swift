import ArgumentParser
import Glibc
import Pipeline

/// The entry point of `poster-preview`, the executable that serves `poster preview`: it parses the
/// command line `poster` handed over as `poster preview` does and serves it with the server it links.
public enum PreviewServing {
    /// What to serve: the spec, where, and how it is read and animated.
    public struct Request: Sendable {
        public let spec: String
        public let host: String
        public let port: UInt16
        public let options: LoadPolicy
        public let duration: Double
        public let quiet: Double
    }

    /// Serves `request` until it fails or is stopped, calling `listening` with the page's address once it listens.
    public typealias Serve = @Sendable (_ request: Request, _ listening: @escaping @Sendable (String) -> Void) async throws -> Void

    /// Parses the process's arguments as those of `poster preview` and serves through `serve`; a refused
    /// line is answered as `poster` answers it.
    public static func main(serve: @escaping Serve) -> Never {
        signal(SIGPIPE, SIG_IGN)
        do {
            let command = try PreviewCommand.parse(Array(CommandLine.arguments.dropFirst()))
            try command.serve(with: serve)
            PreviewCommand.exit()
        } catch {
            PreviewCommand.exit(withError: error)
        }
    }
}
