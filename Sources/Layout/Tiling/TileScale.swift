import Geometry
import SpecReader

/// How large the tiled poster is printed: the page times a factor, or the page enlarged or reduced
/// (keeping its proportions) to fit a finished size.
public enum TileScale: Hashable, Sendable {
    case factor(Double)
    /// A finished size (turned the way the page is); `named` when it is a paper name.
    case fit(Size, named: String?)

    /// The least and most factor: a poster from 1% to 100 times the page.
    public static let factors: ClosedRange<Double> = 0.01...100

    public static let expectation = "a percentage such as \"50%\", a factor such as 2, or a finished size such as \"A1\" or \"600mm x 900mm\""

    /// The factor that prints a page of `trim` points at this scale.
    func factor(for trim: Size) -> Double {
        switch self {
        case .factor(let f): return f
        case .fit(var size, _):
            if (size.width > size.height) != (trim.width > trim.height) { size = size.transposed }
            return min(size.width / trim.width, size.height / trim.height)
        }
    }

    /// Why `text` is not a scale, or nil when it is one.
    public static func problem(_ text: String) -> String? {
        guard parse(text) == nil else { return nil }
        let trimmed = text.trimmingSpaces
        let number = trimmed.hasSuffix("%") ? Double(String(trimmed.dropLast()).trimmingSpaces).map { $0 / 100 } : Double(trimmed)
        if let number, number.isFinite {
            return "\(SpecNode.format((number * 1000).rounded() / 10))% is out of range: a poster may be from 1% to 10000% of the page"
        }
        return "expected \(expectation), got \"\(text)\""
    }

    /// "50%", "0.5", "A1", "600mm x 900mm": nil when `text` is none of them, or a factor out of range.
    public static func parse(_ text: String) -> TileScale? {
        let trimmed = text.trimmingSpaces
        if trimmed.hasSuffix("%") {
            guard let percent = Double(String(trimmed.dropLast()).trimmingSpaces), percent.isFinite else { return nil }
            return checked(percent / 100)
        }
        if let factor = Double(trimmed), factor.isFinite { return checked(factor) }
        guard let size = PaperSize.parse(trimmed) else { return nil }
        return .fit(size, named: PaperSize.named(trimmed) == nil ? nil : trimmed)
    }

    private static func checked(_ factor: Double) -> TileScale? {
        factors.contains(factor) ? .factor(factor) : nil
    }

    /// How the scale reads in messages and on the assembly map: "50%", "fitted to A1".
    public var description: String {
        switch self {
        case .factor(let f): "\(SpecNode.format((f * 1000).rounded() / 10))%"
        case .fit(let size, let named): "fitted to \(named ?? "\(PaperSize.millimetres(size.width)) x \(PaperSize.millimetres(size.height)) mm")"
        }
    }
}
