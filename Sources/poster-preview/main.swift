import PosterCommands
import Preview

PreviewServing.main { request, listening in
    try await PreviewServer.run(
        specPath: request.spec, host: request.host, port: request.port, options: request.options, duration: request.duration, quiet: request.quiet,
        listening: listening)
}
