import ArgumentParser
import Pipeline

/// `--png-compression`, declared once for every command that writes PNG.
struct CompressionOption: ParsableArguments {
    @Option(help: "PNG compression: fast, default or best. Only speed and file size differ, never the pixels.")
    var pngCompression: PNGCompression = .default
}

extension PNGCompression: ExpressibleByArgument {}
