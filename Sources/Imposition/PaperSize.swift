import Geometry
import SpecReader

/// Named paper sizes, in points, portrait.
public enum PaperSize {
    private static let millimetres: [(String, Double, Double)] = [
        ("A0", 841, 1189), ("A1", 594, 841), ("A2", 420, 594), ("A3", 297, 420), ("A4", 210, 297),
        ("A5", 148, 210), ("A6", 105, 148), ("A7", 74, 105), ("A8", 52, 74), ("A9", 37, 52), ("A10", 26, 37),
        ("B0", 1000, 1414), ("B1", 707, 1000), ("B2", 500, 707), ("B3", 353, 500), ("B4", 250, 353),
        ("B5", 176, 250), ("B6", 125, 176), ("B7", 88, 125), ("B8", 62, 88), ("B9", 44, 62), ("B10", 31, 44),
    ]
    private static let inches: [(String, Double, Double)] = [
        ("Letter", 8.5, 11), ("Legal", 8.5, 14), ("Tabloid", 11, 17),
    ]

    package static let a4 = Size(210 * 72 / 25.4, 297 * 72 / 25.4)
    package static let letter = Size(8.5 * 72, 11 * 72)

    public static let names: [String] = millimetres.map(\.0) + inches.map(\.0)
    /// The US sizes, whose presses print in other conditions than the ISO sizes'.
    package static let usNames: [String] = inches.map(\.0)

    /// The size called `name` (case does not matter).
    package static func named(_ name: String) -> Size? {
        if let mm = millimetres.first(where: { $0.0.lowercased() == name.lowercased() }) {
            return Size(mm.1 * 72 / 25.4, mm.2 * 72 / 25.4)
        }
        if let inch = inches.first(where: { $0.0.lowercased() == name.lowercased() }) {
            return Size(inch.1 * 72, inch.2 * 72)
        }
        return nil
    }

    /// A paper name ("A4") or "WIDTH x HEIGHT" with units ("420mm x 594mm"), as written; nil when it is neither.
    package static func parse(_ text: String) -> Size? {
        if let named = named(text.trimmingSpaces) { return named }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Length.points(String(parts[0])), let h = Length.points(String(parts[1])) else { return nil }
        return Size(w, h)
    }

    /// The name of the paper `size` is (either way round), or nil.
    package static func name(of size: Size) -> String? {
        (millimetres.map(\.0) + inches.map(\.0)).first { name in
            guard let paper = self.named(name) else { return false }
            return abs(paper.width - min(size.width, size.height)) < 0.01 && abs(paper.height - max(size.width, size.height)) < 0.01
        }
    }

    /// Points in millimetres, as people read them: whole, or to a tenth.
    package static func millimetres(_ points: Double) -> String {
        SpecNode.format((points * 25.4 / 72 * 10).rounded() / 10)
    }
}
