import ArgumentParser
import Imposition
import Pipeline

extension Pipeline.Job {
    /// The job the command line asks of the spec at `spec`: `-o` and `--format` resolved (the spec's own
    /// name when `-o` is not given), the other options as given.
    init(spec: String, output: OutputOptions, pages: [Int]?, specOptions: SpecOptions, values: SpecValues, tiling: TileOverride) throws {
        let source = SpecSource.file(spec)
        let (path, format) = try output.resolve(defaultName: source.outputName)
        if let standard = output.pdfStandard, values.cmyk {
            throw ValidationError("--pdf-standard: \(standard.name) is written in sRGB: leave out --cmyk, which writes PDF/X")
        }
        self.init(
            source: source, policy: specOptions.policy(with: values),
            profile: OutputProfile(format: format, dpi: output.dpi, pngCompression: output.pngCompression, tiling: tiling, pdfStandard: output.pdfStandard),
            pages: pages, output: path)
    }
}
