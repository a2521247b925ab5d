import ArgumentParser

/// `--dpi`, declared once for every command that takes it; each command has its own default.
struct ResolutionOption: ParsableArguments {
    /// The resolutions poster accepts.
    static let range = 1.0...2400.0

    @Option(
        help: "Pixels per inch, 1 to 2400: of PNG pages (default 150), of frames (default 72), or that check judges fine detail at (default 300, print).",
        transform: ResolutionOption.parse)
    var dpi: Double?

    /// The resolution given, else `fallback`.
    func value(default fallback: Double) -> Double { dpi ?? fallback }

    static func parse(_ text: String) throws -> Double {
        guard let value = Double(text), range.contains(value) else {
            throw ValidationError("--dpi must be a number from 1 to 2400, got '\(text)'")
        }
        return value
    }
}
