import Geometry
import SpecReader

/// How large the tiled poster is printed: the page times a factor, or the page enlarged or reduced
/// (keeping its proportions) to fit a finished size.
public enum TileScale: Hashable, Sendable {
    case factor(Double)
    /// A finished size, turned the way the page is.
    case fit(Size)

    /// The least and most factor: a poster from 1% to 100 times the page.
    public static let factors: ClosedRange<Double> = 0.01...100

    public static let expectation = "a percentage such as \"50%\", a factor such as 2, or a finished size such as \"A1\" or \"600mm x 900mm\""

    /// The factor that prints a page of `trim` points at this scale.
    func factor(for trim: Size) -> Double {
        switch self {
        case .factor(let f): return f
        case .fit(var size):
            if (size.width > size.height) != (trim.width > trim.height) { size = size.transposed }
            return min(size.width / trim.width, size.height / trim.height)
        }
    }

    /// Why `text` is not a scale, or nil when it is one.
    public static func problem(_ text: String) -> String? {
        guard parse(text) == nil else { return nil }
        if let factor = factor(text) {
            return "\(SpecNode.format((factor * 1000).rounded() / 10))% is out of range: a poster may be from 1% to 10000% of the page"
        }
        return "expected \(expectation), got \"\(text)\""
    }

    /// "50%", "0.5", "A1", "600mm x 900mm": nil when `text` is none of them, or a factor out of range.
    public static func parse(_ text: String) -> TileScale? {
        if let factor = factor(text) { return factors.contains(factor) ? .factor(factor) : nil }
        guard let size = PaperSize.parse(text.trimmingSpaces) else { return nil }
        return .fit(size)
    }

    /// The factor "50%" or "0.5" says, in or out of range; nil when `text` is no finite number.
    private static func factor(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        let percent = trimmed.hasSuffix("%")
        guard let number = Double(percent ? String(trimmed.dropLast()).trimmingSpaces : trimmed), number.isFinite else { return nil }
        return percent ? number / 100 : number
    }

    /// How the scale reads in messages and on the assembly map: "50%", "fitted to A1".
    public var description: String {
        switch self {
        case .factor(let f): "\(SpecNode.format((f * 1000).rounded() / 10))%"
        case .fit(let size): "fitted to \(PaperSize.name(of: size) ?? "\(PaperSize.millimetres(size.width)) x \(PaperSize.millimetres(size.height)) mm")"
        }
    }
}
